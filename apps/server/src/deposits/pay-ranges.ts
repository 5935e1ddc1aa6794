import { DEFAULT_PAY_RANGE, fenToYuan, type PayRange, type PayRangeType } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The seeded ranges in yuan; operators edit the pay_ranges rows. */
export const DEFAULT_PAY_RANGES: Readonly<Record<PayRangeType, PayRange>> = {
  antoken: { min_price: 100, max_price: 50_000 },
  bank: { min_price: 100, max_price: 50_000 },
  wechat: { min_price: 100, max_price: 5_000 },
  alipay: { min_price: 100, max_price: 5_000 },
  'usdt-trc20': { min_price: 100, max_price: 50_000 },
  'usdt-erc20': { min_price: 500, max_price: 50_000 },
};

/** A type without a row answers the spec's default range (100-10000), the same the screen starts with. */
export async function findPayRange(db: Kysely<Database>, type: PayRangeType): Promise<PayRange> {
  const row = await db.selectFrom('pay_ranges').select(['min_fen', 'max_fen']).where('type', '=', type).executeTakeFirst();
  return row ? { min_price: fenToYuan(Number(row.min_fen)), max_price: fenToYuan(Number(row.max_fen)) } : { ...DEFAULT_PAY_RANGE };
}
