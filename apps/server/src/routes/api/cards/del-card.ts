import { api, asText, messages, validateUnbind } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { deleteSavedCard } from '../../../cards/saved-cards-repository.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { secretMatches } from '../../../profile/member-secrets.ts';
import { routeOf } from '../../route-of.ts';

interface DelCardBody {
  id?: unknown;
  pay_pass?: string;
}

/** The id arrives as a number or as text; the schema leaves it alone so that a bad id reads as an unknown one. */
const bodySchema = {
  type: 'object',
  properties: { id: {}, pay_pass: { type: 'string' } },
} as const;

const notFound = () => new DomainError(ErrorCode.notFound, messages.card.notFound);

/** Unbinds one of the member's entries after the payment password; another member's id is refused as unknown. */
export default async function delCardRoute(app: FastifyInstance) {
  app.route<{ Body: DelCardBody }>({
    ...routeOf(api.delcard),
    schema: { body: bodySchema },
    handler: async (request) => {
      const { pay_pass: payPass } = request.body;
      const refusal = validateUnbind(payPass);
      if (refusal) throw new DomainError(ErrorCode.badRequest, refusal);
      const idText = asText(request.body.id).trim();
      if (!/^\d{1,15}$/.test(idText)) throw notFound();

      const memberId = currentMember(request).id;
      const payPasswordRight = await app.payPasswordGuard.verify(memberId, () => secretMatches(app.db, memberId, 'pay', asText(payPass)));
      if (!payPasswordRight) throw new DomainError(ErrorCode.badRequest, messages.card.wrongPayPassword);
      if (!(await deleteSavedCard(app.db, memberId, Number(idText)))) throw notFound();
      return ok(null, messages.card.unbound);
    },
  });
}
