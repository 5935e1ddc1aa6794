import { activateDisplayLocale, activateMessages, DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@lobby/contract/i18n';
import type { Locale as AntdLocale } from 'antd-mobile/es/locales/base';
import { queryClient } from '@/lib/query-client';
import { useLocaleStore } from '@/stores/locale-store';
import { loadCatalogues } from './catalogues/load-catalogues';
import { activateLabels } from './localized-labels';
import { LOCALE_STORAGE_KEY } from './locale-storage-key';

export { LOCALE_STORAGE_KEY };

function storedLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language of this visit: the member's own choice if the brand still offers it, else the brand's
 * default. The browser's language is deliberately not consulted: members of a Chinese platform often
 * run phones set to English, and the operator's brand decides what a newcomer sees (issue 14).
 */
export function startingLocale(offered: readonly Locale[] = LOCALES, brandDefault: Locale = DEFAULT_LOCALE): Locale {
  const stored = storedLocale();
  if (stored && offered.includes(stored)) return stored;
  return offered.includes(brandDefault) ? brandDefault : (offered[0] ?? DEFAULT_LOCALE);
}


/** antd-mobile's own zh-CN texts, kept before the first switch replaces them. */
let antdBuiltIn: AntdLocale | undefined;

/**
 * Loads a language's catalogues and makes every text follow it: the labels, the contract's messages,
 * antd-mobile's texts and `<html lang>`. The store changes last, so that the re-render it causes finds
 * everything in the new language.
 *
 * antd-mobile's language goes in as its default config rather than through a ConfigProvider in the
 * app's root: the provider lives in antd's shared component chunk, which the first screen would then
 * have to download (11 KB gzip) for every member. The pages redraw on a switch (App keys them by
 * language), so they read the new default.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  const [catalogues, antdConfig] = await Promise.all([loadCatalogues[locale](), import('antd-mobile/es/components/config-provider')]);
  antdBuiltIn ??= antdConfig.getDefaultConfig().locale;
  activateLabels(locale, catalogues.labels);
  activateMessages(catalogues.messages);
  activateDisplayLocale(locale);
  antdConfig.setDefaultConfig({ locale: catalogues.antd ?? antdBuiltIn });
  document.documentElement.lang = locale;
  useLocaleStore.setState({ locale });
}

/**
 * The visit's language as the app starts, before anything renders. The store takes it at once, so that
 * the first screen's calls, sent while its texts load, already ask for it (Accept-Language): a call primed
 * in zh-CN would not be taken by the page asking in English, and would go out twice. Should the texts
 * fail to load, the app opens in zh-CN.
 */
export function startLocale(locale: Locale): Promise<void> | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  useLocaleStore.setState({ locale });
  return applyLocale(locale).catch(() => {
    useLocaleStore.setState({ locale: DEFAULT_LOCALE });
    document.documentElement.lang = DEFAULT_LOCALE;
  });
}

/** The member picks a language (the drawer, /setting): applied now and remembered on this device. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await applyLocale(locale);
  // The server answers the operator's content (notices, promotions, messages) in the language asked:
  // what is on screen now came in the old one, so the shown queries ask again, the others when next shown.
  void queryClient.invalidateQueries();
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice holds for this visit only.
  }
}
