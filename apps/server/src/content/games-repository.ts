import type { Game, GameCategory, GameTile, ProviderCode } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Every game of a category, or of all categories, hidden ones included: the spec has the client keep
 * only app_state 1, and an operator's tools may want the rest.
 */
export async function listGames(db: Kysely<Database>, category: GameCategory | undefined): Promise<Game[]> {
  let query = db.selectFrom('games').select(['category_id', 'app_state', 'platform_name', 'game_code', 'name', 'mobile_img']);
  if (category) query = query.where('category_id', '=', category);
  const rows = await query.orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({ ...row, category_id: row.category_id as GameCategory }));
}

export function listProviderTiles(db: Kysely<Database>, provider: ProviderCode): Promise<GameTile[]> {
  return db
    .selectFrom('provider_games')
    .select(['game_name as gamename', 'gamepic', 'platform_name as catecode', 'game_code as gamecode'])
    .where('provider_code', '=', provider)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
