import { displayLocale } from '../i18n/display-locale.ts';
import type { Locale } from '../i18n/locales.ts';
import { formatServerTime, parseServerTime } from './time.ts';

// A module of its own (not time.ts, which the first screen needs): only the pages that list times load it.
/** How each language writes a time: Intl in Beijing time (the platform's clock), 24-hour. */
const DISPLAY_TIME_OPTIONS: Readonly<Record<Exclude<Locale, 'zh-CN'>, Intl.DateTimeFormatOptions>> = {
  // Taiwan's own order: 2026/11/24 12:05:06.
  'zh-TW': { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  // A month name cannot be misread as day/month: Nov 24, 2026, 12:05:06.
  en: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' },
};
const displayTimeFormats = new Map<string, Intl.DateTimeFormat>();

function displayTimeFormat(locale: Exclude<Locale, 'zh-CN'>, dateOnly: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${dateOnly}`;
  let format = displayTimeFormats.get(key);
  if (!format) {
    const { year, month, day, ...timeOfDay } = DISPLAY_TIME_OPTIONS[locale];
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Shanghai',
      year, month, day,
      ...(dateOnly ? {} : { ...timeOfDay, hourCycle: 'h23' }),
    });
    displayTimeFormats.set(key, format);
  }
  return format;
}

/**
 * A server time as a member reads it in their language: zh-CN keeps the spec's own
 * 'YYYY-MM-DD HH:mm:ss' (the spec's screens, unchanged), zh-TW and English are Intl's form of the same
 * Beijing wall clock. A date without a time of day shows as a date. Text that is not a time is shown as
 * the server sent it.
 */
export function formatDisplayTime(text: unknown, locale: Locale = displayLocale()): string {
  if (typeof text !== 'string') return '';
  const instant = parseServerTime(text);
  if (!instant) return text;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text.trim());
  if (locale === 'zh-CN') return dateOnly ? text.trim() : formatServerTime(instant);
  // ICU versions differ in the space they put between date and time (U+2009, U+202F): one plain space.
  return displayTimeFormat(locale, dateOnly).format(instant).replace(/\s/g, ' ');
}
