import { GAME_CATEGORIES, GAME_LISTED, type Game, type GameCategory } from '@lobby/contract';
import type { GameCatalog } from './games-catalog-store';

/** Groups the game list by category_id, keeping only listed games (app_state 1) in the server's order. */
export function groupGames(games: readonly Game[]): GameCatalog {
  const catalog = Object.fromEntries(GAME_CATEGORIES.map((category) => [category, [] as Game[]])) as Record<
    GameCategory,
    Game[]
  >;
  for (const game of games) {
    if (Number(game.app_state) === GAME_LISTED) catalog[game.category_id]?.push(game);
  }
  return catalog;
}
