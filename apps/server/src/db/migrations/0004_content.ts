import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withIdColumn } from './portable.ts';

/**
 * The operator's content: games, provider tiles, banners, notices, promotions and their applications,
 * help articles and VIP levels. `seed_key` marks the rows the seed owns (unique, null for rows an
 * operator adds), so a restart neither duplicates nor overwrites them.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('games'), dialect)
    .addColumn('category_id', 'text', (col) => col.notNull())
    .addColumn('platform_name', 'text', (col) => col.notNull())
    .addColumn('game_code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mobile_img', 'text', (col) => col.notNull())
    .addColumn('app_state', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('games_category_platform_code', ['category_id', 'platform_name', 'game_code'])
    .execute();

  await withIdColumn(db.schema.createTable('provider_games'), dialect)
    .addColumn('provider_code', 'text', (col) => col.notNull())
    .addColumn('gamename', 'text', (col) => col.notNull())
    .addColumn('gamepic', 'text', (col) => col.notNull())
    .addColumn('catecode', 'text', (col) => col.notNull())
    .addColumn('gamecode', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('provider_games_provider_gamecode', ['provider_code', 'gamecode'])
    .execute();

  await withIdColumn(db.schema.createTable('banners'), dialect)
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('src', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('seed_key', 'text', (col) => col.unique())
    .execute();

  await withIdColumn(db.schema.createTable('home_notices'), dialect)
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('seed_key', 'text', (col) => col.unique())
    .execute();

  await withIdColumn(db.schema.createTable('activity_types'), dialect)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('seed_key', 'text', (col) => col.unique())
    .execute();

  await withIdColumn(db.schema.createTable('activities'), dialect)
    .addColumn('type_id', 'integer', (col) => col.notNull().references('activity_types.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('banner', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('memo', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('state', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('can_apply', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('seed_key', 'text', (col) => col.unique())
    .execute();

  await withIdColumn(db.schema.createTable('activity_applications'), dialect)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('activities.id'))
    .addColumn('amount_fen', 'bigint', (col) => col.notNull())
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('reviewed_at', 'text')
    .execute();
  await db.schema.createIndex('activity_applications_member_id').on('activity_applications').columns(['member_id', 'created_at']).execute();
  // At most one application waiting for review per member and promotion, even under concurrent requests.
  await db.schema
    .createIndex('activity_applications_one_pending')
    .on('activity_applications')
    .columns(['member_id', 'activity_id'])
    .unique()
    .where(sql.ref('state'), '=', 1)
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('type', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();

  // Rebate rates in basis points (0.01 %), so the rebate job of issue 5 computes in integers.
  await db.schema
    .createTable('vip_levels')
    .addColumn('level', 'integer', (col) => col.primaryKey())
    .addColumn('recharge_fen', 'bigint', (col) => col.notNull())
    .addColumn('flow_fen', 'bigint', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('realperson_bp', 'integer', (col) => col.notNull())
    .addColumn('sport_bp', 'integer', (col) => col.notNull())
    .addColumn('e_sport_bp', 'integer', (col) => col.notNull())
    .addColumn('joker_bp', 'integer', (col) => col.notNull())
    .addColumn('electron_bp', 'integer', (col) => col.notNull())
    .addColumn('lottery_bp', 'integer', (col) => col.notNull())
    .execute();
}
