import { describe, expect, it } from 'vitest';
import { messages, validateWithdrawal } from '../src/index.ts';

describe('validateWithdrawal', () => {
  const ok = { qutype: 1, bank: 7, amount: '100', password: '123456' };
  it('accepts a valid withdrawal', () => {
    expect(validateWithdrawal(ok)).toBeNull();
    expect(validateWithdrawal({ ...ok, amount: 150.5 })).toBeNull();
  });
  it('names the bank card for qutype 1 and the wallet address otherwise', () => {
    expect(validateWithdrawal({ ...ok, bank: '' })).toBe(messages.withdrawal.selectBankCard);
    expect(validateWithdrawal({ ...ok, qutype: 2, bank: undefined })).toBe(messages.withdrawal.selectWallet);
    expect(validateWithdrawal({ ...ok, qutype: '3', bank: null })).toBe(messages.withdrawal.selectWallet);
  });
  it('needs at least 100 yuan, then the payment password', () => {
    for (const amount of [99.99, '', 'abc', undefined]) {
      expect(validateWithdrawal({ ...ok, amount, password: '' })).toBe(messages.withdrawal.minAmount);
    }
    expect(validateWithdrawal({ ...ok, password: '' })).toBe(messages.withdrawal.passwordRequired);
  });
  it('refuses more than 2 decimals', () => {
    expect(validateWithdrawal({ ...ok, amount: 100.001 })).toBe(messages.withdrawal.amountInvalid);
  });
});
