import type { Transaction } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { UnauthorizedError } from './unauthorized-error.ts';

/**
 * Of these sessions, the ones still live (not revoked, member neither blacklisted nor disabled), read
 * inside the caller's transaction, never from the session cache. A call that moves money or changes the
 * account checks here, so it cannot be accepted once a revocation (logoff, blacklist, disable, a new
 * login password) has committed, however late the cache hears of it:
 * - PostgreSQL: the token rows are locked FOR SHARE, so a revocation either committed before this read
 *   (and is seen), or its UPDATE of the token waits until this transaction commits. Only the token rows:
 *   the member row sits in a subquery, so calls that later update it (bindcard, the profile) do not
 *   deadlock with each other. Revocations therefore end the tokens before they touch the member.
 * - SQLite: transactions begin IMMEDIATE (db/dialects/sqlite.ts), so this read happens under the write
 *   lock and sees every commit made before it, also another process's.
 */
export async function lockLiveSessions(trx: Transaction<Database>, tokenIds: readonly number[]): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const query = trx
    .selectFrom('api_tokens')
    .select('api_tokens.id')
    .where('api_tokens.id', 'in', [...new Set(tokenIds)])
    .where('api_tokens.revoked_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('members')
          .select('members.id')
          .whereRef('members.id', '=', 'api_tokens.member_id')
          .where('members.isblack', '=', 0)
          .where('members.status', '=', 1),
      ),
    );
  const rows = await dialectOf(trx).lockForShare(query).execute();
  return new Set(rows.map((row) => row.id));
}

/** Refuses with the preHandler's 401 unless the session is live; it then stays live until the transaction ends. */
export async function assertLiveSession(trx: Transaction<Database>, tokenId: number): Promise<void> {
  if (!(await lockLiveSessions(trx, [tokenId])).has(tokenId)) throw new UnauthorizedError();
}
