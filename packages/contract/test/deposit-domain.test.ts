import { describe, expect, it } from 'vitest';
import { accountTail, firstEnabledPayWay, payRangeType } from '../src/index.ts';

describe('firstEnabledPayWay', () => {
  it('picks in the order AnToken, bank, USDT, WeChat, Alipay', () => {
    expect(firstEnabledPayWay({ antoken: 1, card: 1, usdt: 1, wechat: 1, alipay: 1 })).toBe('antoken');
    expect(firstEnabledPayWay({ antoken: 0, card: 0, usdt: 1, wechat: 1, alipay: 0 })).toBe('usdt');
    expect(firstEnabledPayWay({ antoken: 0, card: 0, usdt: 0, wechat: 0, alipay: 0 })).toBeNull();
    expect(firstEnabledPayWay(null)).toBeNull();
  });
});

describe('payRangeType', () => {
  it('maps a method (and the USDT protocol) to the getPayRange type', () => {
    expect(payRangeType('card')).toBe('bank');
    expect(payRangeType('usdt')).toBe('usdt-trc20');
    expect(payRangeType('usdt', 'ERC20')).toBe('usdt-erc20');
    expect(payRangeType('wechat')).toBe('wechat');
  });
});

describe('accountTail', () => {
  it('shows the last 4 digits of a card and the last 10 of an address', () => {
    expect(accountTail('6222020202020202', 'bank')).toBe('0202');
    expect(accountTail('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'wallet')).toBe('eRDow5KcbLSE'.slice(-10));
    expect(accountTail(undefined, 'bank')).toBe('');
  });
});
