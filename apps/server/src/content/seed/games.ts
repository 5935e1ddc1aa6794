import type { GameCategory } from '@lobby/contract';

export interface SeedGame {
  category_id: GameCategory;
  platform_name: string;
  game_code: string;
  name: string;
  /** 0 rows are kept to show that the client lists only app_state 1. */
  app_state: 0 | 1;
}

/** Tile of a home-page game; drawn by scripts/make-media.ts. */
export function gameImagePath(game: Pick<SeedGame, 'category_id' | 'platform_name' | 'game_code'>): string {
  return `/media/games/${game.category_id}-${game.platform_name}-${game.game_code}.webp`;
}

const listed = (category_id: GameCategory, platform_name: string, game_code: string, name: string): SeedGame => ({
  category_id,
  platform_name,
  game_code,
  name,
  app_state: 1,
});
const hidden = (category_id: GameCategory, platform_name: string, game_code: string, name: string): SeedGame => ({
  ...listed(category_id, platform_name, game_code, name),
  app_state: 0,
});

/** The home page's games, per category in display order, on the platforms of site/default-platforms.ts. */
export const SEED_GAMES: readonly SeedGame[] = [
  listed('sport', 'sb', 'sport', '沙巴体育'),
  listed('sport', 'sb', 'virtual', '沙巴虚拟体育'),
  listed('sport', 'im', 'sport', 'IM体育'),
  listed('sport', 'im', 'esoccer', 'IM电子足球'),
  listed('sport', 'im', 'basketball', 'IM篮球专区'),
  hidden('sport', 'im', 'racing', 'IM赛马'),

  listed('realbet', 'ag', 'baccarat', 'AG百家乐'),
  listed('realbet', 'ag', 'dragontiger', 'AG龙虎斗'),
  listed('realbet', 'ag', 'roulette', 'AG轮盘'),
  listed('realbet', 'bbin', 'baccarat', 'BBIN百家乐'),
  listed('realbet', 'bbin', 'sicbo', 'BBIN骰宝'),
  listed('realbet', 'og', 'baccarat', 'OG百家乐'),
  listed('realbet', 'og', 'niuniu', 'OG牛牛'),

  listed('concise', 'pg', 'mahjong-ways', '麻将胡了'),
  listed('concise', 'pg', 'fortune-tiger', '招财虎'),
  listed('concise', 'pp', 'gates-of-olympus', '奥林匹斯之门'),
  listed('concise', 'pp', 'sweet-bonanza', '甜蜜富矿'),
  listed('concise', 'fg', 'fruit-party', '水果派对'),
  listed('concise', 'ae', 'god-of-wealth', '财神到'),
  listed('concise', 'demo', 'lucky-seven', '幸运777'),
  hidden('concise', 'pg', 'lantern-night', '元宵灯会'),

  listed('lottery', 'vr', 'pk10', 'VR赛车'),
  listed('lottery', 'vr', 'ssc', 'VR分分彩'),
  listed('lottery', 'vr', 'k3', 'VR快三'),
  listed('lottery', 'vr', '11x5', 'VR十一选五'),
  listed('lottery', 'vr', 'mark6', 'VR六合彩'),

  listed('joker', 'ky', 'texas', '德州扑克'),
  listed('joker', 'ky', 'qznn', '抢庄牛牛'),
  listed('joker', 'ky', 'ddz', '斗地主'),
  listed('joker', 'ky', 'zjh', '炸金花'),
  listed('joker', 'ky', 'ermj', '二人麻将'),
  listed('joker', 'ky', 'blackjack', '21点'),
  hidden('joker', 'ky', 'brnn', '百人牛牛'),

  listed('gaming', 'avia', 'lobby', '泛亚电竞'),
  listed('gaming', 'avia', 'lol', '英雄联盟专区'),
  listed('gaming', 'avia', 'dota2', 'DOTA2专区'),
  listed('gaming', 'yb', 'lobby', '雷火电竞'),
  listed('gaming', 'yb', 'cs2', 'CS2专区'),
  listed('gaming', 'yb', 'kog', '王者荣耀专区'),
];
