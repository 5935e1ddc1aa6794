import type { ProviderCode } from '@lobby/contract';

export interface SeedProviderTile {
  provider_code: ProviderCode;
  game_name: string;
  /** The platform the game launches on (the tile's catecode on the wire). */
  platform_name: string;
  game_code: string;
}

/**
 * The platform each provider list launches on: the tile's platform is the getGameUrl plat_name (our
 * reading: FG's slots and fishing lists both open on FG).
 */
const PROVIDER_PLATFORMS: Readonly<Record<ProviderCode, string>> = {
  obgdy: 'obgdy',
  fgdz: 'fg',
  pp: 'pp',
  ae: 'ae',
  pg: 'pg',
  fgfish: 'fg',
};

/** Picture of a provider tile; drawn by scripts/make-media.ts. */
export function providerTileImagePath(tile: Pick<SeedProviderTile, 'provider_code' | 'game_code'>): string {
  return `/media/tiles/${tile.provider_code}-${tile.game_code}.webp`;
}

const NAMES: Readonly<Record<ProviderCode, ReadonlyArray<[code: string, name: string]>>> = {
  obgdy: [
    ['fish-tycoon', '捕鱼大亨'], ['deep-sea-king', '深海捕鱼王'], ['golden-toad', '金蟾捕鱼'], ['likui', '李逵劈鱼'],
    ['sea-king', '海王捕鱼'], ['dragon-king', '龙王捕鱼'], ['happy-fishing', '欢乐捕鱼'], ['thousand-cannons', '千炮捕鱼'],
    ['mermaid', '美人鱼捕鱼'], ['fishing-coming', '捕鱼来了'],
  ],
  fgdz: [
    ['fruit-party', '水果派对'], ['thor-hammer', '雷神之锤'], ['cleopatra', '埃及艳后'], ['golden-dragon', '金龙献瑞'],
    ['panda-legend', '熊猫传奇'], ['treasure-bowl', '招财进宝'], ['monkey-king', '百变猴王'], ['pirate-gold', '海盗宝藏'],
    ['good-fortune', '吉祥如意'],
  ],
  pp: [
    ['gates-of-olympus', '奥林匹斯之门'], ['sweet-bonanza', '甜蜜富矿'], ['big-bass', '大鲈鱼'], ['starlight-princess', '星光公主'],
    ['wild-west-gold', '狂野西部淘金'], ['sugar-rush', '糖果天堂'], ['buffalo-king', '水牛之王'], ['golden-queen', '黄金女王'],
    ['aztec-gems', '阿兹特克宝石'], ['egypt-mystery', '埃及之谜'],
  ],
  ae: [
    ['god-of-wealth', '财神到'], ['fa-fa-fa', '发发发'], ['five-dragons', '五龙争霸'], ['golden-rooster', '金鸡报喜'],
    ['fu-lu-shou', '福禄寿'], ['eight-immortals', '八仙过海'], ['lucky-cat', '招财猫'], ['dragon-phoenix', '龙凤呈祥'],
    ['havoc-heaven', '大闹天宫'],
  ],
  pg: [
    ['mahjong-ways', '麻将胡了'], ['mahjong-ways-2', '麻将胡了2'], ['fortune-tiger', '招财虎'], ['captain-bounty', '赏金船长'],
    ['treasures-aztec', '寻宝黄金城'], ['piggy-gold', '金猪报财'], ['ice-rush', '冰雪大冲关'], ['ghost-thief', '亡灵大盗'],
    ['gem-saviour', '宝石侠'], ['tang-bohu', '唐伯虎点秋香'], ['double-fortune', '双囍临门'],
  ],
  fgfish: [
    ['mermaid-legend', '美人鱼传说'], ['thunder-fishing', '雷霆捕鱼'], ['fishing-master', '捕鱼达人'], ['treasure-ship', '宝船捕鱼'],
    ['star-fishing', '星际捕鱼'], ['golden-dragon-fishing', '金龙捕鱼'], ['three-immortals', '三仙劈鱼'], ['shark-frenzy', '深海狂鲨'],
  ],
};

export const SEED_PROVIDER_TILES: readonly SeedProviderTile[] = Object.entries(NAMES).flatMap(([provider, games]) =>
  games.map(([gameCode, gameName]) => ({
    provider_code: provider as ProviderCode,
    game_name: gameName,
    platform_name: PROVIDER_PLATFORMS[provider as ProviderCode],
    game_code: gameCode,
  })),
);
