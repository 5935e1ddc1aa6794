import { messages } from '@lobby/contract';
import type { Transaction } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';

/**
 * How long a transfer's statement may wait for a row lock (PostgreSQL lock_timeout). Transfers hold a
 * wallet for milliseconds; a row held for longer (a stuck session, an operator's open transaction) must
 * fail the one transfer that needs it, not hold up its batch and its lane without end.
 */
const TRANSFER_LOCK_TIMEOUT_MS = 2_000;
/** How long any one statement of a transfer may run (PostgreSQL statement_timeout), the lock wait included. */
const TRANSFER_STATEMENT_TIMEOUT_MS = 5_000;

/** Sets both limits for the rest of the transaction (SET LOCAL); nothing on SQLite, whose busy_timeout bounds its one wait. */
export function limitTransferWaits(trx: Transaction<Database>): Promise<void> {
  return dialectOf(trx).limitWaits(trx, { lockMs: TRANSFER_LOCK_TIMEOUT_MS, statementMs: TRANSFER_STATEMENT_TIMEOUT_MS });
}

/** 503 with 系统繁忙: the transaction rolled back, nothing moved, and a retry with the same key may succeed. */
export function busyRefusal(): DomainError {
  return new DomainError(ErrorCode.unavailable, messages.server.busy, 503);
}
