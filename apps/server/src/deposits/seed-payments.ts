import { yuanToFen } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { DEFAULT_PAY_RANGES } from './pay-ranges.ts';
import { DEFAULT_PAYMENT_SETTINGS } from './payment-settings.ts';

const RECEIVING_BANK_ACCOUNTS = [
  { seed_key: 'icbc-main', bank_name: '中国工商银行', bank_no: '6222021001122334455', bank_owner: '乐博网络科技有限公司', bank_address: '深圳市福田区深南大道支行', sort: 1 },
  { seed_key: 'ccb-main', bank_name: '中国建设银行', bank_no: '6217002870011223344', bank_owner: '乐博网络科技有限公司', bank_address: '广州市天河区体育西路支行', sort: 2 },
];

/** Pay-way flags, receiving wallets, pay ranges and receiving bank accounts; only what is missing. */
export async function seedPayments(db: Kysely<Database>): Promise<void> {
  const dialect = dialectOf(db);
  await dialect.insertSkippingConflicts(
    db.insertInto('site_settings').values(Object.entries(DEFAULT_PAYMENT_SETTINGS).map(([key, value]) => ({ key, value }))),
    { columns: ['key'] },
  );
  await dialect.insertSkippingConflicts(
    db
      .insertInto('pay_ranges')
      .values(Object.entries(DEFAULT_PAY_RANGES).map(([type, range]) => ({ type, min_fen: yuanToFen(range.min_price)!, max_fen: yuanToFen(range.max_price)! }))),
    { columns: ['type'] },
  );
  await dialect.insertSkippingConflicts(db.insertInto('receiving_bank_accounts').values(RECEIVING_BANK_ACCOUNTS), { columns: ['seed_key'] });
}
