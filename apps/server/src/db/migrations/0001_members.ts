import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withIdColumn } from './portable.ts';

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('members'), dialect)
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('account_key', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('pay_password_hash', 'text', (col) => col.notNull())
    .addColumn('realname', 'text', (col) => col.notNull())
    .addColumn('birthday', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('isblack', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('isagent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('vip', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('paysum_fen', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transferstatus', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('introducer_id', 'integer', (col) => col.references('members.id'))
    .addColumn('register_ip', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_login_at', 'text')
    .addColumn('last_login_ip', 'text')
    .execute();

  await withIdColumn(db.schema.createTable('api_tokens'), dialect)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_member_id').on('api_tokens').column('member_id').execute();
}
