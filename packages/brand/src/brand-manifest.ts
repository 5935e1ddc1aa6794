import type { Brand } from './brand.ts';
import { BRAND_ASSET_DIR } from './brand-html.ts';

/**
 * The brand's web app manifest (what 添加到主屏幕 and the install prompt read): its names, icons and
 * colours, standalone, opening the app's home. Relative addresses: the app may live in any folder.
 */
export function brandManifest(brand: Brand) {
  const icon = (file: string, sizes: string, purpose?: string) => ({
    src: `./${BRAND_ASSET_DIR}/${file}`, sizes, type: file.endsWith('.svg') ? 'image/svg+xml' : 'image/png', ...(purpose ? { purpose } : {}),
  });
  return {
    id: './',
    name: brand.name,
    short_name: brand.shortName,
    description: brand.description,
    lang: brand.defaultLocale,
    start_url: './',
    scope: './',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    icons: [icon(brand.icons.any192, '192x192'), icon(brand.icons.any512, '512x512'), icon(brand.icons.maskable512, '512x512', 'maskable')],
  };
}
