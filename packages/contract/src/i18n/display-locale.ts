import { DEFAULT_LOCALE, type Locale } from './locales.ts';

let active: Locale = DEFAULT_LOCALE;

/**
 * The language amounts and times are shown in (formatMoney, formatDisplayTime). The web app sets it with
 * the rest of a language switch; the server never does, it formats nothing for display.
 */
export function displayLocale(): Locale {
  return active;
}

export function activateDisplayLocale(locale: Locale): void {
  active = locale;
}
