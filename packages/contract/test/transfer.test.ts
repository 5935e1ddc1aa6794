import { describe, expect, it } from 'vitest';
import { messages, PLATFORM_WALLET, validateTransfer } from '../src/index.ts';

describe('validateTransfer', () => {
  const ok = { amount: '10.5', sourcetype: PLATFORM_WALLET, targettype: 'ag' };
  it('accepts transfers in and out of the platform wallet', () => {
    expect(validateTransfer(ok)).toBeNull();
    expect(validateTransfer({ amount: 1, sourcetype: 'ag', targettype: PLATFORM_WALLET })).toBeNull();
  });
  it('checks in order: amount, platform side, target, source, different sides', () => {
    expect(validateTransfer({ sourcetype: 'ag', targettype: 'pg' })).toBe(messages.transfer.amountRequired);
    expect(validateTransfer({ ...ok, amount: 'x', sourcetype: 'ag', targettype: 'pg' })).toBe(
      messages.transfer.amountInvalid,
    );
    expect(validateTransfer({ ...ok, sourcetype: 'ag', targettype: 'pg' })).toBe(messages.transfer.venueToVenue);
    expect(validateTransfer({ ...ok, targettype: '' })).toBe(messages.transfer.targetRequired);
    expect(validateTransfer({ ...ok, sourcetype: '' })).toBe(messages.transfer.sourceRequired);
    expect(validateTransfer({ ...ok, targettype: PLATFORM_WALLET })).toBe(messages.transfer.sameAccount);
  });
  it('amount must be positive with at most 2 decimals', () => {
    for (const amount of [0, -1, '0.00', 1.234, '1e3', Infinity]) {
      expect(validateTransfer({ ...ok, amount })).toBe(messages.transfer.amountInvalid);
    }
  });
});
