import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { WithdrawalsTable } from './withdrawals.table.ts';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

export function findWithdrawal(db: Kysely<Database>, id: number): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member's own saved card or wallet; another member's id reads as unknown. */
export function findMemberCard(db: Kysely<Database>, memberId: number, cardId: number) {
  return db.selectFrom('saved_cards').selectAll().where('id', '=', cardId).where('member_id', '=', memberId).executeTakeFirst();
}
