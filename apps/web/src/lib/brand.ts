import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@lobby/contract/i18n';

/**
 * The brand this page was served as (issue 14), read from the attributes the brand put on <html>
 * (@lobby/brand's brandIndexHtml): no request, so the first render already has it. A page without them
 * (the dev server's bare index.html in tests) is the default: every language, zh-CN first.
 */
export interface PageBrand {
  locales: readonly Locale[];
  defaultLocale: Locale;
  /** The brand's logo, shown when app info names none. */
  logo: string | undefined;
}

export function pageBrand(root: HTMLElement = document.documentElement): PageBrand {
  const locales = (root.dataset.locales ?? '').split(' ').filter(isLocale);
  const defaultLocale = root.dataset.defaultLocale;
  return {
    locales: locales.length > 0 ? locales : LOCALES,
    defaultLocale: isLocale(defaultLocale) ? defaultLocale : DEFAULT_LOCALE,
    logo: root.dataset.logo || undefined,
  };
}
