import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

/** Mainland China's state-owned and national joint-stock banks, then two large city banks, in that order. */
export const SEED_BANK_NAMES = [
  '中国工商银行',
  '中国农业银行',
  '中国银行',
  '中国建设银行',
  '交通银行',
  '中国邮政储蓄银行',
  '招商银行',
  '上海浦东发展银行',
  '中信银行',
  '中国光大银行',
  '华夏银行',
  '中国民生银行',
  '广发银行',
  '平安银行',
  '兴业银行',
  '浙商银行',
  '渤海银行',
  '恒丰银行',
  '北京银行',
  '上海银行',
] as const;

/** Inserts the banks that are missing; an operator's icons, order and extra banks survive restarts. */
export async function seedBanks(db: Kysely<Database>): Promise<void> {
  await dialectOf(db).insertSkippingConflicts(
    db.insertInto('banks').values(SEED_BANK_NAMES.map((bank_name, index) => ({ bank_name, sort: index + 1 }))),
    { columns: ['bank_name'] },
  );
}
