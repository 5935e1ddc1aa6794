import type { IdempotentCallKey } from '@lobby/contract';

export interface IdempotencyOptions {
  /**
   * How long a retry waits for the first request with its key to finish before it is refused as in
   * progress. Longer than the lease, so a retry after a crash outwaits the dead claim and runs.
   */
  waitMs: number;
  /** How often the waiting retry looks again. */
  pollMs: number;
  /**
   * A claim not renewed for this long belongs to a process that died (killed, redeployed) mid-request:
   * the next retry takes it over. Live processes renew their claims every `heartbeatMs`, however long
   * the request runs.
   */
  leaseMs: number;
  heartbeatMs: number;
  /** Claims are kept this long; the same key after that is a new request. */
  retentionMs: number;
}

export const DEFAULT_IDEMPOTENCY_OPTIONS: IdempotencyOptions = {
  waitMs: 15_000,
  pollMs: 100,
  leaseMs: 10_000,
  heartbeatMs: 2_500,
  retentionMs: 24 * 60 * 60_000,
};

/**
 * Calls whose first answer is not stored: a game launch answers a one-time ticket, a credential the
 * database keeps only hashed. A retry of the same launch runs again (the ledger key keeps the
 * free-transfer sweep from moving twice) and gets a fresh link.
 */
export const RERUN_INSTEAD_OF_REPLAY: ReadonlySet<IdempotentCallKey> = new Set(['getGameUrl']);
