import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withIdColumn } from './portable.ts';

/**
 * Rebates the daily job computes from a Beijing day's valid bets and members claim, and the per-member
 * state of the VIP promotion and retention rules the same job applies.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('rebates'), dialect)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    // The Beijing day ('YYYY-MM-DD') whose bets earned the rebate.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('platname', 'text', (col) => col.notNull())
    // The VIP rate column the bets were paid at: realperson, sport, e_sport, joker, electron, lottery.
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('gamename', 'text', (col) => col.notNull())
    .addColumn('valid_bet_fen', 'bigint', (col) => col.notNull())
    .addColumn('rate_bp', 'integer', (col) => col.notNull())
    .addColumn('money_fen', 'bigint', (col) => col.notNull())
    // REBATE_STATE: 0 unclaimed, 1 claimed.
    .addColumn('state', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    // The claim time; null while unclaimed.
    .addColumn('updated_at', 'text')
    // The ledger transaction that paid the row.
    .addColumn('claim_transaction_id', 'integer')
    // Running the job twice for a day creates nothing new, also on several processes at once.
    .addUniqueConstraint('rebates_member_day_platform_category', ['member_id', 'day', 'platname', 'category'])
    .execute();
  await db.schema.createIndex('rebates_member_state').on('rebates').columns(['member_id', 'state']).execute();
  await db.schema.createIndex('rebates_member_created').on('rebates').columns(['member_id', 'created_at']).execute();

  // Bet sums per Beijing day (rebates) and per member over a window (VIP) both range over bet_time.
  await db.schema.createIndex('bet_records_time').on('bet_records').column('bet_time').execute();

  await db.schema
    .createTable('member_vip_state')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('members.id'))
    // The Beijing day of the last promotion or relegation.
    .addColumn('level_reached_day', 'text')
    // First day of the current 90-day retention window; null at level 0.
    .addColumn('window_start_day', 'text')
    // Valid bets inside the window as of the last evaluation.
    .addColumn('window_turnover_fen', 'bigint', (col) => col.notNull().defaultTo(0))
    // Turnover towards the next promotion counts from this day (set by a relegation); null: from the start.
    .addColumn('promotion_turnover_since', 'text')
    // The last Beijing day the job evaluated: each day is evaluated once, so at most one level a day.
    .addColumn('last_evaluated_day', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
