import { messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/json-depth.ts';
import { requestFingerprint } from '../../src/idempotency/request-fingerprint.ts';

const transfer = (body: unknown, url = '/api/transfer') => requestFingerprint({ method: 'POST', url, body });

describe('requestFingerprint', () => {
  it('is one request whatever the order of the fields', () => {
    expect(transfer({ amount: '10', sourcetype: 'userbalance', targettype: 'ag' })).toBe(transfer({ targettype: 'ag', amount: '10', sourcetype: 'userbalance' }));
  });

  it('tells apart another amount, another target, another path and another method', () => {
    const first = transfer({ amount: '10', targettype: 'ag' });
    expect(transfer({ amount: '20', targettype: 'ag' })).not.toBe(first);
    expect(transfer({ amount: '10', targettype: 'pg' })).not.toBe(first);
    expect(transfer({ amount: 10, targettype: 'ag' })).not.toBe(first);
    expect(transfer({ amount: '10', targettype: 'ag' }, '/api/withdraw')).not.toBe(first);
    expect(requestFingerprint({ method: 'GET', url: '/api/transfer', body: { amount: '10', targettype: 'ag' } })).not.toBe(first);
  });

  it('leaves passwords out, so the table holds nothing a guess could be checked against', () => {
    expect(transfer({ id: 3, pay_pass: '123456' })).toBe(transfer({ id: 3, pay_pass: '654321' }));
    expect(transfer({ amount: 1, password: '123456' })).toBe(transfer({ amount: 1 }));
    expect(transfer({ amount: 1, paypassword: '123456' })).toBe(transfer({ amount: 1 }));
  });

  it('refuses a body nested past MAX_JSON_DEPTH instead of recursing into it', () => {
    const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);
    expect(() => transfer({ amount: nested(MAX_JSON_DEPTH - 1) })).not.toThrow();
    expect(() => transfer({ amount: nested(MAX_JSON_DEPTH) })).toThrow(messages.input.tooDeep);
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(() => transfer(deep)).toThrow(messages.input.tooDeep);
  });

  it('reads an absent body as null, not as an empty object', () => {
    expect(transfer(undefined)).toBe(transfer(null));
    expect(transfer(undefined)).not.toBe(transfer({}));
  });
});
