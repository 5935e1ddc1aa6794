import type { Game } from '@lobby/contract';

/** How many games 最近玩过 keeps, newest first. */
export const RECENT_GAMES_MAX = 8;
const KEY = 'lobby.recentGames';

type RecentGame = Pick<Game, 'platform_name' | 'game_code' | 'name' | 'mobile_img'>;

/**
 * The games this browser opened from home, newest first (issue 13's 最近玩过 row). Kept on the device
 * (localStorage): the spec's back end has no call for it, and a member's phone is where they play.
 */
export function readRecentGames(): RecentGame[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored.filter((game): game is RecentGame =>
      !!game && typeof game.platform_name === 'string' && typeof game.game_code === 'string'
      && typeof game.name === 'string' && typeof game.mobile_img === 'string').slice(0, RECENT_GAMES_MAX);
  } catch {
    return [];
  }
}

/** Puts a game first (once), dropping the oldest past RECENT_GAMES_MAX. */
export function rememberRecentGame(game: RecentGame): RecentGame[] {
  const { platform_name, game_code, name, mobile_img } = game;
  const next = [{ platform_name, game_code, name, mobile_img },
    ...readRecentGames().filter((seen) => !(seen.platform_name === platform_name && seen.game_code === game_code))]
    .slice(0, RECENT_GAMES_MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or off (private mode): the row simply stays as it was.
  }
  return next;
}

/**
 * 热门游戏: the first listed game of each category, as the operator sorts them (the spec's catalog has
 * no popularity figure; the operator's order is where a featured game goes).
 */
export function hotGames(catalog: Readonly<Record<string, readonly Game[]>>, categories: readonly string[]): Game[] {
  return categories.map((category) => catalog[category]?.[0]).filter((game): game is Game => game !== undefined);
}
