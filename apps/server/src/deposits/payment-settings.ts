import { PAY_WAY_ORDER, type Flag, type PayWay, type PayWayKey, type Protocol } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Deposit settings kept as site_settings rows (operator-editable, no migration for a new one): one
 * on/off flag per pay way and the platform's receiving wallet per crypto channel.
 */
const payWayKey = (way: PayWayKey): string => `pay_way_${way}`;

/** The channels a crypto deposit is paid into: USDT on either protocol, AnToken on TRC20 only. */
const RECEIVING_WALLETS = ['usdt-trc20', 'usdt-erc20', 'antoken'] as const;
export type ReceivingWallet = (typeof RECEIVING_WALLETS)[number];
const walletKey = (wallet: ReceivingWallet): string => `deposit_address_${wallet.replace('-', '_')}`;

export function receivingWalletOf(paytype: string, protocol: Protocol): ReceivingWallet | null {
  if (paytype === 'antoken') return 'antoken';
  if (paytype === 'usdt') return protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20';
  return null;
}

/** Keyed by wallet, so an address falling back to its default always finds one. */
const DEFAULT_RECEIVING_ADDRESSES: Readonly<Record<ReceivingWallet, string>> = {
  'usdt-trc20': 'TLobbySandboxUsdtTrc20Receiving001',
  'usdt-erc20': '0x5a0b1e5c0ffee0000000000000000000000a11ce',
  antoken: 'TLobbySandboxAnTokenReceiving00001',
};

/** What a fresh install starts with: every method on, sandbox receiving addresses. */
export const DEFAULT_PAYMENT_SETTINGS: Record<string, string> = {
  ...Object.fromEntries(PAY_WAY_ORDER.map((way) => [payWayKey(way), '1'])),
  ...Object.fromEntries(RECEIVING_WALLETS.map((wallet) => [walletKey(wallet), DEFAULT_RECEIVING_ADDRESSES[wallet]])),
};

async function readSettings(db: Kysely<Database>, keys: string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** A flag is on only when its row says '1'; a deleted row falls back to the default. */
export async function readPayWays(db: Kysely<Database>): Promise<PayWay> {
  const stored = await readSettings(db, PAY_WAY_ORDER.map(payWayKey));
  const flag = (way: PayWayKey): Flag => ((stored.get(payWayKey(way)) ?? DEFAULT_PAYMENT_SETTINGS[payWayKey(way)]) === '1' ? 1 : 0);
  return Object.fromEntries(PAY_WAY_ORDER.map((way) => [way, flag(way)])) as unknown as PayWay;
}

export async function readReceivingAddress(db: Kysely<Database>, wallet: ReceivingWallet): Promise<string> {
  const stored = await readSettings(db, [walletKey(wallet)]);
  return stored.get(walletKey(wallet)) ?? DEFAULT_RECEIVING_ADDRESSES[wallet];
}
