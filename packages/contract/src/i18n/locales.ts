/**
 * The languages Lobby speaks (issue 14): Simplified Chinese (the spec's texts, the default), Traditional
 * Chinese and English. A brand offers some of them; the member picks one; the app sends it as
 * Accept-Language and the reference server answers in it.
 */
export const LOCALES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a tag such as zh-Hant-HK, zh-SG or en-GB is read in, if we speak it. */
function localeOfTag(tag: string): Locale | undefined {
  const parts = tag.trim().toLowerCase().split(/[-_]/);
  if (parts[0] === 'en') return 'en';
  if (parts[0] !== 'zh') return undefined;
  if (parts.includes('hant') || parts.includes('tw') || parts.includes('hk') || parts.includes('mo')) return 'zh-TW';
  return 'zh-CN';
}

/**
 * The best of `offered` for an Accept-Language header (RFC 9110 §12.5.4: tags in order of their q
 * weight, q=0 meaning "not this"), or the first offered when none matches.
 */
export function negotiateLocale(header: string | undefined, offered: readonly Locale[] = LOCALES): Locale {
  const fallback = offered[0] ?? DEFAULT_LOCALE;
  if (!header) return fallback;
  const ranked = header
    .slice(0, 256)
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { locale: localeOfTag(tag), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.weight > 0 && entry.locale !== undefined && offered.includes(entry.locale))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked[0]?.locale ?? fallback;
}

/**
 * Each language by its own name (an endonym, the same whatever language the app is in): a member who
 * cannot read the current language still finds theirs. Shown with its `lang` so it is read aloud right.
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
};
