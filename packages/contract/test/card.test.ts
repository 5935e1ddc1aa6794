import { describe, expect, it } from 'vitest';
import {
  messages,
  sanitizeWalletAddress,
  validateBankCardBind,
  validateUnbind,
  validateWalletBind,
} from '../src/index.ts';

const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'; // 34 characters, a TRC20-shaped address

describe('validateUnbind', () => {
  it('needs exactly 6 digits', () => {
    expect(validateUnbind('123456')).toBeNull();
    for (const p of ['12345', '1234567', 'abcdef', '', undefined]) {
      expect(validateUnbind(p)).toBe(messages.card.payPasswordSixDigits);
    }
  });
});

describe('sanitizeWalletAddress', () => {
  it('strips non-word characters and cuts to 42', () => {
    expect(sanitizeWalletAddress(' 0xAb-Cd ')).toBe('0xAbCd');
    expect(sanitizeWalletAddress('a'.repeat(50))).toHaveLength(42);
    expect(sanitizeWalletAddress(null)).toBe('');
  });
});

describe('validateWalletBind', () => {
  const ok = { bank_no: address, bank_owner: 'TRC20', pay_pass: '123456' };
  it('accepts a valid wallet', () => {
    expect(validateWalletBind(ok, { screen: 'wallet' })).toBeNull();
  });
  it('checks address, protocol, password, then length and 6 digits', () => {
    expect(validateWalletBind({}, { screen: 'wallet' })).toBe(messages.card.walletAddressRequired);
    expect(validateWalletBind({}, { screen: 'usdt' })).toBe(messages.card.usdtAddressRequired);
    expect(validateWalletBind({ bank_no: address }, { screen: 'wallet' })).toBe(messages.card.protocolRequired);
    expect(validateWalletBind({ ...ok, pay_pass: '' }, { screen: 'wallet' })).toBe(messages.card.payPasswordRequired);
    expect(validateWalletBind({ ...ok, bank_no: 'a'.repeat(25) }, { screen: 'wallet' })).toBe(
      messages.card.walletAddressLength,
    );
    expect(validateWalletBind({ ...ok, bank_no: 'a'.repeat(43) }, { screen: 'wallet' })).toBe(
      messages.card.walletAddressLength,
    );
    expect(validateWalletBind({ ...ok, bank_no: 'a'.repeat(26) }, { screen: 'wallet' })).toBeNull();
    expect(validateWalletBind({ ...ok, pay_pass: '12345' }, { screen: 'wallet' })).toBe(
      messages.card.payPasswordSixDigits,
    );
  });
});

describe('validateBankCardBind', () => {
  const ok = { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020202020202', pay_pass: '123456' };
  it('accepts a valid card', () => {
    expect(validateBankCardBind(ok)).toBeNull();
  });
  it('checks in the spec order', () => {
    expect(validateBankCardBind({})).toBe(messages.card.holderRequired);
    expect(validateBankCardBind({ bank_owner: 'a' })).toBe(messages.card.bankRequired);
    expect(validateBankCardBind({ bank_owner: 'a', bank: 'b' })).toBe(messages.card.bankAddressRequired);
    expect(validateBankCardBind({ ...ok, bank_no: '' })).toBe(messages.card.cardNumberRequired);
    expect(validateBankCardBind({ ...ok, pay_pass: '' })).toBe(messages.card.payPasswordRequired);
    expect(validateBankCardBind({ ...ok, bank_no: '1234567', pay_pass: '1' })).toBe(messages.card.cardNumberLength);
    expect(validateBankCardBind({ ...ok, pay_pass: '12345' })).toBe(messages.card.payPasswordLength);
    expect(validateBankCardBind({ ...ok, pay_pass: '1'.repeat(19) })).toBe(messages.card.payPasswordLength);
    expect(validateBankCardBind({ ...ok, bank_owner: '张'.repeat(51) })).toBe(messages.card.holderTooLong);
  });
  it('card number 8-50 digits', () => {
    expect(validateBankCardBind({ ...ok, bank_no: '12345678' })).toBeNull();
    expect(validateBankCardBind({ ...ok, bank_no: '1'.repeat(51) })).toBe(messages.card.cardNumberLength);
    expect(validateBankCardBind({ ...ok, bank_no: '1234-5678-9' })).toBe(messages.card.cardNumberLength);
  });
});
