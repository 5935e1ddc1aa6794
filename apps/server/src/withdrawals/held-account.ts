import type { Kysely } from 'kysely';
import type { Account } from '../ledger/ledger.table.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';

/**
 * The member's held account: withdrawals awaiting review sit here, out of the spendable main wallet
 * (balances() counts only main and venue wallets). A member account like the others, so the ledger's
 * conditional debit keeps it from ever going below zero. Insert-if-missing as ledger/accounts.ts does.
 */
export async function getOrCreateHeldAccount(db: Kysely<Database>, memberId: number): Promise<Account> {
  const code = `member:${memberId}:held`;
  await dialectOf(db).insertSkippingConflicts(
    db.insertInto('accounts').values({ code, kind: 'held', member_id: memberId, platform_name: null, created_at: nowIso() }),
    { columns: ['code'] },
  );
  return db.selectFrom('accounts').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
}
