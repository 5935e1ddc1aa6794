/**
 * SQLSTATEs of a statement the database gave up on because of other work, not because it was wrong:
 * deadlock_detected and serialization_failure (PostgreSQL rolled this transaction back to let another
 * finish), lock_not_available (lock_timeout) and query_canceled (statement_timeout). SQLite's busy
 * codes are the same story: its write lock stayed taken past busy_timeout.
 */
const GAVE_WAY = new Set(['40P01', '40001', '55P03', '57014', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);

/** Whether a failure means "busy, nothing was done": the transaction rolled back, and the same call may succeed on a retry. */
export function isBusyDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && GAVE_WAY.has(code);
}
