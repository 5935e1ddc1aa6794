import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';

export interface KeyClaim {
  memberId: number;
  call: string;
  key: string;
  fingerprint: string;
}

/** What a request with an Idempotency-Key may do, decided before anything moves. */
export type ClaimOutcome =
  /** This request owns the key: it runs, and its answer is stored under `claimId`. */
  | { kind: 'claimed'; claimId: number }
  /** The same request ran before: answer what it answered. */
  | { kind: 'replay'; statusCode: number; answer: string }
  /** The same request ran before and its answer is not kept (a launch link): run again; the ledger key moves nothing twice. */
  | { kind: 'rerun' }
  /** The key came with another request before: refuse, do nothing. */
  | { kind: 'reused' }
  /** The first request with this key is still running. */
  | { kind: 'inProgress' };

const MAX_ATTEMPTS = 5;

const isoBefore = (ms: number): string => new Date(Date.now() - ms).toISOString();

/**
 * Claims a key atomically: the INSERT that conflicts on (member, call, key) is the lock, so of any
 * number of requests in any number of processes exactly one gets 'claimed'. A claim left 'processing'
 * and not renewed for `leaseMs` (its process died after claiming) is taken over by one conditional
 * UPDATE; whatever that process had already committed is caught by the ledger's own key.
 */
export async function claimKey(db: Kysely<Database>, claim: KeyClaim, leaseMs: number): Promise<ClaimOutcome> {
  // A row can vanish between the INSERT and the SELECT (released after a fault, or pruned): try again,
  // a few times; a key that keeps changing hands is answered as still in progress, which does nothing.
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const [claimId] = await dialectOf(db).insertNewIds(
      db.insertInto('idempotency_keys').values({
        member_id: claim.memberId,
        call: claim.call,
        idempotency_key: claim.key,
        fingerprint: claim.fingerprint,
        state: 'processing',
        claimed_at: nowIso(),
      }),
      { columns: ['member_id', 'call', 'idempotency_key'] },
    );
    if (claimId !== undefined) return { kind: 'claimed', claimId };

    const row = await db
      .selectFrom('idempotency_keys')
      .select(['id', 'fingerprint', 'state', 'status_code', 'answer', 'claimed_at'])
      .where('member_id', '=', claim.memberId)
      .where('call', '=', claim.call)
      .where('idempotency_key', '=', claim.key)
      .executeTakeFirst();
    if (!row) continue;
    if (row.fingerprint !== claim.fingerprint) return { kind: 'reused' };
    if (row.state === 'done') return row.answer === null || row.status_code === null ? { kind: 'rerun' } : { kind: 'replay', statusCode: row.status_code, answer: row.answer };
    if (row.claimed_at >= isoBefore(leaseMs)) return { kind: 'inProgress' };

    const takenOver = await db
      .updateTable('idempotency_keys')
      .set({ claimed_at: nowIso() })
      .where('id', '=', row.id)
      .where('state', '=', 'processing')
      .where('claimed_at', '=', row.claimed_at)
      .executeTakeFirst();
    if (takenOver.numUpdatedRows > 0n) return { kind: 'claimed', claimId: row.id };
  }
  return { kind: 'inProgress' };
}

/**
 * True while the claim of `claim`'s key is held by a request still within its lease: a plain read, so a
 * waiting retry can look as often as it likes without writing (each conflicting INSERT would take a
 * PostgreSQL sequence value).
 */
export async function claimStillRunning(db: Kysely<Database>, claim: KeyClaim, leaseMs: number): Promise<boolean> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('id')
    .where('member_id', '=', claim.memberId)
    .where('call', '=', claim.call)
    .where('idempotency_key', '=', claim.key)
    .where('state', '=', 'processing')
    .where('claimed_at', '>=', isoBefore(leaseMs))
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the first answer (null: the call re-runs instead of replaying) and ends the processing state. */
export async function completeKey(db: Kysely<Database>, claimId: number, answer: { statusCode: number; body: string } | null): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', status_code: answer?.statusCode ?? null, answer: answer?.body ?? null, completed_at: nowIso() })
    .where('id', '=', claimId)
    .execute();
}

/** Renews the lease of claims whose requests this process is still running. */
export async function renewClaims(db: Kysely<Database>, claimIds: number[]): Promise<void> {
  if (claimIds.length === 0) return;
  await db.updateTable('idempotency_keys').set({ claimed_at: nowIso() }).where('id', 'in', claimIds).where('state', '=', 'processing').execute();
}

/** Gives a key back after a fault: nothing was decided, so a retry runs as if it came first. */
export async function releaseKey(db: Kysely<Database>, claimId: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', claimId).where('state', '=', 'processing').execute();
}

/** Forgets claims older than `retentionMs`: a key sent again after that is a new request. */
export async function pruneKeys(db: Kysely<Database>, retentionMs: number): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('claimed_at', '<', isoBefore(retentionMs)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
