/**
 * Money at the API edge: yuan as JSON numbers with at most 2 decimals; integer fen inside the server.
 * Every conversion goes through decimal text, never through `x * 100`, so nothing drifts
 * (0.29 * 100 is 28.999999999999996 in floating point).
 */

import { displayLocale } from '../i18n/display-locale.ts';
import type { Locale } from '../i18n/locales.ts';

/** Optional minus, digits, optionally a dot and 1-2 digits. */
const YUAN_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Yuan to integer fen, exactly: 0.29 → 29, '1000.5' → 100050, -1 → -100. Null for anything that is
 * not a finite amount with at most 2 decimals (1.005, NaN, Infinity, '1e3', '', null) or whose fen
 * would not be a safe integer. Negative amounts convert; refusing them is the caller's business.
 */
export function yuanToFen(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value); // the shortest text that reads back as this number: 0.29 → '0.29'
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = YUAN_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole, cents = ''] = match;
  const fen = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) return null;
  return sign === '-' && fen !== 0 ? -fen : fen;
}

/** Integer fen to yuan: 100050 → 1000.5. An integer divided by 100 is the nearest double to the decimal. */
export function fenToYuan(fen: number): number {
  return Math.round(fen) / 100 + 0; // + 0 turns -0 into 0
}

/**
 * Yuan with exactly two decimals and no separators: 1000.5 → '1000.50', the text of amounts sent to the
 * server, put into inputs and quoted in the server's messages (screens show formatMoney). Rounds to the nearest fen; anything not finite
 * shows as '0.00' (a display never shows NaN).
 */
export function formatYuan(yuan: number): string {
  if (typeof yuan !== 'number' || !Number.isFinite(yuan)) return '0.00';
  const fen = Math.round(Number((yuan * 100).toPrecision(15)));
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One formatter per language: building an Intl.NumberFormat costs far more than using one. */
const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * The one way a screen shows an amount: Intl's grouping for the language and exactly two decimals,
 * 1288888.88 → '1,288,888.88' (zh-CN, zh-TW and en all group by thousands with a comma), -1000 →
 * '-1,000.00'; rounded to the nearest fen first as formatYuan does, not finite → 0.00. Display only: what
 * is sent or put into an editable input stays formatYuan's plain digits, which the wire rules read.
 */
export function formatMoney(yuan: number, locale: Locale = displayLocale()): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  // formatYuan's text reads back as the nearest double to the rounded fen, which Intl prints exactly.
  return format.format(Number(formatYuan(yuan)) + 0);
}

/**
 * Floors to 2 decimals (the USDT previews of part 2 §9): 100 / 7 → 14.28. The product x * 100 is
 * first cut to 15 significant digits so floating-point noise does not floor a whole fen away
 * (0.29 * 100 = 28.999999999999996 → 29, so floorTo2(0.29) = 0.29). Not finite → 0.
 */
export function floorTo2(x: number): number {
  if (typeof x !== 'number' || !Number.isFinite(x)) return 0;
  return Math.floor(Number((x * 100).toPrecision(15))) / 100 + 0;
}
