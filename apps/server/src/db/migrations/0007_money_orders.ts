import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withIdColumn } from './portable.ts';

/**
 * Deposit orders grow what the sandbox payment provider needs; withdrawals are held orders awaiting
 * review; pay ranges and the platform's receiving bank accounts are operator-editable rows.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time (meanings in schema.ts).
  for (const column of ['pay_token', 'receiving_address', 'expires_at', 'outcome', 'closed_at']) {
    await db.schema.alterTable('deposits').addColumn(column, 'text').execute();
  }
  await db.schema.createIndex('deposits_pay_token').on('deposits').column('pay_token').unique().execute();
  await db.schema.createIndex('deposits_state_time').on('deposits').columns(['state', 'created_at']).execute();

  await withIdColumn(db.schema.createTable('withdrawals'), dialect)
    .addColumn('withdraw_no', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('amount_fen', 'bigint', (col) => col.notNull())
    // MONEY_ORDER_STATE: 1 pending review (amount held), 2 approved (paid out), 3 rejected (returned).
    .addColumn('state', 'integer', (col) => col.notNull())
    // A snapshot of the saved account at request time: deleting the card later must not lose where the money goes.
    .addColumn('card_id', 'integer', (col) => col.notNull())
    .addColumn('list_type', 'integer', (col) => col.notNull())
    .addColumn('bank', 'text', (col) => col.notNull())
    .addColumn('bank_no', 'text', (col) => col.notNull())
    .addColumn('bank_owner', 'text', (col) => col.notNull())
    .addColumn('bank_address', 'text', (col) => col.notNull())
    // Crypto only, decimal text in USDT: the converted amount and the fee at request time.
    .addColumn('usdt_amount', 'text')
    .addColumn('usdt_fee', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('withdrawals_member_state_time').on('withdrawals').columns(['member_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('withdrawals_state_time').on('withdrawals').columns(['state', 'created_at']).execute();

  await db.schema
    .createTable('pay_ranges')
    .addColumn('type', 'text', (col) => col.primaryKey())
    .addColumn('min_fen', 'bigint', (col) => col.notNull())
    .addColumn('max_fen', 'bigint', (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('receiving_bank_accounts'), dialect)
    .addColumn('bank_name', 'text', (col) => col.notNull())
    .addColumn('bank_no', 'text', (col) => col.notNull())
    .addColumn('bank_owner', 'text', (col) => col.notNull())
    .addColumn('bank_address', 'text', (col) => col.notNull())
    // 1 shown, 0 hidden.
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    // Set on rows the seed owns, so a restart never adds them twice.
    .addColumn('seed_key', 'text', (col) => col.unique())
    .execute();
}
