import type { Kysely } from 'kysely';

/**
 * One name per meaning: a platform is `platform_name` and a game `game_code` / `game_name` in every
 * table, as `games` and `bet_records` already spelt them; the spec's wire spellings (platname, gamename,
 * gamecode, catecode) stay at the API edge. A provider tile's catecode is the platform it launches on.
 * RENAME COLUMN keeps the rows, the keys and the indexes on both dialects (SQLite 3.25+ rewrites them).
 */
const RENAMES: ReadonlyArray<[table: string, from: string, to: string]> = [
  ['platforms', 'platname', 'platform_name'],
  ['accounts', 'platname', 'platform_name'],
  ['game_launch_tickets', 'platname', 'platform_name'],
  ['bet_records', 'platname', 'platform_name'],
  ['rebates', 'platname', 'platform_name'],
  ['rebates', 'gamename', 'game_name'],
  ['provider_games', 'gamename', 'game_name'],
  ['provider_games', 'catecode', 'platform_name'],
  ['provider_games', 'gamecode', 'game_code'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, from, to] of RENAMES) {
    await db.schema.alterTable(table).renameColumn(from, to).execute();
  }
}
