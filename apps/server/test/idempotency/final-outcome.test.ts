import { REQUEST_IN_PROGRESS_CODE } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { envelopeCodeOf, isFinalOutcome } from '../../src/idempotency/final-outcome.ts';

const answer = (statusCode: number, envelopeCode?: number) => ({ statusCode, envelopeCode });

describe('isFinalOutcome', () => {
  it('keeps a success and the refusals the same request would get again', () => {
    expect(isFinalOutcome(answer(200, 200))).toBe(true);
    // Bad input, insufficient balance, a wrong payment password: envelope code 400 under HTTP 200 or 400.
    expect(isFinalOutcome(answer(200, 400))).toBe(true);
    expect(isFinalOutcome(answer(400, 400))).toBe(true);
    expect(isFinalOutcome(answer(200, 403))).toBe(true);
    expect(isFinalOutcome(answer(200, 404))).toBe(true);
    expect(isFinalOutcome(answer(200, 409))).toBe(true);
  });

  it('gives back a rate limit, whether it is the status (the calls\' limit, the payment-password lock) or only the envelope code (the login throttle)', () => {
    expect(isFinalOutcome(answer(429, 429))).toBe(false);
    expect(isFinalOutcome(answer(200, 429))).toBe(false);
    expect(isFinalOutcome(answer(429))).toBe(false);
  });

  it('gives back unavailable, busy and time-outs', () => {
    expect(isFinalOutcome(answer(503, 503))).toBe(false);
    expect(isFinalOutcome(answer(200, 503))).toBe(false);
    expect(isFinalOutcome(answer(408, 408))).toBe(false);
    expect(isFinalOutcome(answer(200, 408))).toBe(false);
    expect(isFinalOutcome(answer(504))).toBe(false);
  });

  it('gives back the in-progress answer and every fault', () => {
    expect(isFinalOutcome(answer(200, REQUEST_IN_PROGRESS_CODE))).toBe(false);
    expect(isFinalOutcome(answer(500, 500))).toBe(false);
    expect(isFinalOutcome(answer(200, 500))).toBe(false);
    expect(isFinalOutcome(answer(502))).toBe(false);
  });
});

describe('envelopeCodeOf', () => {
  it('reads the code of an envelope and nothing else', () => {
    expect(envelopeCodeOf('{"code":429,"message":"请求过于频繁","data":null}')).toBe(429);
    expect(envelopeCodeOf('{"code":"429"}')).toBeUndefined();
    expect(envelopeCodeOf('[429]')).toBeUndefined();
    expect(envelopeCodeOf('null')).toBeUndefined();
    expect(envelopeCodeOf('<html>')).toBeUndefined();
  });
});
