/**
 * Which motif each seeded game's tile shows, venue by venue, so that the games one venue lists side by
 * side never share their main object (seeded-artwork.test.ts holds every venue to that). Venues are the
 * home games' platforms (sb, ag, ky...) and the provider tiles' venues (obgdy, pp, fgfish...); a game in
 * both lists (pg's 麻将胡了) shows the same motif in both.
 */
import type { GameCategory } from '@lobby/contract';
import type { MotifName } from './media-art.ts';

const BY_VENUE: Readonly<Record<string, Readonly<Record<string, MotifName>>>> = {
  sb: { sport: 'football', virtual: 'screen' },
  im: { sport: 'football', esoccer: 'screen', basketball: 'basketball', racing: 'racing' },
  ag: { baccarat: 'cards', dragontiger: 'dragonTiger', roulette: 'roulette' },
  bbin: { baccarat: 'cards', sicbo: 'dice' },
  og: { baccarat: 'cards', niuniu: 'bull' },
  demo: { 'lucky-seven': 'slots' },
  fg: { 'fruit-party': 'fruit' },
  vr: { pk10: 'racing', ssc: 'clock', k3: 'dice', '11x5': 'ticket', mark6: 'lottery' },
  // 斗地主 is the landlord's (地主) crown, 炸金花 the gold, 抢庄牛牛 and 百人牛牛 the bull and the big table's chips.
  ky: { texas: 'cards', qznn: 'bull', ddz: 'crown', zjh: 'coins', ermj: 'mahjong', blackjack: 'chips', brnn: 'trophy' },
  avia: { lobby: 'controller', lol: 'swords', dota2: 'shield' },
  yb: { lobby: 'controller', cs2: 'crosshair', kog: 'swords' },
  obgdy: {
    'fish-tycoon': 'fish', 'deep-sea-king': 'octopus', 'golden-toad': 'coins', likui: 'swords', 'sea-king': 'crown',
    'dragon-king': 'dragon', 'happy-fishing': 'starfish', 'thousand-cannons': 'crosshair', mermaid: 'mermaid', 'fishing-coming': 'shark',
  },
  fgfish: {
    'mermaid-legend': 'mermaid', 'thunder-fishing': 'thunder', 'fishing-master': 'fish', 'treasure-ship': 'ship',
    'star-fishing': 'starfish', 'golden-dragon-fishing': 'dragon', 'three-immortals': 'swords', 'shark-frenzy': 'shark',
  },
  fgdz: {
    'fruit-party': 'fruit', 'thor-hammer': 'thunder', cleopatra: 'pyramid', 'golden-dragon': 'dragon', 'panda-legend': 'panda',
    'treasure-bowl': 'coins', 'monkey-king': 'crown', 'pirate-gold': 'ship', 'good-fortune': 'lantern',
  },
  pp: {
    'gates-of-olympus': 'thunder', 'sweet-bonanza': 'candy', 'big-bass': 'fish', 'starlight-princess': 'moon', 'wild-west-gold': 'coins',
    'sugar-rush': 'cake', 'buffalo-king': 'bull', 'golden-queen': 'crown', 'aztec-gems': 'gem', 'egypt-mystery': 'pyramid',
  },
  // 唐伯虎点秋香 is a moonlit courtship; 龙凤呈祥 wears the phoenix crown (凤冠) of a wedding; 八仙过海 crosses the sea by boat.
  ae: {
    'god-of-wealth': 'coins', 'fa-fa-fa': 'slots', 'five-dragons': 'dragon', 'golden-rooster': 'envelope', 'fu-lu-shou': 'lantern',
    'eight-immortals': 'ship', 'lucky-cat': 'luckyCat', 'dragon-phoenix': 'crown', 'havoc-heaven': 'thunder',
  },
  pg: {
    'mahjong-ways': 'mahjong', 'mahjong-ways-2': 'dice', 'fortune-tiger': 'tiger', 'captain-bounty': 'ship', 'treasures-aztec': 'pyramid',
    'piggy-gold': 'coins', 'ice-rush': 'snowflake', 'ghost-thief': 'lock', 'gem-saviour': 'gem', 'tang-bohu': 'moon',
    'double-fortune': 'envelope', 'lantern-night': 'lantern',
  },
};

const BY_CATEGORY: Readonly<Record<GameCategory | 'fish', MotifName>> = {
  sport: 'football', realbet: 'cards', concise: 'slots', lottery: 'lottery', joker: 'cards', gaming: 'controller', fish: 'fish',
};

/** A game's motif: its venue's choice, or its category's picture for a game the table does not know. */
export function motifForGame(venue: string, code: string, category: GameCategory | 'fish'): MotifName {
  return BY_VENUE[venue]?.[code] ?? BY_CATEGORY[category];
}
