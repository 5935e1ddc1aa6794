import { messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { isCardListType } from '../../../cards/card-kinds.ts';
import { listSavedCards } from '../../../cards/saved-cards-repository.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';
import { wholeNumber } from '../content/whole-number.ts';

/**
 * One of the member's lists: type 1 bank cards (numbers masked), 2 USDT and 4 AnToken wallets
 * (addresses whole). The type arrives as a number or as digits, read on the raw value (never '0x1' or [1]).
 */
export default async function getCardRoute(app: FastifyInstance) {
  app.route(
    contractRoute('getcard', async (request) => {
      const listType = wholeNumber(request.body.type);
      if (listType === undefined || !isCardListType(listType)) throw new DomainError(ErrorCode.badRequest, messages.server.badRequest);
      return ok(await listSavedCards(app.db, currentMember(request).id, listType));
    }),
  );
}
