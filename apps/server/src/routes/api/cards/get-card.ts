import { api, messages, type SavedCard } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { isCardListType } from '../../../cards/card-kinds.ts';
import { listSavedCards } from '../../../cards/saved-cards-repository.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { wireInteger } from '../../../plugins/app/wire-fields.ts';
import { routeOf } from '../../route-of.ts';
import { wholeNumber } from '../content/whole-number.ts';

/** The client sends the type as a number or as digits, read on the raw value (never '0x1' or [1]). */
const bodySchema = {
  type: 'object',
  required: ['type'],
  properties: { type: wireInteger },
} as const;

/** One of the member's lists: type 1 bank cards (numbers masked), 2 USDT and 4 AnToken wallets (addresses whole). */
export default async function getCardRoute(app: FastifyInstance) {
  app.route<{ Body: { type: unknown } }>({
    ...routeOf(api.getcard),
    schema: { body: bodySchema },
    handler: async (request) => {
      const listType = wholeNumber(request.body.type);
      if (listType === undefined || !isCardListType(listType)) throw new DomainError(ErrorCode.badRequest, messages.server.badRequest);
      return ok<SavedCard[]>(await listSavedCards(app.db, currentMember(request).id, listType));
    },
  });
}
