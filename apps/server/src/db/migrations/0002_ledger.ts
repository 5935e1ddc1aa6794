import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withIdColumn } from './portable.ts';

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('accounts'), dialect)
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.references('members.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('platname', 'text')
    .addColumn('balance_fen', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    // Second line of defence: postTransfer's conditional debit is the first, with a typed error.
    .addCheckConstraint('accounts_member_balance_not_negative', sql`kind = 'house' or balance_fen >= 0`)
    .execute();
  await db.schema.createIndex('accounts_member_id').on('accounts').column('member_id').execute();

  await withIdColumn(db.schema.createTable('ledger_transactions'), dialect)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.references('members.id'))
    .addColumn('memo', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ledger_transactions_member_id').on('ledger_transactions').columns(['member_id', 'created_at']).execute();

  await withIdColumn(db.schema.createTable('ledger_entries'), dialect)
    .addColumn('transaction_id', 'integer', (col) => col.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('amount_fen', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_transaction_id').on('ledger_entries').column('transaction_id').execute();
  await db.schema.createIndex('ledger_entries_account_id').on('ledger_entries').column('account_id').execute();
}
