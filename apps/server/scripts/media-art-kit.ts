/** What the drawings of media-art.ts and media-art-themes.ts share: fonts, number formatting, small shapes. */

export const CJK = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";
export const CJK_SERIF = "'Noto Serif CJK SC','Songti SC',serif";
export const NUMERALS = "'DejaVu Sans','Arial',sans-serif";

export type Random = () => number;
export const pick = <T,>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
export const f = (n: number): string => n.toFixed(1).replace(/\.0$/, '');

export interface Palette { hue: number; dark: string; mid: string; light: string; accent: string }

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, r: number, fill = '#fff6c2'): string {
  const k = r * 0.22;
  return `<path d="M${f(x)} ${f(y - r)}Q${f(x + k)} ${f(y - k)} ${f(x + r)} ${f(y)}Q${f(x + k)} ${f(y + k)} ${f(x)} ${f(y + r)}Q${f(x - k)} ${f(y + k)} ${f(x - r)} ${f(y)}Q${f(x - k)} ${f(y - k)} ${f(x)} ${f(y - r)}Z" fill="${fill}"/>`;
}

export function starPath(cx: number, cy: number, outer: number, inner: number): string {
  let d = '';
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    d += `${i === 0 ? 'M' : 'L'}${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}`;
  }
  return `${d}Z`;
}

export type Motif = (random: Random, palette: Palette) => string;
