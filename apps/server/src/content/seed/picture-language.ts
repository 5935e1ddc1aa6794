import type { Locale } from '@lobby/contract/i18n';

/** The languages a seeded banner or promotion picture is drawn in besides zh-CN (the seed rows' own). */
export const PICTURE_LOCALES = ['en', 'zh-TW'] as const satisfies readonly Locale[];

/**
 * A seeded picture's address in a language: the zh-CN picture is the row's own address, the others are
 * written beside it with the language before the extension (/media/banners/home-vip.en.webp).
 */
export function pictureIn(path: string, locale: Locale): string {
  return locale === 'zh-CN' ? path : path.replace(/\.webp$/, `.${locale}.webp`);
}
