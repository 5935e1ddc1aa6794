import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { DepositsTable } from './deposits.table.ts';

export type DepositRow = Selectable<DepositsTable>;

/** How a deposit left the pending state (deposits.outcome). */
export type DepositOutcome = 'paid' | 'approved' | 'cancelled' | 'expired' | 'rejected';

export function findDeposit(db: Kysely<Database>, depositNo: string): Promise<DepositRow | undefined> {
  return db.selectFrom('deposits').selectAll().where('deposit_no', '=', depositNo).executeTakeFirst();
}

/** Another member's number reads as unknown: nothing tells a member which numbers exist. */
export function findMemberDeposit(db: Kysely<Database>, memberId: number, depositNo: string): Promise<DepositRow | undefined> {
  return db.selectFrom('deposits').selectAll().where('deposit_no', '=', depositNo).where('member_id', '=', memberId).executeTakeFirst();
}

export function findDepositByPayToken(db: Kysely<Database>, payToken: string): Promise<DepositRow | undefined> {
  return db.selectFrom('deposits').selectAll().where('pay_token', '=', payToken).executeTakeFirst();
}
