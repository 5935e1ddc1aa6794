import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY_RANGE, messages, validateBankDeposit, validateDepositAmount } from '../src/index.ts';

describe('validateBankDeposit', () => {
  const ok = { bank_owner: '张三', bank: '工商银行', bank_no: '6222000011112222', bank_address: '上海分行' };
  it('checks depositor, bank type, card number, branch address in order', () => {
    expect(validateBankDeposit(ok)).toBeNull();
    expect(validateBankDeposit({})).toBe(messages.deposit.depositorRequired);
    expect(validateBankDeposit({ bank_owner: 'a' })).toBe(messages.deposit.bankTypeRequired);
    expect(validateBankDeposit({ ...ok, bank_no: ' ', bank_address: '' })).toBe(messages.deposit.cardNumberRequired);
    expect(validateBankDeposit({ ...ok, bank_address: '' })).toBe(messages.deposit.bankAddressRequired);
  });
});

describe('validateDepositAmount', () => {
  const message = messages.deposit.amountBetween(100, 10000);
  it('accepts amounts inside the range, bounds included', () => {
    for (const a of [100, 10000, '500', 99.99 + 0.01, '100.5']) expect(validateDepositAmount(a, DEFAULT_PAY_RANGE)).toBeNull();
  });
  it('refuses the rest with the range in the message', () => {
    expect(message).toBe('请输入100-10000之间的金额！');
    for (const a of [99.99, 10000.01, '', 'abc', null, 100.001, -100, 0]) {
      expect(validateDepositAmount(a, DEFAULT_PAY_RANGE)).toBe(message);
    }
  });
});
