import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { precompiled } from '../db/precompiled.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { forgetSessions, type CachedSession, type ReadCaches } from '../caching/read-caches.ts';
import { publishSessionsEnded } from '../events/session-events.ts';

/** 32 random bytes in base64url: always 43 characters of [A-Za-z0-9_-]. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** last_used_at is refreshed at most this often, so balance polling does not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a session token; only its hash is stored, so a database leak does not leak sessions. */
export async function issueToken(db: Kysely<Database>, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('api_tokens').values({ member_id: memberId, token_hash: hashToken(token), created_at: nowIso() }).execute();
  return token;
}

export interface TokenSession {
  tokenId: number;
  memberId: number;
}

/**
 * Runs on every member call: compiled once (see precompiled.ts). The member must still be allowed in:
 * blacklisting or disabling revokes the member's sessions, and this join also shuts out a session that
 * a login racing with that change created.
 */
const selectLiveToken = precompiled<{ tokenHash: string }, { id: number; member_id: number; last_used_at: string | null }>((db, param) =>
  db
    .selectFrom('api_tokens')
    .innerJoin('members', 'members.id', 'api_tokens.member_id')
    .select(['api_tokens.id', 'api_tokens.member_id', 'api_tokens.last_used_at'])
    .where('api_tokens.token_hash', '=', param('tokenHash'))
    .where('api_tokens.revoked_at', 'is', null)
    .where('members.isblack', '=', 0)
    .where('members.status', '=', 1),
);

/** The live session behind a token hash, read from the database (the cache's loader). */
async function readSession(db: Kysely<Database>, tokenHash: string): Promise<{ value: CachedSession; tag: number } | undefined> {
  const [row] = await selectLiveToken(db, { tokenHash });
  if (!row) return undefined;
  const lastUsedAt = row.last_used_at === null ? null : Date.parse(row.last_used_at);
  return { value: { tokenId: row.id, memberId: row.member_id, lastUsedAt }, tag: row.member_id };
}

/**
 * One lookup on the unique token_hash index; revoked and malformed tokens, and those of shut-out members,
 * resolve to nothing. With `cache` (the server's member calls: caching/read-caches.ts), a token looked up
 * in the last minute costs no query, and an ended session is dropped from it as its revocation commits.
 */
export async function findSession(db: Kysely<Database>, token: string, cache?: ReadCaches['sessions']): Promise<TokenSession | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const session = cache
    ? await cache.read(token, () => readSession(db, hashToken(token)))
    : (await readSession(db, hashToken(token)))?.value;
  if (!session) return undefined;
  const now = Date.now();
  if (session.lastUsedAt === null || now - session.lastUsedAt > TOUCH_INTERVAL_MS) {
    session.lastUsedAt = now;
    await db.updateTable('api_tokens').set({ last_used_at: nowIso() }).where('id', '=', session.tokenId).execute();
  }
  return { tokenId: session.tokenId, memberId: session.memberId };
}

/** Ends one session; its open streams (push) in every process close once this has committed. */
export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db.updateTable('api_tokens').set({ revoked_at: nowIso() }).where('id', '=', tokenId).where('revoked_at', 'is', null).execute();
  forgetSessions(db, { tokenIds: [tokenId] });
  publishSessionsEnded(db, { tokenIds: [tokenId] });
}

/** Ends every session of a member (a new login password, blacklisting, disabling); answers how many were live. */
export async function revokeMemberTokens(db: Kysely<Database>, memberId: number): Promise<number> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: nowIso() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  // Also when none was live: a member blacklisted now must lose streams opened by any earlier token.
  forgetSessions(db, { memberIds: [memberId] });
  publishSessionsEnded(db, { memberIds: [memberId] });
  return Number(result.numUpdatedRows);
}

/** Of these sessions, the ones still live (not revoked, member neither blacklisted nor disabled): streams re-checked after an event gap. */
export async function liveTokenIds(db: Kysely<Database>, tokenIds: number[]): Promise<Set<number>> {
  const live = new Set<number>();
  for (let start = 0; start < tokenIds.length; start += 500) {
    const rows = await db
      .selectFrom('api_tokens')
      .innerJoin('members', 'members.id', 'api_tokens.member_id')
      .select('api_tokens.id')
      .where('api_tokens.id', 'in', tokenIds.slice(start, start + 500))
      .where('api_tokens.revoked_at', 'is', null)
      .where('members.isblack', '=', 0)
      .where('members.status', '=', 1)
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}
