/**
 * Themed motifs for the slot and fishing tiles, so the games of one venue each show their own object
 * (a shark, a mermaid's tail, a bull's head...) rather than one scene recoloured. Same box as media-art.ts:
 * 200 x 200, centred on (100, 90), the lower band left to the name.
 */
import { CJK_SERIF, NUMERALS, f, pick, sparkle, starPath, type Motif } from './media-art-kit.ts';

/** A cat's or tiger's head: ears, face, eyes, whiskers; the caller adds what tells them apart. */
function beastHead(fur: string, ear: string, muzzle: string): string {
  return `<path d="M52 70L56 22L88 50ZM148 70L144 22L112 50Z" fill="${fur}" stroke="#3f2a14" stroke-width="2"/><path d="M60 60L62 34L80 52ZM140 60L138 34L120 52Z" fill="${ear}"/>`
    + `<ellipse cx="103" cy="96" rx="56" ry="48" fill="rgba(0,0,0,.3)"/><ellipse cx="100" cy="90" rx="56" ry="48" fill="${fur}" stroke="#3f2a14" stroke-width="2"/>`
    + `<ellipse cx="100" cy="110" rx="28" ry="20" fill="${muzzle}"/><ellipse cx="78" cy="84" rx="8" ry="10" fill="#1f2937"/><ellipse cx="122" cy="84" rx="8" ry="10" fill="#1f2937"/><circle cx="80" cy="80" r="3" fill="#fff"/><circle cx="124" cy="80" r="3" fill="#fff"/>`
    + `<path d="M94 100H106L100 107Z" fill="#db2777"/><path d="M100 107Q92 116 86 110M100 107Q108 116 114 110M70 104L40 98M70 110L42 114M130 104L160 98M130 110L158 114" stroke="#3f2a14" stroke-width="2" fill="none"/>`;
}

/** Eight tentacles curling out from under a head. */
function tentacles(colour: string): string {
  let d = '';
  for (let i = 0; i < 8; i += 1) {
    const x = 58 + i * 12;
    const side = i < 4 ? -1 : 1;
    d += `M${x} 92Q${x - side * 6} 118 ${x + side * 10} 130Q${x + side * 20} 134 ${x + side * 14} 122`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
}

export const THEMED_MOTIFS = {
  octopus: (random) => {
    const body = pick(random, ['#f43f5e', '#a855f7', '#fb923c']);
    return `${tentacles(body)}<ellipse cx="103" cy="70" rx="42" ry="38" fill="rgba(0,0,0,.25)"/><ellipse cx="100" cy="64" rx="42" ry="38" fill="${body}"/><ellipse cx="84" cy="44" rx="12" ry="7" fill="#fff" opacity=".4" transform="rotate(-25 84 44)"/>`
      + `<circle cx="84" cy="70" r="10" fill="#fff"/><circle cx="116" cy="70" r="10" fill="#fff"/><circle cx="86" cy="72" r="5" fill="#111"/><circle cx="114" cy="72" r="5" fill="#111"/><path d="M90 88Q100 96 110 88" stroke="#111" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  },
  dragon: (random) => {
    const body = pick(random, ['#dc2626', '#16a34a', '#ea580c']);
    const spine = 'M166 136C200 106 156 76 124 100S64 126 78 86';
    return `<path d="${spine}" stroke="#7f1d1d" stroke-width="26" fill="none" stroke-linecap="round"/><path d="${spine}" stroke="${body}" stroke-width="20" fill="none" stroke-linecap="round"/><path d="${spine}" stroke="url(#gold)" stroke-width="6" stroke-dasharray="6 5" fill="none"/>`
      + `<path d="M70 66L50 44M80 62L76 42" stroke="url(#gold)" stroke-width="6" stroke-linecap="round"/><path d="M94 66Q112 60 108 80Q118 76 116 92" stroke="#fb923c" stroke-width="5" fill="none"/>`
      + `<path d="M56 72Q74 56 96 72Q102 86 88 94L58 94Q40 92 40 82Z" fill="${body}" stroke="url(#gold)" stroke-width="3"/><path d="M40 84L54 88L44 96" fill="#fff" stroke="#7f1d1d" stroke-width="1.5"/>`
      + `<circle cx="76" cy="74" r="6" fill="#fff"/><circle cx="75" cy="74" r="3" fill="#111"/><path d="M44 78Q24 74 20 92M50 90Q34 102 40 118" stroke="url(#gold)" stroke-width="3" fill="none"/>`
      + `<circle cx="150" cy="54" r="14" fill="url(#gold)" stroke="#fff" stroke-width="2"/><path d="M140 42Q150 26 162 42" stroke="#f97316" stroke-width="4" fill="none"/>${sparkle(176, 78, 7)}`;
  },
  mermaid: (random) => {
    const tail = pick(random, ['#14b8a6', '#8b5cf6', '#0ea5e9']);
    let scales = '';
    for (let row = 0; row < 4; row += 1) for (let i = 0; i < 3 - (row > 1 ? 1 : 0); i += 1) scales += `M${82 + i * 12 + row * 5} ${56 + row * 16}q6 8 12 0`;
    return `<path d="M76 40Q62 92 104 116L124 128Q132 120 126 112L112 100Q96 78 122 40Z" fill="${tail}" stroke="#134e4a" stroke-width="2"/><path d="${scales}" stroke="#fff" stroke-width="2" fill="none" opacity=".6"/>`
      + `<path d="M118 118Q150 92 166 108Q150 118 140 128Q158 140 150 160Q128 140 118 118Z" fill="${tail}" stroke="#134e4a" stroke-width="2"/><path d="M126 122L156 110M126 126L148 152" stroke="#fff" stroke-width="1.5" opacity=".6"/>`
      + `<path d="M70 40Q99 26 128 40L120 48Q99 40 78 48Z" fill="#f9a8d4" stroke="#be185d" stroke-width="2"/><circle cx="99" cy="30" r="7" fill="#fff" stroke="#cbd5e1"/>${sparkle(50, 60, 8)}${sparkle(160, 52, 6)}`;
  },
  shark: (random) => {
    const skin = pick(random, ['#64748b', '#475569', '#0e7490']);
    return `<path d="M18 96Q56 60 126 66L142 30L156 72Q182 80 192 98Q172 108 148 108L160 134L134 112Q76 122 18 96Z" fill="${skin}" stroke="#1e293b" stroke-width="2"/>`
      + `<path d="M18 96L4 70L12 98L2 124Z" fill="${skin}" stroke="#1e293b" stroke-width="2"/><path d="M60 104Q120 120 180 100Q150 112 126 112Q90 116 60 104Z" fill="#f1f5f9"/>`
      + `<path d="M150 98L156 104L160 98L165 104L169 98L174 103L178 97" stroke="#fff" stroke-width="2" fill="#fff"/><circle cx="164" cy="84" r="5" fill="#111"/><circle cx="165" cy="83" r="1.6" fill="#fff"/><path d="M130 80Q126 90 130 100M138 80Q134 90 138 100" stroke="#1e293b" stroke-width="2" fill="none"/>`;
  },
  thunder: (random) => {
    const bolt = (x: number, y: number, s: number) => `<path transform="translate(${f(x)} ${y}) scale(${s})" d="M14 0L-6 38H10L0 72L34 24H18L30 0Z" fill="#fde047" stroke="#a16207" stroke-width="2" stroke-linejoin="round"/>`;
    return `<g fill="#334155"><circle cx="72" cy="68" r="24"/><circle cx="106" cy="56" r="30"/><circle cx="138" cy="68" r="24"/><rect x="58" y="66" width="94" height="24" rx="12"/></g><path d="M62 60Q72 46 88 50M100 40Q114 32 128 44" stroke="#94a3b8" stroke-width="4" fill="none" stroke-linecap="round"/>`
      + bolt(88, 84, 0.8) + bolt(134 + random() * 8, 88, 0.45) + bolt(56, 90, 0.4);
  },
  ship: (random) => {
    const sail = pick(random, ['#fff', '#fef3c7', '#fecaca']);
    return `<path d="M100 24V114M62 50V112" stroke="#78350f" stroke-width="5"/><path d="M104 28Q146 58 104 100Z" fill="${sail}" stroke="#a16207" stroke-width="2"/><path d="M66 52Q98 74 66 100Z" fill="${sail}" stroke="#a16207" stroke-width="2"/><path d="M100 24L122 30L100 36Z" fill="#dc2626"/>`
      + `<path d="M28 110H176L156 142H48Z" fill="#92400e" stroke="#451a03" stroke-width="2"/><path d="M36 120H168" stroke="url(#gold)" stroke-width="4"/><circle cx="70" cy="130" r="4" fill="url(#gold)"/><circle cx="100" cy="130" r="4" fill="url(#gold)"/><circle cx="130" cy="130" r="4" fill="url(#gold)"/>`
      + `<path d="M10 144Q30 134 50 144T90 144T130 144T170 144T200 144" stroke="#fff" stroke-width="4" fill="none" opacity=".7"/>`;
  },
  starfish: (random) => {
    const colour = pick(random, ['#fb923c', '#f472b6', '#facc15']);
    let dots = '';
    for (let i = 0; i < 5; i += 1) {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      for (const r of [18, 32]) dots += `<circle cx="${f(100 + r * Math.cos(a))}" cy="${f(86 + r * Math.sin(a))}" r="${r === 18 ? 4 : 3}" fill="#fff" opacity=".75"/>`;
    }
    return `<path d="${starPath(103, 92, 56, 24)}" fill="rgba(0,0,0,.3)" stroke="rgba(0,0,0,.3)" stroke-width="12" stroke-linejoin="round"/><path d="${starPath(100, 86, 56, 24)}" fill="${colour}" stroke="${colour}" stroke-width="12" stroke-linejoin="round"/>${dots}`
      + `<path d="M150 140Q160 118 172 140Z" fill="#fde68a" stroke="#b45309" stroke-width="2"/>${sparkle(40, 40, 8)}`;
  },
  moon: (random) => `<path d="M118 26A58 58 0 1 0 164 118A46 46 0 1 1 118 26Z" fill="url(#gold)" stroke="#fff" stroke-width="3"/>`
    + `<path d="${starPath(140, 56, 16, 7)}" fill="#fff"/><path d="${starPath(56 + random() * 8, 40, 9, 4)}" fill="#fde68a"/><path d="${starPath(162, 96, 8, 3.5)}" fill="#fde68a"/>${sparkle(40, 120, 7)}`,
  bull: (random) => {
    const hide = pick(random, ['#7c2d12', '#44403c', '#92400e']);
    return `<path d="M70 58Q36 58 26 26Q48 46 76 46ZM130 58Q164 58 174 26Q152 46 124 46Z" fill="#fef3c7" stroke="#78350f" stroke-width="2"/><ellipse cx="58" cy="74" rx="16" ry="9" fill="${hide}" transform="rotate(20 58 74)"/><ellipse cx="142" cy="74" rx="16" ry="9" fill="${hide}" transform="rotate(-20 142 74)"/>`
      + `<path d="M68 54Q100 40 132 54L126 106Q120 138 100 140Q80 138 74 106Z" fill="${hide}" stroke="#1c1917" stroke-width="2"/><ellipse cx="100" cy="120" rx="26" ry="18" fill="#d6a77a"/><ellipse cx="90" cy="120" rx="4" ry="6" fill="#1c1917"/><ellipse cx="110" cy="120" rx="4" ry="6" fill="#1c1917"/>`
      + `<circle cx="84" cy="82" r="6" fill="#fff"/><circle cx="116" cy="82" r="6" fill="#fff"/><circle cx="85" cy="83" r="3" fill="#111"/><circle cx="115" cy="83" r="3" fill="#111"/><circle cx="100" cy="138" r="9" fill="none" stroke="url(#gold)" stroke-width="4"/>`;
  },
  gem: (random) => {
    const colour = pick(random, ['#22d3ee', '#f43f5e', '#a855f7', '#34d399']);
    return `<path d="M52 66L76 38H124L148 66L100 136Z" fill="rgba(0,0,0,.3)" transform="translate(3 5)"/><path d="M52 66L76 38H124L148 66Z" fill="${colour}" stroke="#fff" stroke-width="2"/><path d="M52 66H148L100 136Z" fill="${colour}" stroke="#fff" stroke-width="2"/>`
      + `<path d="M76 38L88 66L100 38L112 66L124 38M88 66L100 136L112 66" stroke="#fff" stroke-width="1.5" fill="none" opacity=".8"/><path d="M76 38L88 66H52Z" fill="#fff" opacity=".35"/>${sparkle(140, 34, 10)}${sparkle(56, 110, 7)}`;
  },
  fruit: () => `<path d="M32 80A60 60 0 0 0 152 80Z" fill="#16a34a"/><path d="M38 80A54 54 0 0 0 146 80Z" fill="#fef9c3"/><path d="M44 80A48 48 0 0 0 140 80Z" fill="#ef4444"/>`
    + [60, 78, 92, 108, 124, 72, 100, 116].map((x, i) => `<ellipse cx="${x}" cy="${i < 5 ? 92 : 110}" rx="2.5" ry="4" fill="#111"/>`).join('')
    + `<path d="M138 122Q140 96 158 80M166 120Q160 98 158 80" stroke="#15803d" stroke-width="3" fill="none"/><circle cx="136" cy="126" r="14" fill="#dc2626"/><circle cx="166" cy="124" r="14" fill="#b91c1c"/><circle cx="131" cy="121" r="4" fill="#fff" opacity=".5"/><path d="M158 80Q170 70 180 78Q168 86 158 80Z" fill="#22c55e"/>`,
  panda: () => `<path d="M150 20V146M164 36V140" stroke="#65a30d" stroke-width="8" stroke-dasharray="30 3"/><path d="M150 50L172 40M164 70L184 64" stroke="#65a30d" stroke-width="4"/>`
    + `<circle cx="60" cy="46" r="18" fill="#111"/><circle cx="130" cy="46" r="18" fill="#111"/><ellipse cx="98" cy="92" rx="54" ry="48" fill="rgba(0,0,0,.3)"/><ellipse cx="95" cy="86" rx="54" ry="48" fill="#fff" stroke="#111" stroke-width="2"/>`
    + `<ellipse cx="74" cy="84" rx="13" ry="17" fill="#111" transform="rotate(30 74 84)"/><ellipse cx="116" cy="84" rx="13" ry="17" fill="#111" transform="rotate(-30 116 84)"/><circle cx="76" cy="82" r="4" fill="#fff"/><circle cx="114" cy="82" r="4" fill="#fff"/>`
    + `<ellipse cx="95" cy="106" rx="9" ry="6" fill="#111"/><path d="M95 112Q88 122 82 116M95 112Q102 122 108 116" stroke="#111" stroke-width="2.5" fill="none"/><circle cx="66" cy="108" r="7" fill="#fda4af" opacity=".7"/><circle cx="124" cy="108" r="7" fill="#fda4af" opacity=".7"/>`,
  luckyCat: () => `<path d="M156 136V78" stroke="#fff" stroke-width="22" stroke-linecap="round"/><ellipse cx="156" cy="62" rx="16" ry="18" fill="#fff" stroke="#3f2a14" stroke-width="2"/><path d="M148 52V60M156 50V60M164 52V60" stroke="#3f2a14" stroke-width="1.5"/>`
    + beastHead('#fff', '#fda4af', '#fff') + `<path d="M56 130Q100 148 144 130" stroke="#dc2626" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="100" cy="144" r="10" fill="url(#gold)" stroke="#a16207" stroke-width="2"/><path d="M92 146H108" stroke="#a16207" stroke-width="2"/>`,
  tiger: () => beastHead('#f97316', '#fde68a', '#fff7ed')
    + `<path d="M48 80L66 84M46 96L64 94M152 80L134 84M154 96L136 94M88 50L92 60M112 50L108 60" stroke="#1f2937" stroke-width="5" stroke-linecap="round"/>`
    + `<text x="100" y="72" font-family="${CJK_SERIF}" font-size="24" font-weight="900" fill="#1f2937" text-anchor="middle">王</text>`,
  snowflake: (random) => {
    const arm = `<path d="M100 86V30M100 50L86 38M100 50L114 38M100 66L88 58M100 66L112 58" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none"/>`;
    let flake = '';
    for (let i = 0; i < 6; i += 1) flake += `<g transform="rotate(${i * 60} 100 86)">${arm}</g>`;
    return `<circle cx="100" cy="86" r="62" fill="#bae6fd" opacity=".35"/><g transform="rotate(${f(random() * 30)} 100 86)">${flake}</g><circle cx="100" cy="86" r="9" fill="#e0f2fe" stroke="#0ea5e9" stroke-width="3"/>`
      + `<path d="M30 140L46 112L60 140ZM144 140L160 104L176 140Z" fill="#e0f2fe" stroke="#7dd3fc" stroke-width="2"/>${sparkle(44, 40, 8, '#fff')}`;
  },
  chips: (random, palette) => {
    let stacks = `<ellipse cx="100" cy="134" rx="84" ry="20" fill="#0b6b3a" stroke="url(#gold)" stroke-width="3"/>`;
    const colours = ['#dc2626', '#1d4ed8', palette.accent];
    [[58, 5], [100, 8], [142, 4]].forEach(([x, count], i) => {
      for (let j = 0; j < count! + Math.floor(random() * 2); j += 1) {
        const y = 132 - j * 9;
        stacks += `<ellipse cx="${x}" cy="${y + 4}" rx="24" ry="9" fill="rgba(0,0,0,.35)"/><ellipse cx="${x}" cy="${y}" rx="24" ry="9" fill="${colours[i]}" stroke="#fff" stroke-width="2.5" stroke-dasharray="7 5"/>`;
      }
    });
    return stacks;
  },
  clock: (random) => {
    const hour = random() * Math.PI * 2;
    const numbers = [[100, 52, '12'], [138, 92, '3'], [100, 130, '6'], [62, 92, '9']] as const;
    return `<circle cx="64" cy="40" r="18" fill="url(#gold)" stroke="#a16207" stroke-width="2"/><circle cx="136" cy="40" r="18" fill="url(#gold)" stroke="#a16207" stroke-width="2"/><path d="M66 130L54 146M134 130L146 146" stroke="#1f2937" stroke-width="7" stroke-linecap="round"/>`
      + `<circle cx="103" cy="92" r="54" fill="rgba(0,0,0,.3)"/><circle cx="100" cy="86" r="54" fill="#dc2626" stroke="url(#gold)" stroke-width="4"/><circle cx="100" cy="86" r="44" fill="#fff"/>`
      + numbers.map(([x, y, n]) => `<text x="${x}" y="${y}" font-family="${NUMERALS}" font-size="13" font-weight="bold" fill="#1f2937" text-anchor="middle">${n}</text>`).join('')
      + `<path d="M100 86L${f(100 + 22 * Math.cos(hour))} ${f(86 + 22 * Math.sin(hour))}M100 86V52" stroke="#1f2937" stroke-width="5" stroke-linecap="round"/><circle cx="100" cy="86" r="5" fill="#dc2626"/>`;
  },
  ticket: (random) => {
    const marked = new Set<number>();
    while (marked.size < 5) marked.add(Math.floor(random() * 12));
    let grid = '';
    for (let i = 0; i < 12; i += 1) {
      const x = 62 + (i % 4) * 26;
      const y = 70 + Math.floor(i / 4) * 24;
      grid += `<circle cx="${x}" cy="${y}" r="10" fill="${marked.has(i) ? '#dc2626' : '#fff'}" stroke="#dc2626" stroke-width="1.5"/><text x="${x}" y="${y + 4}" font-family="${NUMERALS}" font-size="10" font-weight="bold" fill="${marked.has(i) ? '#fff' : '#dc2626'}" text-anchor="middle">${i < 11 ? String(i + 1).padStart(2, '0') : '★'}</text>`;
    }
    return `<g transform="rotate(-6 100 90)"><rect x="41" y="37" width="124" height="112" rx="8" fill="rgba(0,0,0,.3)"/><rect x="38" y="32" width="124" height="112" rx="8" fill="#fffbeb" stroke="url(#gold)" stroke-width="4"/>`
      + `<rect x="38" y="32" width="124" height="20" rx="8" fill="#dc2626"/><path d="M46 42H154" stroke="#fff" stroke-width="2" stroke-dasharray="4 4"/>${grid}</g>`;
  },
} satisfies Record<string, Motif>;

export type ThemedMotifName = keyof typeof THEMED_MOTIFS;
