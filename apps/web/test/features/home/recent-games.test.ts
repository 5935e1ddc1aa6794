import type { Game } from '@lobby/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { hotGames, readRecentGames, rememberRecentGame, RECENT_GAMES_MAX } from '@/features/home/recent-games';

const game = (n: number, category = 'sport'): Game => ({
  category_id: category as Game['category_id'], app_state: 1, platform_name: 'p', game_code: `g${n}`, name: `游戏${n}`, mobile_img: `/m/${n}.webp`,
});

describe('recent games', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, once each, at most RECENT_GAMES_MAX', () => {
    for (let n = 1; n <= RECENT_GAMES_MAX + 2; n += 1) rememberRecentGame(game(n));
    rememberRecentGame(game(5));
    const recent = readRecentGames();
    expect(recent).toHaveLength(RECENT_GAMES_MAX);
    expect(recent[0]!.game_code).toBe('g5');
    expect(recent.filter((seen) => seen.game_code === 'g5')).toHaveLength(1);
    expect(recent.map((seen) => seen.game_code)).not.toContain('g1');
  });

  it('reads broken storage as none', () => {
    localStorage.setItem('lobby.recentGames', '{not json');
    expect(readRecentGames()).toEqual([]);
    localStorage.setItem('lobby.recentGames', JSON.stringify([{ name: 1 }, null]));
    expect(readRecentGames()).toEqual([]);
  });
});

describe('hotGames', () => {
  it('takes the first listed game of each category, in the tabs\' order, skipping empty ones', () => {
    const catalog = { sport: [game(1), game(2)], realbet: [], concise: [game(3, 'concise')] };
    expect(hotGames(catalog, ['sport', 'realbet', 'concise']).map((hot) => hot.game_code)).toEqual(['g1', 'g3']);
  });
});
