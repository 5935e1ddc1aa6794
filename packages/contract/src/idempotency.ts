import type { CallKey } from './calls.ts';

/**
 * Money-moving calls take an optional `Idempotency-Key` header (the spec's payloads have no room for
 * one): the client makes one key per submission and sends it again when it retries that submission,
 * and the server answers the retry with the first answer instead of acting twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The calls that honour the header: every call the browser sends that moves money or changes what can. */
export const IDEMPOTENT_CALLS = [
  'transfer',
  'withdraw',
  'transall',
  'recharge',
  'bindcard',
  'delcard',
  'doactivityapply',
  'douserredpacket',
  'dofanshui',
  'uptransferstatus',
  'getGameUrl',
] as const satisfies readonly CallKey[];

export type IdempotentCallKey = (typeof IDEMPOTENT_CALLS)[number];

/**
 * Envelope code of 'the first request with this key is still being processed': not an outcome, so the
 * client keeps the key and a later retry learns the outcome (HTTP 425 Too Early: the server will not
 * risk acting on a request that may be a replay).
 */
export const REQUEST_IN_PROGRESS_CODE = 425;

/** Envelope code of 'this key was used for a different request': refused, nothing moved (HTTP 422's meaning). */
export const IDEMPOTENCY_KEY_REUSED_CODE = 422;
