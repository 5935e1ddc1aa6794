import type { PayWay, Protocol } from '../entities.ts';
import { PAY_WAY_ORDER, type PayRangeType, type PayWayKey } from '../constants.ts';

/** The method chosen on load: the first enabled in the order AnToken, bank, USDT, WeChat, Alipay. */
export function firstEnabledPayWay(flags: Partial<PayWay> | null | undefined): PayWayKey | null {
  return PAY_WAY_ORDER.find((way) => Number(flags?.[way]) === 1) ?? null;
}

/** getPayRange type of a method; USDT carries its protocol. */
export function payRangeType(way: PayWayKey, protocol: Protocol = 'TRC20'): PayRangeType {
  switch (way) {
    case 'card':
      return 'bank';
    case 'usdt':
      return protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';
    default:
      return way;
  }
}
