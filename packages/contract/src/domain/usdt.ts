import type { Protocol, UserInfo } from '../entities.ts';
import { floorTo2 } from './money.ts';

/** amount / rate floored to 2 decimals; 0 when the amount is not positive or the rate is unusable. */
function convert(amount: number, rate: number): number {
  if (!(Number.isFinite(amount) && amount > 0 && Number.isFinite(rate) && rate > 0)) return 0;
  return floorTo2(amount / rate);
}

/** Deposit preview: yuan / usdtrate, floored to 2 decimals (part 2 §9). */
export function usdtDepositPreview(amount: number, usdtrate: number): number {
  return convert(amount, usdtrate);
}

/** Crypto withdrawal: yuan / withdrawusdtrate, floored to 2 decimals (part 2 §9). */
export function withdrawalConversion(amount: number, withdrawusdtrate: number): number {
  return convert(amount, withdrawusdtrate);
}

/** The wallet's protocol as stored in bank_owner: anything other than 'ERC20' reads as TRC20. */
export function protocolOf(bankOwner: unknown): Protocol {
  return bankOwner === 'ERC20' ? 'ERC20' : 'TRC20';
}

/** The withdrawal fee in USDT: withdrawcashfee for ERC20, withdrawfeeusdttrc for anything else. */
export function withdrawalFee(
  protocol: unknown,
  fees: Pick<UserInfo, 'withdrawcashfee' | 'withdrawfeeusdttrc'>,
): number {
  const fee = protocolOf(protocol) === 'ERC20' ? fees.withdrawcashfee : fees.withdrawfeeusdttrc;
  return Number.isFinite(fee) && fee > 0 ? fee : 0;
}

/**
 * Displayed actual arrival: converted amount − fee, floored to 2 decimals. When the fee is larger
 * than the converted amount the arrival shows 0, never a negative amount: nothing would arrive, and
 * the server should refuse such a withdrawal rather than take the member's money for nothing.
 */
export function withdrawalArrival(amount: number, rate: number, fee: number): number {
  const arrival = floorTo2(withdrawalConversion(amount, rate) - (Number.isFinite(fee) ? fee : 0));
  return arrival > 0 ? arrival : 0;
}
