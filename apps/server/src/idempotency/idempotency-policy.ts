import type { IdempotentCallKey } from '@lobby/contract';

export interface IdempotencyOptions {
  /** How long a retry waits for the first request with its key to finish before it is refused as in progress. */
  waitMs: number;
  /** How often the waiting retry looks again. */
  pollMs: number;
  /** A claim still 'processing' after this long belongs to a process that died: the next retry takes it over. */
  leaseMs: number;
  /** Claims are kept this long; the same key after that is a new request. */
  retentionMs: number;
}

export const DEFAULT_IDEMPOTENCY_OPTIONS: IdempotencyOptions = {
  waitMs: 10_000,
  pollMs: 100,
  leaseMs: 5 * 60_000,
  retentionMs: 24 * 60 * 60_000,
};

/**
 * Calls whose first answer is not stored: a game launch answers a one-time ticket, a credential the
 * database keeps only hashed. A retry of the same launch runs again (the ledger key keeps the
 * free-transfer sweep from moving twice) and gets a fresh link.
 */
export const RERUN_INSTEAD_OF_REPLAY: ReadonlySet<IdempotentCallKey> = new Set(['getGameUrl']);
