import type { Kysely } from 'kysely';
import { hashSecret } from '../../src/auth/passwords.ts';
import { issueToken } from '../../src/auth/tokens.ts';
import type { Database } from '../../src/db/schema.ts';
import { nowIso } from '../../src/db/time.ts';
import { insertMember } from '../../src/members/members-repository.ts';
import { createPayPasswordGuard } from '../../src/profile/pay-password-guard.ts';
import { MemoryAttemptCounters } from '../../src/rate-limits/attempt-counters.ts';
import { credit } from '../routes/api/games/games-fixtures.ts';
import { uniqueAccount } from '../support/test-app.ts';

export const PAY_PASSWORD = '123456';
/** The product's payment-password guard, for tests that call requestWithdrawal directly (with the right password). */
export const payPasswords = createPayPasswordGuard(new MemoryAttemptCounters());
let payPasswordHash: Promise<string> | undefined;

/** A member with a real payment password, a session, `fen` in the main wallet and one saved account. */
export async function withdrawingMember(db: Kysely<Database>, fen: number, card: { list_type?: number; bank?: string; bank_no?: string; bank_owner?: string; bank_address?: string } = {}) {
  payPasswordHash ??= hashSecret(PAY_PASSWORD);
  const memberId = await insertMember(db, { account: uniqueAccount(), password_hash: 'x', pay_password_hash: await payPasswordHash, realname: '赵六', introducer_id: null });
  if (memberId === undefined) throw new Error('account collision in test fixture');
  if (fen > 0) await credit(db, memberId, fen);
  const saved = await db
    .insertInto('saved_cards')
    .values({ member_id: memberId, list_type: 1, bank: '中国银行', bank_address: '北京分行', bank_no: '6216610000001234', bank_owner: '赵六', created_at: nowIso(), ...card })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { memberId, cardId: saved.id, token: await issueToken(db, memberId) };
}

/** The member's balances by account kind (main, held). */
export async function accountsOf(db: Kysely<Database>, memberId: number): Promise<Record<string, number>> {
  const rows = await db.selectFrom('accounts').select(['kind', 'balance_fen']).where('member_id', '=', memberId).where('kind', 'in', ['main', 'held']).execute();
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.balance_fen)]));
}
