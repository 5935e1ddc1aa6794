/** Socket errors of a database that is away: refused, reset, timed out, unreachable, or its pipe broken. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that ended or refused the session: class 08 (connection exception), 57P01-57P03
 * (terminated by an administrator, crash shutdown, cannot connect now: starting or shutting down).
 */
const SESSION_ENDED = /^(08...|57P0[123])$/;

/** pg-pool's words when no connection became free (or could be made) within connectionTimeoutMillis. */
const POOL_WAIT_TIMEOUT = /^timeout exceeded when trying to connect$/;

/** pg's and pg-pool's own words for a connection that died, timed out or was never made. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  POOL_WAIT_TIMEOUT,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/**
 * Whether a failure says the database cannot be reached now, rather than that a statement was wrong:
 * nothing was decided (a transaction on a lost connection never commits), so the caller may try again
 * later and the server answers 503. Looks through `cause` and an AggregateError's errors (Node's
 * connection attempts to several addresses), and takes plain objects too: pg-boss reports a worker's
 * error as a copy of the error's fields.
 */
export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SESSION_ENDED.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((each) => isConnectionLoss(each, depth + 1))) return true;
  return isConnectionLoss(cause, depth + 1);
}

/** pg-pool's wait for a free connection ran out: the pool is busy, which alone says nothing of the database. */
export function isPoolWaitTimeout(error: unknown): boolean {
  return error instanceof Error && POOL_WAIT_TIMEOUT.test(error.message);
}
