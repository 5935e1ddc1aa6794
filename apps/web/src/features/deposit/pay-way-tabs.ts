import { PAY_WAY_ORDER, type PayWay, type PayWayKey } from '@lobby/contract';
import { labels } from '@/messages';

/**
 * The manual method: the spec forces its flag on locally but gives it no form. We show it as the last
 * tab, pointing to customer service (a manual deposit is arranged there), so it is never a dead flag.
 */
export const MANUAL_WAY = 'rengong';
export type DepositWay = PayWayKey | typeof MANUAL_WAY;

/** The tabs: the server's enabled methods in the spec's order, then the manual method. */
export function depositTabs(flags: Partial<PayWay> | undefined): Array<{ way: DepositWay; title: string }> {
  const ways: DepositWay[] = [...PAY_WAY_ORDER.filter((way) => Number(flags?.[way]) === 1), MANUAL_WAY];
  return ways.map((way) => ({ way, title: labels.deposit.ways[way]() }));
}
