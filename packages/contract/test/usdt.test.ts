import { describe, expect, it } from 'vitest';
import {
  protocolOf,
  usdtDepositPreview,
  withdrawalArrival,
  withdrawalConversion,
  withdrawalFee,
} from '../src/index.ts';

const fees = { withdrawcashfee: 5, withdrawfeeusdttrc: 1 };

describe('USDT conversions', () => {
  it('divide by the rate and floor to 2 decimals', () => {
    expect(usdtDepositPreview(100, 7)).toBe(14.28);
    expect(usdtDepositPreview(100, 7.2)).toBe(13.88);
    expect(withdrawalConversion(1000, 7)).toBe(142.85);
    expect(usdtDepositPreview(2.9, 10)).toBe(0.29); // naive floor gives 0.28
  });
  it('answer 0 for a missing rate or amount', () => {
    expect(usdtDepositPreview(100, 0)).toBe(0);
    expect(usdtDepositPreview(0, 7)).toBe(0);
    expect(withdrawalConversion(NaN, 7)).toBe(0);
  });
});

describe('withdrawalFee', () => {
  it('ERC20 takes withdrawcashfee, anything else withdrawfeeusdttrc', () => {
    expect(withdrawalFee('ERC20', fees)).toBe(5);
    expect(withdrawalFee('TRC20', fees)).toBe(1);
    expect(withdrawalFee('', fees)).toBe(1);
    expect(withdrawalFee(undefined, fees)).toBe(1);
    expect(protocolOf('erc20')).toBe('TRC20'); // exact match, as the spec reads it
  });
});

describe('withdrawalArrival', () => {
  it('is the converted amount minus the fee, floored', () => {
    expect(withdrawalArrival(1000, 7, 1)).toBe(141.85);
    expect(withdrawalArrival(1000, 7, 0.555)).toBe(142.29);
  });
  it('never goes below 0', () => {
    expect(withdrawalArrival(10, 7, 5)).toBe(0);
    expect(withdrawalArrival(0, 7, 1)).toBe(0);
  });
});
