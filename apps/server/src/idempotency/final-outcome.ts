import { REQUEST_IN_PROGRESS_CODE } from '@lobby/contract';
import { ErrorCode } from '../domain-error.ts';

/** A request that took too long (the server's request time-out, a gateway's). */
const TIMED_OUT = [408, 504];

/**
 * Answers a retry of the unchanged request may turn into another one later: rate limits (the calls'
 * 429, the payment-password lock, the login throttle), unavailable or busy (503), time-outs, and the
 * key's own 'still in progress'.
 */
const TRANSIENT_CODES: ReadonlySet<number> = new Set([ErrorCode.tooManyRequests, ErrorCode.unavailable, REQUEST_IN_PROGRESS_CODE, ...TIMED_OUT]);

const decidesNothing = (code: number) => code >= 500 || TRANSIENT_CODES.has(code);

/**
 * Whether an answer is the request's outcome, to be kept under its Idempotency-Key and replayed: a
 * success, or a refusal the same request would get again (bad input, insufficient balance, a wrong
 * payment password). A fault or a transient refusal is not: the key is given back so a retry runs.
 * Refusals travel in the envelope's code under HTTP 200 as well as in the status, so both are read.
 */
export function isFinalOutcome(answer: { statusCode: number; envelopeCode: number | undefined }): boolean {
  if (decidesNothing(answer.statusCode)) return false;
  return answer.envelopeCode === undefined || !decidesNothing(answer.envelopeCode);
}

/** The envelope's `code` of a serialized answer; undefined when the body is no envelope. */
export function envelopeCodeOf(body: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const code = parsed !== null && typeof parsed === 'object' ? (parsed as { code?: unknown }).code : undefined;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}
