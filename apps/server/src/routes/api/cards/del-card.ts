import { asText, columnId, messages, validateUnbind } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { deleteSavedCard } from '../../../cards/saved-cards-repository.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { secretMatches } from '../../../profile/member-secrets.ts';
import { contractRoute } from '../../contract-route.ts';

const notFound = () => new DomainError(ErrorCode.notFound, messages.card.notFound);

/**
 * Unbinds one of the member's entries after the payment password; another member's id is refused as
 * unknown. The id arrives as a number or as digits; one its column cannot hold is refused on the wire,
 * other bad ids read as unknown.
 */
export default async function delCardRoute(app: FastifyInstance) {
  app.route(
    contractRoute('delcard', async (request) => {
      const { pay_pass: payPass } = request.body;
      const refusal = validateUnbind(payPass);
      if (refusal) throw new DomainError(ErrorCode.badRequest, refusal);
      const cardId = columnId(request.body.id);
      if (cardId === undefined) throw notFound();

      const member = currentMember(request);
      const memberId = member.id;
      const payPasswordRight = await app.payPasswordGuard.verify(memberId, () => secretMatches(app.db, memberId, 'pay', asText(payPass)));
      if (!payPasswordRight) throw new DomainError(ErrorCode.badRequest, messages.card.wrongPayPassword);
      if (!(await memberTransaction(app.db, member)((trx) => deleteSavedCard(trx, memberId, cardId)))) throw notFound();
      return ok(null, messages.card.unbound);
    }),
  );
}
