import { CARD_LIST_TYPES, MAX_SAVED_CARDS, type CardListType, type SavedCard } from '@lobby/contract';
import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { maskBankNumber } from './card-kinds.ts';

export interface NewSavedCard {
  memberId: number;
  listType: CardListType;
  bank: string;
  bankAddress: string;
  bankNo: string;
  bankOwner: string;
}

export type BindOutcome = 'bound' | 'limitReached' | 'duplicate';

/** One of the member's lists, oldest first, as the API shows it: bank numbers masked, addresses whole. */
export async function listSavedCards(db: Kysely<Database>, memberId: number, listType: CardListType): Promise<SavedCard[]> {
  const rows = await db
    .selectFrom('saved_cards')
    .leftJoin('banks', 'banks.bank_name', 'saved_cards.bank')
    .select(['saved_cards.id', 'saved_cards.bank', 'saved_cards.bank_address', 'saved_cards.bank_no', 'saved_cards.bank_owner', 'banks.ico'])
    .where('saved_cards.member_id', '=', memberId)
    .where('saved_cards.list_type', '=', listType)
    .orderBy('saved_cards.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    bank: row.bank,
    bank_address: row.bank_address,
    bank_no: listType === CARD_LIST_TYPES.bank ? maskBankNumber(row.bank_no) : row.bank_no,
    bank_owner: row.bank_owner,
    ico: row.ico ?? '',
  }));
}

/**
 * Saves an entry unless the list already holds MAX_SAVED_CARDS or this number. The member's row is
 * locked first (a no-op UPDATE: a row lock on PostgreSQL, and SQLite writers are serialised anyway), so
 * two concurrent binds cannot both count four and make six.
 */
export async function bindSavedCard(trx: Transaction<Database>, card: NewSavedCard): Promise<BindOutcome> {
  await trx.updateTable('members').set((eb) => ({ id: eb.ref('id') })).where('id', '=', card.memberId).execute();
  const { held } = await trx
    .selectFrom('saved_cards')
    .select((eb) => eb.fn.countAll<number>().as('held'))
    .where('member_id', '=', card.memberId)
    .where('list_type', '=', card.listType)
    .executeTakeFirstOrThrow();
  if (Number(held) >= MAX_SAVED_CARDS) return 'limitReached';
  const inserted = await dialectOf(trx).insertNewIds(
    trx.insertInto('saved_cards').values({
      member_id: card.memberId,
      list_type: card.listType,
      bank: card.bank,
      bank_address: card.bankAddress,
      bank_no: card.bankNo,
      bank_owner: card.bankOwner,
      created_at: nowIso(),
    }),
    { columns: ['member_id', 'list_type', 'bank_no'] },
  );
  return inserted.length > 0 ? 'bound' : 'duplicate';
}

/** Deletes the member's own entry; false when the id is unknown or another member's. */
export async function deleteSavedCard(db: Kysely<Database>, memberId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('saved_cards').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
