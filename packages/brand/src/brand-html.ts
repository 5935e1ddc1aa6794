import type { Brand } from './brand.ts';

/** Where a brand's pictures are served, beside index.html (the app works from any folder: relative). */
export const BRAND_ASSET_DIR = 'brand';
export const MANIFEST_FILE = 'manifest.webmanifest';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Replaces the first match, or inserts `addition` before </head> when there is none. */
function replaceOrAdd(html: string, pattern: RegExp, replacement: string): string {
  return pattern.test(html) ? html.replace(pattern, replacement) : html.replace('</head>', `  ${replacement}\n  </head>`);
}

/** The brand's design tokens as one rule over tokens.css (which feeds antd-mobile's variables). */
function brandStyle(brand: Brand): string {
  const declarations = Object.entries(brand.tokens).map(([name, value]) => `${name}:${value}`).join(';');
  // :root three times: above tokens.css (`:root:root`, which itself outranks antd-mobile's defaults).
  return `<style id="lobby-brand">:root:root:root{${declarations}}</style>`;
}

/**
 * The built index.html dressed as `brand`, before the first paint and with no extra request: the
 * language and the brand's languages on <html> (read by the app as it starts), the title, the chrome
 * colour, the icons, the manifest, and the design tokens inline. Applying it again, or another brand
 * over it, gives the same page as applying that brand once.
 */
export function brandIndexHtml(html: string, brand: Brand): string {
  const asset = (file: string) => `./${BRAND_ASSET_DIR}/${escapeHtml(file)}`;
  let page = html.replace(/<html[^>]*>/, `<html lang="${brand.defaultLocale}" data-brand="${brand.id}" data-locales="${brand.locales.join(' ')}" data-default-locale="${brand.defaultLocale}" data-logo="${asset(brand.logo)}">`);
  page = replaceOrAdd(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.name)}</title>`);
  page = replaceOrAdd(page, /<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(brand.description)}" />`);
  page = replaceOrAdd(page, /<meta name="theme-color"[^>]*>/, `<meta name="theme-color" content="${brand.themeColor}" />`);
  page = replaceOrAdd(page, /<meta name="apple-mobile-web-app-title"[^>]*>/, `<meta name="apple-mobile-web-app-title" content="${escapeHtml(brand.shortName)}" />`);
  page = replaceOrAdd(page, /<link rel="icon"[^>]*>/, `<link rel="icon" href="${asset(brand.favicon)}" />`);
  page = replaceOrAdd(page, /<link rel="apple-touch-icon"[^>]*>/, `<link rel="apple-touch-icon" href="${asset(brand.icons.apple)}" />`);
  page = replaceOrAdd(page, /<link rel="manifest"[^>]*>/, `<link rel="manifest" href="./${MANIFEST_FILE}" />`);
  page = replaceOrAdd(page, /<style id="lobby-brand">[^<]*<\/style>/, brandStyle(brand));
  return page;
}
