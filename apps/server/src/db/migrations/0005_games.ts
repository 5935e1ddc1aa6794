import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withIdColumn } from './portable.ts';

/**
 * Play and money around it: launch tickets and bet records of the demo venue, deposits (issue 4 fills
 * them; the red packet already counts them), and the red-packet campaign with its tiers and grabs.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('game_launch_tickets'), dialect)
    .addColumn('ticket_hash', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('platname', 'text', (col) => col.notNull())
    .addColumn('game_code', 'text', (col) => col.notNull())
    .addColumn('game_name', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('bet_records'), dialect)
    .addColumn('bet_id', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('platname', 'text', (col) => col.notNull())
    .addColumn('game_code', 'text', (col) => col.notNull())
    .addColumn('game_name', 'text', (col) => col.notNull())
    .addColumn('bet_amount_fen', 'bigint', (col) => col.notNull())
    .addColumn('valid_bet_fen', 'bigint', (col) => col.notNull())
    .addColumn('win_loss_fen', 'bigint', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('bet_time', 'text', (col) => col.notNull())
    .addColumn('playname', 'text', (col) => col.notNull())
    .addColumn('playmemo', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('bet_records_member_time').on('bet_records').columns(['member_id', 'bet_time']).execute();

  await withIdColumn(db.schema.createTable('deposits'), dialect)
    .addColumn('deposit_no', 'text', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('paytype', 'text', (col) => col.notNull())
    .addColumn('amount_fen', 'bigint', (col) => col.notNull())
    // The USDT amount as decimal text ('13.88'): exact, and never part of the ledger.
    .addColumn('real_money', 'text')
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('bank', 'text')
    .addColumn('bank_no', 'text')
    .addColumn('bank_owner', 'text')
    .addColumn('bank_address', 'text')
    .addColumn('catepay', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('credited_at', 'text')
    .execute();
  await db.schema.createIndex('deposits_member_state_time').on('deposits').columns(['member_id', 'state', 'created_at']).execute();

  // One row (id 1): campaign dates in US Eastern time, the daily cap per member and the pool left.
  await db.schema
    .createTable('red_packet_campaign')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('max_times', 'integer', (col) => col.notNull())
    .addColumn('remaining_fen', 'bigint', (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('red_packet_tiers'), dialect)
    .addColumn('recharge_fen', 'bigint', (col) => col.notNull().unique())
    .addColumn('grabs', 'integer', (col) => col.notNull())
    .addColumn('min_fen', 'bigint', (col) => col.notNull())
    .addColumn('max_fen', 'bigint', (col) => col.notNull())
    .execute();

  // The per-member daily counter that a conditional UPDATE raises: the one row concurrent grabs queue on.
  await db.schema
    .createTable('red_packet_daily_grabs')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('grab_day', 'text', (col) => col.notNull())
    .addColumn('grabbed', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('red_packet_daily_grabs_pk', ['member_id', 'grab_day'])
    .execute();

  await withIdColumn(db.schema.createTable('red_packet_grabs'), dialect)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('grab_day', 'text', (col) => col.notNull())
    .addColumn('recharge_fen', 'bigint', (col) => col.notNull())
    .addColumn('amount_fen', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('red_packet_grabs_member_time').on('red_packet_grabs').columns(['member_id', 'created_at']).execute();
}
