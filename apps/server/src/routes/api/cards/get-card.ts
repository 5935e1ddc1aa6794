import { api, messages, type SavedCard } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { isCardListType } from '../../../cards/card-kinds.ts';
import { listSavedCards } from '../../../cards/saved-cards-repository.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { routeOf } from '../../route-of.ts';

/** The client sends the type as a number or as text; the schema turns both into a number. */
const bodySchema = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'integer' } },
} as const;

/** One of the member's lists: type 1 bank cards (numbers masked), 2 USDT and 4 AnToken wallets (addresses whole). */
export default async function getCardRoute(app: FastifyInstance) {
  app.route<{ Body: { type: number } }>({
    ...routeOf(api.getcard),
    schema: { body: bodySchema },
    handler: async (request) => {
      const listType = request.body.type;
      if (!isCardListType(listType)) throw new DomainError(ErrorCode.badRequest, messages.server.badRequest);
      return ok<SavedCard[]>(await listSavedCards(app.db, currentMember(request).id, listType));
    },
  });
}
