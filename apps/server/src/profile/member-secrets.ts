import type { Kysely } from 'kysely';
import { hashSecret, verifySecret } from '../auth/passwords.ts';
import { revokeMemberTokens } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';
import { plainTransaction, type TransactionRunner } from '../db/transaction-runner.ts';

/** The member's login password or 6-digit payment password. */
export type SecretKind = 'login' | 'pay';

const HASH_COLUMN = { login: 'password_hash', pay: 'pay_password_hash' } as const;

/** Checks a member's login or payment password with argon2id; false also when the member is gone. */
export async function secretMatches(db: Kysely<Database>, memberId: number, kind: SecretKind, plain: string): Promise<boolean> {
  const row = await db.selectFrom('members').select(['password_hash', 'pay_password_hash']).where('id', '=', memberId).executeTakeFirst();
  return row !== undefined && verifySecret(row[HASH_COLUMN[kind]], plain);
}

/**
 * Stores the new secret's argon2id hash. A new login password also revokes every session of the member,
 * in the same transaction, so a stolen token dies with the old password. The member's own call passes
 * its member transaction (auth/member-transaction.ts).
 */
export async function replaceSecret(
  db: Kysely<Database>,
  memberId: number,
  kind: SecretKind,
  plain: string,
  transaction: TransactionRunner = plainTransaction(db),
): Promise<void> {
  // Hashed before the transaction: argon2 is slow and SQLite holds its write lock for the whole transaction.
  const hash = await hashSecret(plain);
  await transaction(async (trx) => {
    // The tokens before the member row, as auth/live-session.ts needs. The member's game links end with
    // these sessions (launch-tickets.ts).
    if (kind === 'login') await revokeMemberTokens(trx, memberId);
    await trx.updateTable('members').set({ [HASH_COLUMN[kind]]: hash }).where('id', '=', memberId).execute();
  });
}
