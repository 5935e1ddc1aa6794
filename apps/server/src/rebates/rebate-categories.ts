import type { GameCategory } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { VipLevelsTable } from '../content/vip-levels.table.ts';
import type { Database } from '../db/schema.ts';

/** The six rebate columns of a VIP level (part 2 §3: live casino, sports, e-sports, board games, slots, lottery). */
export type RebateCategory = 'realperson' | 'sport' | 'e_sport' | 'joker' | 'electron' | 'lottery';

/** The home list's categories (GAME_TAB_CATEGORIES) to the VIP level's rate columns. */
const REBATE_CATEGORY_OF: Readonly<Record<GameCategory, RebateCategory>> = {
  realbet: 'realperson',
  sport: 'sport',
  gaming: 'e_sport',
  joker: 'joker',
  concise: 'electron',
  lottery: 'lottery',
};

/** The level's rate for a category, in basis points. */
export function rateOf(level: Pick<VipLevelsTable, `${RebateCategory}_bp`>, category: RebateCategory): number {
  return level[`${category}_bp`];
}

export type CategoryResolver = (platformName: string, gameCode: string) => RebateCategory;

/**
 * Which rate a bet earns, from where the game is listed: the home list names its category; a provider
 * tile is a slot or fishing game (every provider list is one), so slots. A code found in neither (a
 * venue's own lobby, a game since removed) takes its platform's category in the home list (AG is live
 * casino, KY board games). A platform found nowhere pays the slots rate: what the reference server
 * really runs on every platform is its demo slot machine.
 * Loaded once per run: both tables are small and the job looks up every bet group.
 */
export async function loadCategoryResolver(db: Kysely<Database>): Promise<CategoryResolver> {
  const games = await db.selectFrom('games').select(['platform_name', 'game_code', 'category_id']).orderBy('sort').orderBy('id').execute();
  const tiles = await db.selectFrom('provider_games').select(['platform_name', 'game_code']).execute();

  const byGame = new Map<string, RebateCategory>();
  const byPlatform = new Map<string, RebateCategory>();
  for (const game of games) {
    const category = REBATE_CATEGORY_OF[game.category_id as GameCategory];
    if (!category) continue;
    byGame.set(`${game.platform_name}/${game.game_code}`, category);
    if (!byPlatform.has(game.platform_name)) byPlatform.set(game.platform_name, category);
  }
  const tileKeys = new Set(tiles.map((tile) => `${tile.platform_name}/${tile.game_code}`));

  return (platformName, gameCode) => {
    const key = `${platformName}/${gameCode}`;
    return byGame.get(key) ?? (tileKeys.has(key) ? 'electron' : (byPlatform.get(platformName) ?? 'electron'));
  };
}
