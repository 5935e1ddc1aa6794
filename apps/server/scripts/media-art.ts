/**
 * The drawings of scripts/make-media.ts, as SVG: game tiles, provider (venue) tiles, home banners,
 * promotion banners and the web app's own /zhanzhu and /security pictures. Each is drawn from shapes of
 * its own (a ball on a pitch, cards and chips on felt, reels with symbols, numbered balls, fish in a net,
 * mahjong tiles, chess pieces, a controller...), with colours, rays and ornaments from a hash of its key
 * so no two look alike, and its Chinese name in a CJK font with a shadow. Nothing is downloaded or copied.
 */
import type { GameCategory, ProviderCode } from '@lobby/contract';
import type { Locale } from '@lobby/contract/i18n';
import { SEED_GAMES, gameImagePath } from '../src/content/seed/games.ts';
import { SEED_PROVIDER_TILES, providerTileImagePath } from '../src/content/seed/provider-tiles.ts';
import { CJK, CJK_SERIF, NUMERALS, f, pick, sparkle, starPath, type Motif, type Palette, type Random } from './media-art-kit.ts';
import { motifForGame } from './media-art-game-motifs.ts';
import { THEMED_MOTIFS, type ThemedMotifName } from './media-art-themes.ts';
import { ACTIVITY_PICTURES, HOME_BANNER_PICTURES } from './promotion-picture-texts.ts';
import { LANDING_POSTERS, LIVE_ENTRY_PICTURE, SECURITY_POSTERS, VENUE_POSTERS, type PosterText } from './media-texts.ts';


/** FNV-1a: a stable 32-bit number per key. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
}

/** A small seeded generator (mulberry32), so a key always draws the same picture. */
function randomFor(key: string): () => number {
  let state = hash(key);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text width in em: CJK one em, Latin and digits about 0.6. */
function ems(text: string): number {
  let width = 0;
  // Lower-case letters (only the English pictures have them) are narrower than capitals and digits.
  for (const char of text) width += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 1 : /[a-z]/.test(char) ? 0.52 : 0.62;
  return width;
}

// ---------------------------------------------------------------------------------------------------
// Shared ornaments
// ---------------------------------------------------------------------------------------------------

/** Per-category base hues, shifted by the key's hash so tiles of one category still differ (slots take any hue). */
const CATEGORY_HUES: Readonly<Record<string, number>> = {
  sport: 150, realbet: 350, lottery: 25, joker: 200, gaming: 245, fish: 195,
};

function paletteFor(key: string, base: number | undefined, random: Random): Palette {
  const hue = base === undefined ? hash(key) % 360 : (base + Math.floor(random() * 70) - 35 + 360) % 360;
  const accentHue = (hue + 150 + Math.floor(random() * 60)) % 360;
  return {
    hue,
    dark: `hsl(${hue},70%,16%)`,
    mid: `hsl(${hue},72%,38%)`,
    light: `hsl(${(hue + 20) % 360},85%,62%)`,
    accent: `hsl(${accentHue},90%,60%)`,
  };
}

const GOLD_DEFS = `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c2"/><stop offset=".45" stop-color="#ffd54a"/><stop offset="1" stop-color="#c27c0e"/></linearGradient>`;

/** Sunburst rays from (cx, cy), turned by the random. */
function rays(cx: number, cy: number, radius: number, count: number, random: Random, opacity = 0.09): string {
  const turn = random() * 360;
  const half = 180 / count / 2;
  const paths: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = ((turn + (i * 360) / count) * Math.PI) / 180;
    const b = ((turn + (i * 360) / count + half * 2) * Math.PI) / 180;
    paths.push(`M${f(cx)} ${f(cy)}L${f(cx + radius * Math.cos(a))} ${f(cy + radius * Math.sin(a))}L${f(cx + radius * Math.cos(b))} ${f(cy + radius * Math.sin(b))}Z`);
  }
  return `<path d="${paths.join('')}" fill="#fff" opacity="${opacity}"/>`;
}


function sparkles(random: Random, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += sparkle(8 + random() * (width - 16), 8 + random() * height * 0.6, 3 + random() * 6);
  return out;
}

/** Text with a dark drop shadow and outline: clear on any background. */
function shadowText(x: number, y: number, size: number, text: string, fill: string, options: { anchor?: string; family?: string; weight?: number; stroke?: string } = {}): string {
  const anchor = options.anchor ?? 'middle';
  const family = options.family ?? CJK;
  const weight = options.weight ?? 900;
  const stroke = options.stroke ?? 'rgba(40,10,0,.85)';
  const common = `x="${f(x)}" font-family="${family}" font-size="${f(size)}" font-weight="${weight}" text-anchor="${anchor}"`;
  const shadowOffset = Math.max(2, size * 0.08);
  return `<text ${common} y="${f(y + shadowOffset)}" fill="rgba(0,0,0,.55)" stroke="rgba(0,0,0,.55)" stroke-width="${f(size * 0.16)}" stroke-linejoin="round">${escapeXml(text)}</text>`
    + `<text ${common} y="${f(y)}" fill="${fill}" stroke="${stroke}" stroke-width="${f(size * 0.12)}" stroke-linejoin="round" paint-order="stroke">${escapeXml(text)}</text>`;
}

// ---------------------------------------------------------------------------------------------------
// Motifs: each draws into a 200 x 200 box centred on (100, 90), given the key's random and palette
// ---------------------------------------------------------------------------------------------------

export type MotifName =
  | 'football' | 'basketball' | 'horse' | 'cards' | 'dragonTiger' | 'roulette' | 'dice' | 'mahjong' | 'slots'
  | 'lottery' | 'racing' | 'chess' | 'controller' | 'swords' | 'crosshair' | 'fish' | 'gift' | 'coins' | 'envelope'
  | 'crown' | 'lantern' | 'trophy' | 'shield' | 'lock' | 'cake' | 'pyramid' | 'candy' | 'screen' | ThemedMotifName;

function ball(cx: number, cy: number, r: number, fill: string, label: string): string {
  return `<circle cx="${cx}" cy="${cy + 3}" r="${r}" fill="rgba(0,0,0,.3)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`
    + `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.62)}" fill="#fff"/><ellipse cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.45)}" rx="${f(r * 0.3)}" ry="${f(r * 0.16)}" fill="#fff" opacity=".7" transform="rotate(-30 ${f(cx - r * 0.35)} ${f(cy - r * 0.45)})"/>`
    + `<text x="${cx}" y="${f(cy + r * 0.3)}" font-family="${NUMERALS}" font-size="${f(r * 0.82)}" font-weight="bold" fill="#222" text-anchor="middle">${label}</text>`;
}

function card(x: number, y: number, angle: number, rank: string, suit: string, red: boolean, w = 52, h = 74): string {
  const colour = red ? '#d81e06' : '#111';
  return `<g transform="rotate(${f(angle)} ${f(x + w / 2)} ${f(y + h)})"><rect x="${f(x + 2)}" y="${f(y + 3)}" width="${w}" height="${h}" rx="6" fill="rgba(0,0,0,.3)"/><rect x="${f(x)}" y="${f(y)}" width="${w}" height="${h}" rx="6" fill="#fff" stroke="#d9d9d9"/>`
    + `<text x="${f(x + 6)}" y="${f(y + 17)}" font-family="${NUMERALS}" font-size="15" font-weight="bold" fill="${colour}">${rank}</text>`
    + `<text x="${f(x + w / 2)}" y="${f(y + h * 0.72)}" font-family="${NUMERALS}" font-size="30" fill="${colour}" text-anchor="middle">${suit}</text></g>`;
}

function chipStack(cx: number, bottom: number, count: number, colour: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const y = bottom - i * 6;
    out += `<ellipse cx="${cx}" cy="${y + 3}" rx="17" ry="7" fill="rgba(0,0,0,.35)"/><ellipse cx="${cx}" cy="${y}" rx="17" ry="7" fill="${colour}" stroke="#fff" stroke-width="2" stroke-dasharray="5 4"/>`;
  }
  return out;
}

function die(x: number, y: number, size: number, angle: number, pips: number, fill = '#fff'): string {
  const spots: Record<number, Array<[number, number]>> = {
    1: [[0.5, 0.5]], 2: [[0.28, 0.28], [0.72, 0.72]], 3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
    4: [[0.28, 0.28], [0.72, 0.28], [0.28, 0.72], [0.72, 0.72]], 5: [[0.26, 0.26], [0.74, 0.26], [0.5, 0.5], [0.26, 0.74], [0.74, 0.74]],
    6: [[0.28, 0.24], [0.72, 0.24], [0.28, 0.5], [0.72, 0.5], [0.28, 0.76], [0.72, 0.76]],
  };
  const dots = spots[pips]!.map(([px, py]) => `<circle cx="${f(x + px * size)}" cy="${f(y + py * size)}" r="${f(size * 0.09)}" fill="${pips === 1 || pips === 4 ? '#d81e06' : '#222'}"/>`).join('');
  return `<g transform="rotate(${f(angle)} ${f(x + size / 2)} ${f(y + size / 2)})"><rect x="${f(x + 3)}" y="${f(y + 4)}" width="${size}" height="${size}" rx="${f(size * 0.2)}" fill="rgba(0,0,0,.3)"/><rect x="${f(x)}" y="${f(y)}" width="${size}" height="${size}" rx="${f(size * 0.2)}" fill="${fill}" stroke="#ddd" stroke-width="2"/>${dots}</g>`;
}

function fishShape(x: number, y: number, scale: number, body: string, fin: string, flip: boolean, striped: boolean): string {
  const transform = `translate(${f(x)} ${f(y)}) scale(${flip ? -scale : scale} ${scale})`;
  return `<g transform="${transform}"><path d="M-30 0C-18-20 16-22 30 0C16 22-18 20-30 0Z" fill="${body}"/><path d="M26 0L46-16L42 0L46 16Z" fill="${fin}"/><path d="M-4-17Q6-30 14-16Z" fill="${fin}"/>`
    + (striped ? `<path d="M-6-16V16M6-17V17" stroke="${fin}" stroke-width="5" opacity=".8"/>` : '')
    + `<circle cx="-18" cy="-4" r="5" fill="#fff"/><circle cx="-19" cy="-4" r="2.6" fill="#111"/><path d="M-30 3Q-26 6-22 4" stroke="#111" stroke-width="1.5" fill="none"/></g>`;
}


/** One reel symbol in a 30 × 44 cell centred on (cx, cy). */
function reelSymbol(kind: number, cx: number, cy: number): string {
  switch (kind) {
    case 0: return `<text x="${cx}" y="${cy + 14}" font-family="${NUMERALS}" font-size="40" font-weight="bold" fill="#e11d48" stroke="#7f1d1d" stroke-width="1.5" text-anchor="middle">7</text>`;
    case 1: return `<path d="M${cx} ${cy - 15}L${cx + 13} ${cy - 3}L${cx} ${cy + 16}L${cx - 13} ${cy - 3}Z" fill="#22d3ee" stroke="#0e7490" stroke-width="1.5"/><path d="M${cx - 13} ${cy - 3}H${cx + 13}" stroke="#0e7490" stroke-width="1.5"/>`;
    case 2: return `<path d="M${cx - 7} ${cy + 6}Q${cx - 2} ${cy - 10} ${cx + 6} ${cy - 16}M${cx + 7} ${cy + 6}Q${cx + 5} ${cy - 6} ${cx + 6} ${cy - 16}" stroke="#15803d" stroke-width="2.5" fill="none"/><circle cx="${cx - 7}" cy="${cy + 8}" r="7.5" fill="#dc2626"/><circle cx="${cx + 7}" cy="${cy + 8}" r="7.5" fill="#b91c1c"/>`;
    case 3: return `<path d="${starPath(cx, cy, 16, 7)}" fill="url(#gold)" stroke="#a16207" stroke-width="1.2"/>`;
    case 4: return `<path d="M${cx - 15} ${cy - 2}Q${cx} ${cy + 4} ${cx + 15} ${cy - 2}L${cx + 11} ${cy + 11}Q${cx} ${cy + 15} ${cx - 11} ${cy + 11}Z" fill="url(#gold)" stroke="#a16207"/><ellipse cx="${cx}" cy="${cy - 3}" rx="8" ry="7" fill="url(#gold)" stroke="#a16207"/>`;
    case 5: return `<path d="M${cx} ${cy - 15}C${cx - 11} ${cy - 13} ${cx - 10} ${cy + 3} ${cx - 14} ${cy + 9}H${cx + 14}C${cx + 10} ${cy + 3} ${cx + 11} ${cy - 13} ${cx} ${cy - 15}Z" fill="#facc15" stroke="#a16207"/><circle cx="${cx}" cy="${cy + 12}" r="4" fill="#a16207"/>`;
    default: {
      const char = ['福', '發', '财', '囍', '寿'][kind - 6] ?? '福';
      return `<circle cx="${cx}" cy="${cy}" r="15" fill="#d81e06" stroke="url(#gold)" stroke-width="3"/><text x="${cx}" y="${cy + 7}" font-family="${CJK_SERIF}" font-size="19" font-weight="900" fill="#ffe08a" text-anchor="middle">${char}</text>`;
    }
  }
}

function mahjongTile(x: number, y: number, angle: number, face: string, colour: string): string {
  return `<g transform="rotate(${f(angle)} ${x + 22} ${y + 30})"><rect x="${x + 3}" y="${y + 6}" width="44" height="60" rx="7" fill="#0f766e"/><rect x="${x}" y="${y}" width="44" height="58" rx="7" fill="#fdfaf0" stroke="#d6cfb8" stroke-width="1.5"/>`
    + `<text x="${x + 22}" y="${y + 41}" font-family="${CJK_SERIF}" font-size="30" font-weight="900" fill="${colour}" text-anchor="middle">${face}</text></g>`;
}

function chessPiece(cx: number, cy: number, r: number, char: string, red: boolean): string {
  return `<circle cx="${cx}" cy="${cy + 5}" r="${r}" fill="#7c4a1e"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#f3d19c" stroke="#a0662b" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="${f(r * 0.78)}" fill="none" stroke="${red ? '#c81e1e' : '#222'}" stroke-width="2"/>`
    + `<text x="${cx}" y="${f(cy + r * 0.38)}" font-family="${CJK_SERIF}" font-size="${f(r * 1.05)}" font-weight="900" fill="${red ? '#c81e1e' : '#222'}" text-anchor="middle">${char}</text>`;
}

const MOTIFS: Readonly<Record<MotifName, Motif>> = {
  football: (random) => {
    const variant = Math.floor(random() * 3);
    const tilt = Math.floor(random() * 40) - 20;
    const stripes = pick(random, ['#16a34a', '#15803d', '#22c55e']);
    const pitch = `<path d="M24 150L52 104H148L176 150Z" fill="${stripes}"/><path d="M24 150L52 104H148L176 150Z" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/><path d="M38 127H162M100 104V150" stroke="#fff" stroke-width="2" opacity=".85"/><ellipse cx="100" cy="127" rx="24" ry="8" fill="none" stroke="#fff" stroke-width="2" opacity=".85"/>`;
    // A goal and its net behind the ball, or speed lines of a shot, or the ball alone on the pitch.
    let net = '';
    for (let i = 0; i < 7; i += 1) net += `M${40 + i * 20} 30V100M34 ${36 + i * 10}H166`;
    const extra = variant === 0
      ? `<rect x="34" y="30" width="132" height="70" fill="none" stroke="#fff" stroke-width="5"/><path d="${net}" stroke="#fff" stroke-width="1" opacity=".45"/>`
      : variant === 1 ? `<path d="M20 60H56M12 78H50M24 96H58" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".6"/>` : '';
    const dx = variant === 1 ? 18 : 0;
    return pitch + extra
      + `<g transform="translate(${dx} 0) rotate(${tilt} 100 78)"><circle cx="102" cy="84" r="38" fill="rgba(0,0,0,.3)"/><circle cx="100" cy="78" r="38" fill="#fff"/><path d="M100 62L115 73L109 91H91L85 73Z" fill="#111"/><path d="M100 40V62M64 68L85 73M136 68L115 73M78 110L91 91M122 110L109 91" stroke="#111" stroke-width="3"/><path d="M100 40L88 44L84 56L64 68M100 40L112 44L116 56L136 68M64 68L66 90L78 110M136 68L134 90L122 110M78 110L100 116L122 110" fill="none" stroke="#111" stroke-width="2"/><ellipse cx="86" cy="56" rx="10" ry="5" fill="#fff" opacity=".6" transform="rotate(-30 86 56)"/></g>`;
  },
  basketball: (random) => {
    const tilt = Math.floor(random() * 60) - 30;
    return `<path d="M40 142H160" stroke="#fde68a" stroke-width="4" opacity=".7"/><rect x="118" y="28" width="52" height="36" rx="3" fill="#fff" opacity=".9"/><rect x="132" y="40" width="24" height="16" fill="none" stroke="#ef4444" stroke-width="3"/><ellipse cx="144" cy="66" rx="18" ry="5" fill="none" stroke="#ef4444" stroke-width="4"/><path d="M128 66L134 88M160 66L154 88M144 70V90" stroke="#fff" stroke-width="1.5"/>`
      + `<g transform="rotate(${tilt} 86 96)"><circle cx="89" cy="100" r="40" fill="rgba(0,0,0,.3)"/><circle cx="86" cy="96" r="40" fill="#f97316"/><path d="M46 96H126M86 56V136M58 68Q78 96 58 124M114 68Q94 96 114 124" stroke="#1f1f1f" stroke-width="3" fill="none"/><ellipse cx="70" cy="74" rx="12" ry="6" fill="#fff" opacity=".35" transform="rotate(-35 70 74)"/></g>`;
  },
  horse: (random) => MOTIFS.football(random, paletteFor('h', 0, random)),
  cards: (random, palette) => {
    const suits = [['♠', false], ['♥', true], ['♦', true], ['♣', false]] as const;
    const ranks = ['A', 'K', 'Q', 'J', '10', '9', '8'];
    const spread = 12 + random() * 10;
    let out = `<ellipse cx="100" cy="128" rx="86" ry="26" fill="#0b6b3a" stroke="url(#gold)" stroke-width="4"/><ellipse cx="100" cy="128" rx="70" ry="18" fill="none" stroke="#fff" stroke-width="1" opacity=".4"/>`;
    for (let i = 0; i < 3; i += 1) {
      const [suit, red] = pick(random, suits);
      out += card(48 + i * 26, 34 + Math.abs(i - 1) * 6, (i - 1) * spread, pick(random, ranks), suit, red);
    }
    return out + chipStack(40, 138, 2 + Math.floor(random() * 3), palette.accent) + chipStack(162, 138, 2 + Math.floor(random() * 3), '#d81e06');
  },
  dragonTiger: () => `<ellipse cx="100" cy="132" rx="86" ry="22" fill="#0b6b3a" stroke="url(#gold)" stroke-width="4"/>`
    + `<circle cx="62" cy="82" r="38" fill="#b91c1c" stroke="url(#gold)" stroke-width="5"/><text x="62" y="97" font-family="${CJK_SERIF}" font-size="42" font-weight="900" fill="#ffe08a" text-anchor="middle">龙</text>`
    + `<circle cx="138" cy="82" r="38" fill="#1d4ed8" stroke="url(#gold)" stroke-width="5"/><text x="138" y="97" font-family="${CJK_SERIF}" font-size="42" font-weight="900" fill="#ffe08a" text-anchor="middle">虎</text>`
    + `<path d="M100 58L92 84H104L96 110L112 78H100L108 58Z" fill="#fde047" stroke="#a16207"/>`,
  roulette: (random) => {
    const turn = random() * 30;
    let segments = '';
    for (let i = 0; i < 18; i += 1) {
      const a = ((turn + i * 20) * Math.PI) / 180;
      const b = ((turn + (i + 1) * 20) * Math.PI) / 180;
      segments += `<path d="M100 84L${f(100 + 54 * Math.cos(a))} ${f(84 + 54 * Math.sin(a))}A54 54 0 0 1 ${f(100 + 54 * Math.cos(b))} ${f(84 + 54 * Math.sin(b))}Z" fill="${i === 0 ? '#16a34a' : i % 2 ? '#b91c1c' : '#111'}"/>`;
    }
    return `<circle cx="103" cy="90" r="64" fill="rgba(0,0,0,.35)"/><circle cx="100" cy="84" r="64" fill="#7c3f12" stroke="url(#gold)" stroke-width="6"/>${segments}<circle cx="100" cy="84" r="30" fill="#5b2d0c" stroke="url(#gold)" stroke-width="3"/><path d="M100 60V108M76 84H124" stroke="url(#gold)" stroke-width="5"/><circle cx="100" cy="84" r="8" fill="url(#gold)"/><circle cx="${f(100 + 42 * Math.cos(turn))}" cy="${f(84 + 42 * Math.sin(turn))}" r="6" fill="#fff"/>`;
  },
  dice: (random) => {
    const a = 1 + Math.floor(random() * 6);
    const b = 1 + Math.floor(random() * 6);
    const c = 1 + Math.floor(random() * 6);
    return `<ellipse cx="100" cy="134" rx="80" ry="18" fill="#0b6b3a" stroke="url(#gold)" stroke-width="3"/>${die(34, 76, 50, -14, a)}${die(110, 74, 50, 12, b)}${die(72, 34, 52, 4, c)}`;
  },
  mahjong: (random) => {
    const faces: Array<[string, string]> = [['中', '#c81e1e'], ['發', '#15803d'], ['萬', '#1f2937'], ['東', '#1d4ed8'], ['白', '#64748b'], ['胡', '#c81e1e']];
    const first = Math.floor(random() * faces.length);
    const tiles = [0, 1, 2].map((i) => faces[(first + i * 2) % faces.length]!);
    return tiles.map(([face, colour], i) => mahjongTile(34 + i * 46, 46 + (i === 1 ? -10 : 0), (i - 1) * 10, face, colour)).join('')
      + `<path d="M40 136H160" stroke="url(#gold)" stroke-width="5" stroke-linecap="round"/>`;
  },
  slots: (random, palette) => {
    const win = random() < 0.4;
    const first = Math.floor(random() * 11);
    const kinds = win ? [first, first, first] : [first, Math.floor(random() * 11), Math.floor(random() * 11)];
    const cells = kinds.map((kind, i) => reelSymbol(kind, 70 + i * 30, 92)).join('');
    return `<rect x="44" y="34" width="112" height="112" rx="18" fill="${palette.dark}" stroke="url(#gold)" stroke-width="5"/><path d="M60 34Q100 8 140 34Z" fill="url(#gold)"/><circle cx="100" cy="24" r="6" fill="${palette.accent}"/>`
      + `<rect x="54" y="64" width="92" height="56" rx="6" fill="#fff"/><path d="M85 64V120M115 64V120" stroke="#d4d4d8" stroke-width="2"/>${cells}`
      + `<path d="M50 92H54M146 92H150" stroke="${palette.accent}" stroke-width="4"/><rect x="64" y="128" width="72" height="9" rx="4.5" fill="url(#gold)"/>`
      + `<path d="M156 60H166V98" stroke="#d4d4d8" stroke-width="5" fill="none"/><circle cx="166" cy="56" r="8" fill="#ef4444" stroke="#7f1d1d"/>`;
  },
  lottery: (random) => {
    const colours = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899', '#14b8a6'];
    const count = 3 + Math.floor(random() * 2);
    const spots = count === 3 ? [[62, 104], [138, 104], [100, 62]] : [[56, 108], [100, 112], [144, 108], [100, 58]];
    const numbers = new Set<number>();
    while (numbers.size < spots.length) numbers.add(1 + Math.floor(random() * 49));
    const drawn = [...numbers];
    return `<path d="M60 50A48 48 0 0 1 140 50" stroke="#fff" stroke-width="3" fill="none" opacity=".35"/>` + spots
      .map(([x, y], i) => ball(x!, y!, 26, pick(random, colours), String(drawn[i]).padStart(2, '0')))
      .join('');
  },
  racing: (random) => {
    const colour = pick(random, ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6']);
    let flag = '';
    for (let r = 0; r < 4; r += 1) for (let c = 0; c < 5; c += 1) if ((r + c) % 2 === 0) flag += `<rect x="${112 + c * 9}" y="${28 + r * 9}" width="9" height="9" fill="#111"/>`;
    return `<path d="M108 26V96" stroke="#ddd" stroke-width="4"/><rect x="112" y="28" width="45" height="36" fill="#fff"/>${flag}`
      + `<path d="M16 124Q100 108 184 124" stroke="#fff" stroke-width="3" stroke-dasharray="12 8" fill="none" opacity=".6"/>`
      + `<path d="M30 112L46 92H96L118 104H150Q162 106 164 116V122H30Z" fill="${colour}" stroke="#111" stroke-width="2"/><path d="M58 96H90L100 104H52Z" fill="#bae6fd"/><circle cx="58" cy="124" r="13" fill="#111"/><circle cx="58" cy="124" r="5" fill="#ccc"/><circle cx="138" cy="124" r="13" fill="#111"/><circle cx="138" cy="124" r="5" fill="#ccc"/>`
      + ball(44, 54, 20, '#f59e0b', String(1 + Math.floor(random() * 10)));
  },
  chess: (random) => {
    const reds = ['帅', '车', '马', '炮', '相'];
    const blacks = ['将', '车', '马', '炮', '象'];
    return `<rect x="22" y="96" width="156" height="46" rx="6" fill="#e8b66a" stroke="#8a5a1e" stroke-width="2"/><path d="M22 119H178M61 96V142M100 96V142M139 96V142" stroke="#8a5a1e" stroke-width="1.5"/>`
      + chessPiece(64, 88, 32, pick(random, reds), true) + chessPiece(136, 88, 32, pick(random, blacks), false) + chessPiece(100, 54, 26, pick(random, reds), true);
  },
  controller: (random, palette) => {
    const body = pick(random, ['#f8fafc', '#1f2937', palette.light]);
    const dark = body === '#1f2937';
    return `<path d="M56 62H144A26 26 0 0 1 169 95L161 125A14 14 0 0 1 137 131L124 114H76L63 131A14 14 0 0 1 39 125L31 95A26 26 0 0 1 56 62Z" fill="rgba(0,0,0,.35)" transform="translate(3 5)"/>`
      + `<path d="M56 62H144A26 26 0 0 1 169 95L161 125A14 14 0 0 1 137 131L124 114H76L63 131A14 14 0 0 1 39 125L31 95A26 26 0 0 1 56 62Z" fill="${body}" stroke="${dark ? palette.light : '#475569'}" stroke-width="2"/>`
      + `<path d="M56 90H80M68 78V102" stroke="${dark ? '#e2e8f0' : '#1f2937'}" stroke-width="8" stroke-linecap="round"/><circle cx="132" cy="80" r="7" fill="#ef4444"/><circle cx="146" cy="94" r="7" fill="#3b82f6"/><circle cx="118" cy="94" r="7" fill="#22c55e"/><circle cx="132" cy="108" r="7" fill="#f59e0b"/>`
      + `<circle cx="86" cy="112" r="9" fill="#64748b"/><circle cx="114" cy="112" r="9" fill="#64748b"/><path d="M60 56L74 30M140 56L126 30" stroke="${palette.accent}" stroke-width="3" opacity=".8"/>`;
  },
  swords: (random, palette) => {
    const gem = pick(random, ['#ef4444', '#22d3ee', '#a855f7', '#22c55e']);
    const blade = (angle: number) => `<g transform="rotate(${angle} 100 84)"><path d="M96 14H104L106 110H94Z" fill="#e2e8f0" stroke="#64748b"/><path d="M100 18V106" stroke="#fff" stroke-width="1.5"/><rect x="78" y="108" width="44" height="9" rx="4" fill="url(#gold)"/><rect x="95" y="117" width="10" height="26" fill="#7c2d12"/><circle cx="100" cy="146" r="6" fill="url(#gold)"/></g>`;
    return blade(-38) + blade(38) + `<path d="M100 48L136 62V92Q136 120 100 136Q64 120 64 92V62Z" fill="${palette.mid}" stroke="url(#gold)" stroke-width="5"/><path d="${starPath(100, 90, 18, 8)}" fill="url(#gold)"/><circle cx="100" cy="90" r="5" fill="${gem}"/>`;
  },
  crosshair: (random, palette) => {
    const r = 44 + Math.floor(random() * 6);
    return `<circle cx="100" cy="86" r="${r + 10}" fill="rgba(0,0,0,.25)"/><circle cx="100" cy="86" r="${r}" fill="none" stroke="${palette.accent}" stroke-width="5"/><circle cx="100" cy="86" r="${r - 18}" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="8 6"/>`
      + `<path d="M100 ${86 - r - 16}V${86 - 10}M100 ${86 + 10}V${86 + r + 16}M${100 - r - 16} 86H90M110 86H${100 + r + 16}" stroke="#fff" stroke-width="4"/><circle cx="100" cy="86" r="4" fill="#ef4444"/>`
      + `<path d="M30 138L58 126L86 134L114 124L142 132L170 122" stroke="url(#gold)" stroke-width="4" fill="none"/>`;
  },
  fish: (random, palette) => {
    const bodies = ['#fbbf24', '#f97316', '#ef4444', '#f472b6', '#a3e635', '#38bdf8', '#facc15'];
    const fins = ['#b45309', '#9a3412', '#7f1d1d', '#9d174d', '#3f6212', '#075985'];
    let net = '';
    for (let i = 0; i < 6; i += 1) net += `<path d="M${120 + i * 12} 14Q${140 + i * 8} 60 ${178} ${40 + i * 12}" stroke="#e0f2fe" stroke-width="1.3" fill="none" opacity=".55"/>`;
    const count = 2 + Math.floor(random() * 2);
    let fish = '';
    const spots = [[70, 70, 1.25], [128, 104, 1], [64, 120, 0.8]] as const;
    for (let i = 0; i < count; i += 1) {
      const [x, y, s] = spots[i]!;
      fish += fishShape(x + random() * 10 - 5, y + random() * 10 - 5, s, pick(random, bodies), pick(random, fins), random() < 0.5, random() < 0.5);
    }
    let bubbles = '';
    for (let i = 0; i < 5; i += 1) bubbles += `<circle cx="${f(30 + random() * 140)}" cy="${f(20 + random() * 90)}" r="${f(2 + random() * 4)}" fill="none" stroke="#fff" stroke-width="1.5" opacity=".7"/>`;
    return `<path d="M120 14Q150 20 180 14V90Q170 60 120 14Z" fill="#fff" opacity=".07"/>${net}<path d="M0 140Q25 128 50 140T100 140T150 140T200 140V200H0Z" fill="${palette.light}" opacity=".45"/><path d="M0 150Q25 140 50 150T100 150T150 150T200 150V200H0Z" fill="#fff" opacity=".25"/>${bubbles}${fish}`
      + `<path d="M18 148Q30 120 24 100M30 150Q46 126 40 108" stroke="#34d399" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  },
  gift: (random, palette) => `<rect x="50" y="76" width="100" height="66" rx="6" fill="${palette.accent}" stroke="#7f1d1d" stroke-width="1"/><rect x="44" y="60" width="112" height="22" rx="5" fill="${palette.light}"/><rect x="92" y="60" width="16" height="82" fill="url(#gold)"/>`
    + `<path d="M100 60C78 30 58 44 74 60ZM100 60C122 30 142 44 126 60Z" fill="url(#gold)" stroke="#a16207"/>${MOTIFS.coins(random, palette).replace('<g>', '<g transform="translate(46 40) scale(.55)">')}`,
  coins: (random) => {
    const left = 3 + Math.floor(random() * 4);
    const right = 2 + Math.floor(random() * 3);
    let coins = '<g>';
    for (let i = 0; i < left; i += 1) coins += `<ellipse cx="70" cy="${134 - i * 10}" rx="30" ry="10" fill="#b7791f"/><ellipse cx="70" cy="${130 - i * 10}" rx="30" ry="10" fill="url(#gold)" stroke="#a16207"/>`;
    for (let i = 0; i < right; i += 1) coins += `<ellipse cx="128" cy="${134 - i * 10}" rx="30" ry="10" fill="#b7791f"/><ellipse cx="128" cy="${130 - i * 10}" rx="30" ry="10" fill="url(#gold)" stroke="#a16207"/>`;
    // A gold ingot (元宝) on the short stack, or a big coin above it.
    if (random() < 0.5) {
      const y = 120 - right * 10;
      return `${coins}<path d="M96 ${y - 8}Q128 ${y + 4} 160 ${y - 8}L152 ${y + 12}Q128 ${y + 20} 104 ${y + 12}Z" fill="url(#gold)" stroke="#a16207" stroke-width="2"/><ellipse cx="128" cy="${y - 8}" rx="14" ry="11" fill="url(#gold)" stroke="#a16207" stroke-width="2"/>${sparkle(150, y - 26, 8)}</g>`;
    }
    const mark = pick(random, ['¥', '福', '财', '金']);
    const family = mark === '¥' ? NUMERALS : CJK_SERIF;
    const x = 112 + Math.floor(random() * 16);
    return `${coins}<circle cx="${x}" cy="62" r="30" fill="url(#gold)" stroke="#a16207" stroke-width="3"/><circle cx="${x}" cy="62" r="22" fill="none" stroke="#a16207" stroke-width="2"/><text x="${x}" y="73" font-family="${family}" font-size="30" font-weight="bold" fill="#a16207" text-anchor="middle">${mark}</text></g>`;
  },
  envelope: (random) => {
    const one = (x: number, y: number, angle: number) => `<g transform="rotate(${angle} ${x + 30} ${y + 40})"><rect x="${x + 3}" y="${y + 4}" width="60" height="82" rx="7" fill="rgba(0,0,0,.3)"/><rect x="${x}" y="${y}" width="60" height="82" rx="7" fill="#e11d2e"/><path d="M${x} ${y + 7}Q${x + 30} ${y + 36} ${x + 60} ${y + 7}V${y + 2}H${x}Z" fill="#b91c1c"/><circle cx="${x + 30}" cy="${y + 30}" r="12" fill="url(#gold)"/><text x="${x + 30}" y="${y + 36}" font-family="${CJK_SERIF}" font-size="15" font-weight="900" fill="#b91c1c" text-anchor="middle">福</text></g>`;
    return one(34, 48, -14 - random() * 6) + one(106, 44, 12 + random() * 6) + one(70, 30, 0) + sparkle(40, 36, 8) + sparkle(166, 40, 7);
  },
  crown: (random, palette) => {
    const gems = ['#ef4444', '#22c55e', '#3b82f6', '#a855f7', '#f472b6', '#22d3ee'];
    const tilt = Math.floor(random() * 16) - 8;
    const cushion = random() < 0.5 ? `<path d="M26 150Q100 124 174 150Q178 162 160 164H40Q22 162 26 150Z" fill="${pick(random, ['#b91c1c', '#7e22ce', '#1d4ed8'])}"/><circle cx="30" cy="156" r="5" fill="url(#gold)"/><circle cx="170" cy="156" r="5" fill="url(#gold)"/>` : '';
    return `${cushion}<g transform="rotate(${tilt} 100 100)"><path d="M40 130L30 58L70 92L100 40L130 92L170 58L160 130Z" fill="url(#gold)" stroke="#a16207" stroke-width="3"/><rect x="38" y="126" width="124" height="18" rx="5" fill="url(#gold)" stroke="#a16207" stroke-width="2"/>`
      + `<circle cx="100" cy="104" r="11" fill="${palette.accent}" stroke="#fff" stroke-width="2"/><circle cx="64" cy="110" r="7" fill="${pick(random, gems)}"/><circle cx="136" cy="110" r="7" fill="${pick(random, gems)}"/><circle cx="30" cy="56" r="7" fill="url(#gold)"/><circle cx="100" cy="38" r="8" fill="url(#gold)"/><circle cx="170" cy="56" r="7" fill="url(#gold)"/></g>${sparkle(150 + random() * 20, 30, 9)}`;
  },
  lantern: (random) => {
    const body = pick(random, ['#dc2626', '#e11d48', '#c2410c', '#b91c1c']);
    const swing = () => Math.floor(random() * 14) - 7;
    const one = (x: number, y: number, s: number, char: string) => `<g transform="translate(${x} ${y}) rotate(${swing()}) scale(${s})"><path d="M0 -40V-28" stroke="url(#gold)" stroke-width="3"/><rect x="-14" y="-30" width="28" height="8" rx="2" fill="url(#gold)"/><ellipse cx="0" cy="0" rx="34" ry="28" fill="${body}" stroke="#7f1d1d" stroke-width="2"/><path d="M-12 -26Q-22 0 -12 26M12 -26Q22 0 12 26" stroke="#fca5a5" stroke-width="2" fill="none"/><text x="0" y="10" font-family="${CJK_SERIF}" font-size="28" font-weight="900" fill="#ffe08a" text-anchor="middle">${char}</text><rect x="-14" y="22" width="28" height="8" rx="2" fill="url(#gold)"/><path d="M-6 30V52M0 30V56M6 30V52" stroke="#facc15" stroke-width="2"/></g>`;
    return `<path d="M0 18Q100 38 200 18" stroke="#7f1d1d" stroke-width="3" fill="none"/>` + one(54, 72, 0.9, pick(random, ['春', '福', '禄'])) + one(146, 80, 1.05, pick(random, ['喜', '财', '寿'])) + one(100, 108, 0.8, pick(random, ['吉', '祥', '旺']));
  },
  trophy: (random) => `<path d="M60 34H140V64Q140 110 100 116Q60 110 60 64Z" fill="url(#gold)" stroke="#a16207" stroke-width="3"/><path d="M60 44H36Q34 80 64 84M140 44H164Q166 80 136 84" stroke="url(#gold)" stroke-width="8" fill="none"/>`
    + `<rect x="92" y="114" width="16" height="16" fill="url(#gold)"/><rect x="70" y="128" width="60" height="16" rx="3" fill="#7c2d12" stroke="url(#gold)" stroke-width="3"/><path d="${starPath(100, 70, 20, 9)}" fill="#fff" opacity=".9"/>${sparkle(42, 26, 10)}${sparkle(160 + random() * 10, 118, 8)}`,
  shield: (_, palette) => `<path d="M100 22L156 44V88Q156 134 100 158Q44 134 44 88V44Z" fill="rgba(0,0,0,.3)" transform="translate(3 5)"/><path d="M100 22L156 44V88Q156 134 100 158Q44 134 44 88V44Z" fill="url(#gold)" stroke="#fff" stroke-width="3"/><path d="M100 36L144 53V88Q144 124 100 144Q56 124 56 88V53Z" fill="${palette.mid}"/>`
    + `<path d="M76 90L94 108L128 70" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  lock: (_, palette) => `<path d="M68 84V62Q68 30 100 30Q132 30 132 62V84" stroke="url(#gold)" stroke-width="14" fill="none"/><rect x="50" y="80" width="100" height="76" rx="14" fill="rgba(0,0,0,.3)" transform="translate(3 5)"/><rect x="50" y="80" width="100" height="76" rx="14" fill="url(#gold)" stroke="#a16207" stroke-width="2"/>`
    + `<circle cx="100" cy="110" r="11" fill="${palette.dark}"/><rect x="95" y="114" width="10" height="24" rx="4" fill="${palette.dark}"/>`,
  cake: (random, palette) => `<rect x="46" y="96" width="108" height="44" rx="8" fill="${palette.light}"/><path d="M46 106Q60 118 74 106T102 106T130 106T154 106" stroke="#fff" stroke-width="6" fill="none"/><rect x="62" y="62" width="76" height="36" rx="7" fill="#fde68a"/><path d="M62 72Q75 82 88 72T114 72T138 72" stroke="#fff" stroke-width="5" fill="none"/>`
    + [78, 100, 122].map((x) => `<rect x="${x - 3}" y="40" width="6" height="22" fill="${palette.accent}"/><path d="M${x} 28Q${x + 6} 36 ${x} 40Q${x - 6} 36 ${x} 28Z" fill="#f59e0b"/>`).join('') + sparkle(40, 60, 8) + sparkle(160, 52 + random() * 8, 7),
  pyramid: (random) => `<circle cx="${f(140 + random() * 20)}" cy="40" r="18" fill="#fde047" opacity=".95"/><path d="M10 142Q60 124 110 138T200 132V150H10Z" fill="#f59e0b" opacity=".7"/>`
    + `<path d="M100 30L168 138H32Z" fill="url(#gold)" stroke="#a16207" stroke-width="2"/><path d="M100 30L168 138H112Z" fill="#b45309" opacity=".45"/><path d="M62 90H138M48 114H152M78 66H122" stroke="#a16207" stroke-width="1.5" opacity=".7"/>`
    + `<path d="M86 84Q100 72 114 84Q100 96 86 84Z" fill="#fff"/><circle cx="100" cy="84" r="5" fill="#1d4ed8"/><path d="M36 140L52 112L66 140Z" fill="url(#gold)" stroke="#a16207"/>`,
  screen: (random, palette) => {
    const score = `${Math.floor(random() * 4)} : ${Math.floor(random() * 4)}`;
    return `<rect x="27" y="29" width="150" height="100" rx="10" fill="rgba(0,0,0,.35)"/><rect x="24" y="24" width="150" height="100" rx="10" fill="#1f2937" stroke="url(#gold)" stroke-width="4"/>`
      + `<rect x="32" y="32" width="134" height="84" rx="4" fill="#15803d"/><path d="M99 32V116M32 74H40M158 74H166" stroke="#fff" stroke-width="2" opacity=".8"/><circle cx="99" cy="74" r="16" fill="none" stroke="#fff" stroke-width="2" opacity=".8"/><rect x="32" y="56" width="14" height="36" fill="none" stroke="#fff" stroke-width="2" opacity=".8"/><rect x="152" y="56" width="14" height="36" fill="none" stroke="#fff" stroke-width="2" opacity=".8"/>`
      + `<circle cx="${f(60 + random() * 70)}" cy="${f(50 + random() * 40)}" r="7" fill="#fff" stroke="#111" stroke-width="1.5"/><rect x="70" y="36" width="58" height="16" rx="4" fill="${palette.dark}" opacity=".85"/><text x="99" y="48.5" font-family="${NUMERALS}" font-size="12" font-weight="bold" fill="#fde047" text-anchor="middle">${score}</text>`
      + `<path d="M84 124L78 140H120L114 124Z" fill="#374151"/><rect x="66" y="138" width="66" height="6" rx="3" fill="#4b5563"/>`;
  },
  candy: (random) => {
    const colours = ['#f472b6', '#60a5fa', '#facc15', '#34d399', '#c084fc', '#fb7185'];
    const swirl = pick(random, colours);
    const wrapped = (x: number, y: number, angle: number, colour: string) => `<g transform="rotate(${angle} ${x} ${y})"><path d="M${x - 34} ${y - 12}L${x - 18} ${y}L${x - 34} ${y + 12}ZM${x + 34} ${y - 12}L${x + 18} ${y}L${x + 34} ${y + 12}Z" fill="${colour}"/><ellipse cx="${x}" cy="${y}" rx="22" ry="15" fill="${colour}" stroke="#fff" stroke-width="2"/><path d="M${x - 10} ${y - 12}Q${x} ${y} ${x - 6} ${y + 13}M${x + 4} ${y - 14}Q${x + 12} ${y} ${x + 8} ${y + 13}" stroke="#fff" stroke-width="3" fill="none" opacity=".8"/></g>`;
    return `<path d="M100 90V150" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="100" cy="66" r="40" fill="#fff"/><circle cx="100" cy="66" r="36" fill="${swirl}"/>`
      + `<path d="M100 66m-4 0a4 4 0 1 1 8 0a10 10 0 1 1 -20 0a16 16 0 1 1 32 0a22 22 0 1 1 -44 0a28 28 0 1 1 56 0" stroke="#fff" stroke-width="5" fill="none"/>`
      + wrapped(44, 122, -20, pick(random, colours)) + wrapped(156, 118, 18, pick(random, colours)) + sparkle(40, 40, 8) + sparkle(162, 52, 6);
  },
  ...THEMED_MOTIFS,
};

/** Water and bubbles behind a fishing tile's motif, so a shark or a ship still reads as a fishing game. */
function underwater(random: Random, palette: Palette): string {
  let bubbles = '';
  for (let i = 0; i < 4; i += 1) bubbles += `<circle cx="${f(20 + random() * 160)}" cy="${f(40 + random() * 80)}" r="${f(2 + random() * 4)}" fill="none" stroke="#fff" stroke-width="1.5" opacity=".6"/>`;
  return `<path d="M0 132Q25 120 50 132T100 132T150 132T200 132V200H0Z" fill="${palette.light}" opacity=".4"/>${bubbles}`;
}

// ---------------------------------------------------------------------------------------------------
// Layouts
// ---------------------------------------------------------------------------------------------------

/** The venues' emblems, drawn in a badge in the tile's corner (no initials). */
const VENUES: Readonly<Record<ProviderCode, { name: string; emblem: string; colour: string }>> = {
  obgdy: { name: 'OB捕鱼', colour: '#0ea5e9', emblem: '<path d="M0-11V11M-8-4Q0 16 8-4M-9-11L-6-6M9-11L6-6M0-11L-3-7M0-11L3-7" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round"/>' },
  fgdz: { name: 'FG电子', colour: '#7c3aed', emblem: '<path d="M3-12L-7 2H1L-3 12L8-3H0Z" fill="#fde047"/>' },
  pp: { name: 'PP电子', colour: '#e11d48', emblem: '<path d="M-10 6L-11-7L-4-1L0-10L4-1L11-7L10 6Z" fill="#fde047"/>' },
  ae: { name: 'AE电子', colour: '#059669', emblem: '<path d="M0-10Q7 0 0 10Q-7 0 0-10ZM-10 0Q0-6 10 0Q0 6-10 0Z" fill="#fde047"/>' },
  pg: { name: 'PG电子', colour: '#ea580c', emblem: '<path d="M0-10L10-2L0 10L-10-2Z" fill="#fde047"/><path d="M-10-2H10M-4-2L0 10L4-2" stroke="#ea580c" stroke-width="1.2" fill="none"/>' },
  fgfish: { name: 'FG捕鱼', colour: '#2563eb', emblem: '<path d="M-9 0Q-3-8 6 0Q-3 8-9 0ZM6 0L11-5V5Z" fill="#fde047"/>' },
};

function venueBadge(provider: ProviderCode): string {
  const venue = VENUES[provider];
  return `<g transform="translate(14 14)"><rect width="84" height="26" rx="13" fill="rgba(0,0,0,.45)" stroke="url(#gold)" stroke-width="1.5"/><circle cx="13" cy="13" r="10" fill="${venue.colour}" stroke="url(#gold)" stroke-width="1.5"/><g transform="translate(13 13) scale(.75)">${venue.emblem}</g>`
    + `<text x="54" y="18" font-family="${CJK}" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(venue.name)}</text></g>`;
}

/** A card game's seal in the corner, so the many card tables tell apart: 牛 for bull games, 庄 for baccarat... */
const SEALS: ReadonlyArray<[RegExp, string]> = [
  [/niuniu|qznn|brnn/, '牛'], [/ddz/, '主'], [/zjh/, '炸'], [/blackjack/, '21'], [/baccarat/, '庄'], [/texas/, '梭'],
];

function seal(key: string): string {
  const found = SEALS.find(([pattern]) => pattern.test(key.slice(key.indexOf(':') + 1)));
  if (!found) return '';
  const family = /\d/.test(found[1]) ? NUMERALS : CJK_SERIF;
  return `<g transform="translate(166 34) rotate(12)"><circle r="21" fill="rgba(0,0,0,.3)" cy="3"/><circle r="21" fill="#c81e1e" stroke="url(#gold)" stroke-width="4"/>`
    + `<text y="${found[1].length > 1 ? 7 : 8}" font-family="${family}" font-size="${found[1].length > 1 ? 19 : 24}" font-weight="900" fill="#ffe08a" text-anchor="middle">${found[1]}</text></g>`;
}

function tile(key: string, category: GameCategory | 'fish', motif: MotifName, name: string, provider?: ProviderCode): string {
  const random = randomFor(key);
  const palette = paletteFor(key, CATEGORY_HUES[category], random);
  const size = Math.min(30, 172 / ems(name));
  const glowX = 60 + random() * 80;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs>${GOLD_DEFS}`
    + `<linearGradient id="bg" x1="0" y1="0" x2="${f(random())}" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset=".55" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient>`
    + `<radialGradient id="glow" cx="${f(glowX / 200)}" cy=".4" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
    + `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.dark}" stop-opacity="0"/><stop offset=".5" stop-color="${palette.dark}" stop-opacity=".85"/></linearGradient></defs>`
    + `<rect width="200" height="200" rx="24" fill="url(#bg)"/>${rays(glowX, 84, 200, 10 + Math.floor(random() * 6), random)}<rect width="200" height="200" rx="24" fill="url(#glow)"/>${sparkles(random, 200, 150, 3)}`
    + `${category === 'fish' && motif !== 'fish' ? underwater(random, palette) : ''}${MOTIFS[motif](random, palette)}${seal(key)}<rect y="140" width="200" height="60" rx="0" fill="url(#band)"/>`
    + `${provider ? venueBadge(provider) : ''}${shadowText(100, 180, size, name, 'url(#gold)')}`
    + `<rect x="3" y="3" width="194" height="194" rx="22" fill="none" stroke="url(#gold)" stroke-width="3" opacity=".85"/></svg>\n`;
}

interface PosterOptions { key: string; width: number; height: number; motif: MotifName; hue?: number; badge?: string; headline: string; tagline: string; button?: string }

/** A wide picture: a headline with a shadow, a tagline and a button on the left, a big motif on the right. */
function poster({ key, width, height, motif, hue, badge, headline, tagline, button }: PosterOptions): string {
  const random = randomFor(key);
  const palette = paletteFor(key, hue, random);
  const motifScale = (height * 0.92) / 170;
  const motifX = width - 200 * motifScale - width * 0.03;
  const textWidth = motifX - 56;
  const size = Math.round(Math.min(height * 0.2, textWidth / ems(headline)));
  const tagSize = Math.round(Math.min(height * 0.075, (textWidth + 30) / ems(tagline)));
  const top = badge ? height * 0.36 : height * 0.32;
  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${GOLD_DEFS}`
    + `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.dark}"/><stop offset=".6" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.light}"/></linearGradient>`
    + `<radialGradient id="glow" cx="${f((motifX + 100 * motifScale) / width)}" cy=".5" r=".45"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="${width}" height="${height}" fill="url(#bg)"/>${rays(motifX + 100 * motifScale, height / 2, width, 16, random, 0.08)}<rect width="${width}" height="${height}" fill="url(#glow)"/>`
    + `<path d="M0 ${f(height * 0.82)}Q${f(width * 0.3)} ${f(height * 0.7)} ${f(width * 0.62)} ${f(height * 0.86)}T${width} ${f(height * 0.8)}V${height}H0Z" fill="url(#gold)" opacity=".22"/><g transform="translate(${f(motifX - 40)} 0)">${sparkles(random, width - motifX + 40, height, 6)}</g>`
    + `<g transform="translate(${f(motifX)} ${f(height * 0.02)}) scale(${motifScale.toFixed(3)})">${MOTIFS[motif](random, palette)}</g>`;
  if (badge) {
    const badgeSize = Math.round(height * 0.075);
    out += `<rect x="40" y="${f(height * 0.1)}" width="${f(ems(badge) * badgeSize + badgeSize * 1.6)}" height="${f(badgeSize * 1.7)}" rx="${f(badgeSize * 0.85)}" fill="url(#gold)"/>`
      + `<text x="${f(40 + badgeSize * 0.8)}" y="${f(height * 0.1 + badgeSize * 1.2)}" font-family="${CJK}" font-size="${badgeSize}" font-weight="700" fill="#7c2d12">${escapeXml(badge)}</text>`;
  }
  out += shadowText(40, top + size * 0.8, size, headline, 'url(#gold)', { anchor: 'start' })
    + `<text x="40" y="${f(top + size * 0.8 + tagSize * 1.9)}" font-family="${CJK}" font-size="${tagSize}" font-weight="500" fill="#fff">${escapeXml(tagline)}</text>`;
  if (button) {
    const buttonSize = Math.round(Math.max(tagSize * 0.95, height * 0.07));
    const y = top + size * 0.8 + tagSize * 2.7;
    const w = ems(button) * buttonSize + buttonSize * 2.2;
    out += `<rect x="40" y="${f(y)}" width="${f(w)}" height="${f(buttonSize * 2)}" rx="${f(buttonSize)}" fill="url(#gold)" stroke="#fff" stroke-width="2"/>`
      + `<text x="${f(40 + w / 2)}" y="${f(y + buttonSize * 1.36)}" font-family="${CJK}" font-size="${buttonSize}" font-weight="900" fill="#7c2d12" text-anchor="middle">${escapeXml(button)}</text>`;
  }
  return `${out}</svg>\n`;
}

/** A /zhanzhu venue card: name and tagline on the left, the motif on the right; or the motif alone. */
function venueCard(key: string, width: number, height: number, motif: MotifName, hue: number, headline?: string, tagline?: string): string {
  const random = randomFor(key);
  const palette = paletteFor(key, hue, random);
  const scale = (height * 0.95) / 170;
  // Alone, the motif stands in the middle: the page writes its name on the left and its button on the right.
  const motifX = headline ? width - 196 * scale : (width - 200 * scale) / 2 + width * 0.06;
  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${GOLD_DEFS}`
    + `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.dark}"/><stop offset=".55" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.light}"/></linearGradient></defs>`
    + `<rect width="${width}" height="${height}" fill="url(#bg)"/>${rays(motifX + 100 * scale, height / 2, width, 14, random, 0.1)}`
    + `<g transform="translate(${f(motifX)} ${f(height * 0.01)}) scale(${scale.toFixed(3)})">${MOTIFS[motif](random, palette)}</g>`;
  if (headline && tagline) {
    const size = Math.round(Math.min(height * 0.2, (motifX - 10) / ems(headline)));
    out += `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.dark}" stop-opacity=".8"/><stop offset=".7" stop-color="${palette.dark}" stop-opacity="0"/></linearGradient>`
      + `<rect x="0" y="${f(height * 0.58)}" width="${width}" height="${f(height * 0.42)}" fill="url(#fade)"/>`
      + shadowText(16, height * 0.8, size, headline, 'url(#gold)', { anchor: 'start' })
      + `<text x="16" y="${f(height * 0.94)}" font-family="${CJK}" font-size="${Math.round(height * 0.085)}" font-weight="500" fill="#fff">${escapeXml(tagline)}</text>`;
  }
  return `${out}<rect x="1.5" y="1.5" width="${width - 3}" height="${height - 3}" fill="none" stroke="url(#gold)" stroke-width="3" opacity=".8"/></svg>\n`;
}

/** A banner's motif from its key: a red packet shows envelopes, a VIP gift a crown... */
function motifForPromotion(key: string): MotifName {
  const rules: Array<[RegExp, MotifName]> = [
    [/red-packet/, 'envelope'], [/birthday/, 'cake'], [/vip/, 'crown'], [/sport/, 'football'], [/slots/, 'slots'],
    [/spring|festival/, 'lantern'], [/second/, 'coins'], [/deposit/, 'gift'],
  ];
  for (const [pattern, motif] of rules) if (pattern.test(key)) return motif;
  return pick(randomFor(key), ['gift', 'coins', 'trophy'] as const);
}

/** The slots tab's fixed fishing entry: the app's own picture (apps/web/public), as the entry is the app's, not a seeded game. */
const FISHING_ENTRY_FILE = 'games/fishing-entry.webp';

const LANDING_MOTIFS: readonly MotifName[] = ['trophy', 'cards', 'football', 'slots', 'lottery', 'chess', 'controller', 'fish'];
const LANDING_HUES: readonly number[] = [215, 350, 150, 275, 25, 190, 250, 200];

/** A drawing and where it goes: under apps/server/static (an address like /media/games/x.webp) or apps/web/public. */
export interface Picture {
  root: 'static' | 'web';
  path: string;
  svg: string;
  /** The words drawn on it, for the tests (a WebP keeps no text). */
  texts: string[];
  /** A game or venue tile's main drawn object, for the tests. */
  motif?: MotifName;
  /** The language of its words: a home banner or promotion picture is drawn in each; the rest are zh-CN. */
  locale: Locale;
}

/** Every picture make-media.ts writes. */
export function drawPictures(): Picture[] {
  const pictures: Picture[] = [];
  const write = (root: Picture['root'], path: string, svg: string, ...texts: string[]) => pictures.push({ root, path, svg, texts, locale: 'zh-CN' });
  const writeTile = (path: string, motif: MotifName, svg: string, ...texts: string[]) => pictures.push({ root: 'static', path, svg, texts, motif, locale: 'zh-CN' });

  for (const game of SEED_GAMES) {
    const motif = motifForGame(game.platform_name, game.game_code, game.category_id);
    writeTile(gameImagePath(game), motif, tile(`${game.platform_name}:${game.game_code}`, game.category_id, motif, game.name), game.name);
  }
  write('web', FISHING_ENTRY_FILE, tile('fishing-entry', 'fish', 'fish', '捕鱼游戏'), '捕鱼游戏');
  for (const providerTile of SEED_PROVIDER_TILES) {
    const fishing = providerTile.provider_code === 'obgdy' || providerTile.provider_code === 'fgfish';
    const category = fishing ? 'fish' : 'concise';
    const motif = motifForGame(providerTile.provider_code, providerTile.game_code, category);
    writeTile(providerTileImagePath(providerTile), motif, tile(`${providerTile.provider_code}:${providerTile.game_code}`, category,
      motif, providerTile.game_name, providerTile.provider_code), providerTile.game_name, VENUES[providerTile.provider_code].name);
  }
  // The same key in every language: the same colours and motif, only the words differ.
  for (const [height, list] of [[300, HOME_BANNER_PICTURES], [280, ACTIVITY_PICTURES]] as const) {
    for (const { key, path, locale, headline, tagline, button } of list) {
      pictures.push({ root: 'static', path, locale, svg: poster({ key, width: 750, height, motif: motifForPromotion(key), headline, tagline, button }), texts: [headline, tagline, button] });
    }
  }
  LANDING_POSTERS.forEach((text: PosterText, index) => {
    write('web', text.file, poster({ key: text.file, width: 750, height: 340, motif: LANDING_MOTIFS[index]!, hue: LANDING_HUES[index], ...text }), text.badge, text.headline, text.tagline);
  });
  SECURITY_POSTERS.forEach((text: PosterText, index) => {
    write('web', text.file, poster({ key: text.file, width: 750, height: 340, motif: index === 0 ? 'shield' : 'lock', hue: index === 0 ? 215 : 160, ...text }), text.badge, text.headline, text.tagline);
  });
  const venueMotifs = { sport: 'football', fishing: 'fish', concise: 'slots', lottery: 'lottery', joker: 'mahjong', gaming: 'controller' } as const;
  for (const venue of VENUE_POSTERS) {
    write('web', venue.file, venueCard(venue.file, 340, 200, venueMotifs[venue.venue], CATEGORY_HUES[venue.venue === 'fishing' ? 'fish' : venue.venue]!, venue.headline, venue.tagline), venue.headline, venue.tagline);
  }
  write('web', LIVE_ENTRY_PICTURE, venueCard(LIVE_ENTRY_PICTURE, 702, 200, 'cards', 330));
  return pictures;
}
