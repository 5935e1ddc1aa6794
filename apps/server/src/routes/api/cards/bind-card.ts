import { asText, CARD_LIST_TYPES, messages, sanitizeWalletAddress, validateBankCardBind, validateWalletBind } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { knownBankName } from '../../../cards/banks-repository.ts';
import { cryptoKindOf, protocolsOf, type CryptoKind } from '../../../cards/card-kinds.ts';
import { bindSavedCard, type NewSavedCard } from '../../../cards/saved-cards-repository.ts';
import { contentLanguageOf, type ContentLanguage } from '../../../content/translations/content-language.ts';
import type { Database } from '../../../db/schema.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { secretMatches } from '../../../profile/member-secrets.ts';
import { contractRoute, type CallRoute } from '../../contract-route.ts';

/** The bind payload as the contract's wire level lets it through. */
type SentCard = CallRoute<'bindcard'>['Body'];

const refuse = (message: string) => new DomainError(ErrorCode.badRequest, message);

/**
 * A wallet: the address stripped of non-word characters as the input does, then the wallet rules. An
 * address longer than 42 after stripping is refused rather than cut like the input cuts it: a cut
 * address would send withdrawals somewhere else. The protocol must be one the coin supports.
 */
function walletToBind(body: SentCard, memberId: number, kind: CryptoKind): NewSavedCard {
  const address = sanitizeWalletAddress(body.bank_no);
  const refusal = validateWalletBind({ bank_no: address, bank_owner: body.bank_owner, pay_pass: body.pay_pass });
  if (refusal) throw refuse(refusal);
  if (asText(body.bank_no).replace(/\W/g, '').length > address.length) throw refuse(messages.card.walletAddressLength);
  const protocol = protocolsOf(kind.listType).find((known) => known === asText(body.bank_owner).trim().toUpperCase());
  if (!protocol) throw refuse(messages.card.protocolRequired);
  return { memberId, listType: kind.listType, bank: kind.bank, bankAddress: '', bankNo: address, bankOwner: protocol };
}

/** A bank card: the spec's rules in order, and a bank from /api/banklist (the screen's picker offers no other). */
async function bankCardToBind(db: Kysely<Database>, body: SentCard, memberId: number, language: ContentLanguage): Promise<NewSavedCard> {
  const refusal = validateBankCardBind(body);
  if (refusal) throw refuse(refusal);
  // The rule has required each as text.
  const bank = await knownBankName(db, asText(body.bank).trim(), language);
  if (bank === undefined) throw refuse(messages.card.bankRequired);
  return {
    memberId,
    listType: CARD_LIST_TYPES.bank,
    bank,
    bankAddress: asText(body.bank_address).trim(),
    bankNo: asText(body.bank_no),
    bankOwner: asText(body.bank_owner).trim(),
  };
}

/** Binds a bank card, a USDT wallet or an AnToken wallet after the payment password; at most 5 per list. */
export default async function bindCardRoute(app: FastifyInstance) {
  app.route(
    contractRoute('bindcard', async (request) => {
      const body = request.body;
      const member = currentMember(request);
      const memberId = member.id;
      const crypto = cryptoKindOf(asText(body.bank));
      const card = crypto ? walletToBind(body, memberId, crypto) : await bankCardToBind(app.db, body, memberId, contentLanguageOf(app, request));
      const payPasswordRight = await app.payPasswordGuard.verify(memberId, () => secretMatches(app.db, memberId, 'pay', asText(body.pay_pass)));
      if (!payPasswordRight) throw refuse(messages.card.wrongPayPassword);

      const outcome = await memberTransaction(app.db, member)((trx) => bindSavedCard(trx, card));
      if (outcome === 'limitReached') throw refuse(messages.card.limitReached);
      if (outcome === 'duplicate') throw new DomainError(ErrorCode.conflict, messages.card.duplicate);
      return ok(null, messages.card.bound);
    }),
  );
}
