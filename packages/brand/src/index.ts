/** @lobby/brand: brands (skins) as files, applied to the built app by the build, the server and a deploy script (issue 14). */
export { BrandError, brandFiles, parseBrand, type Brand } from './brand.ts';
export { BRAND_ASSET_DIR, brandIndexHtml, MANIFEST_FILE } from './brand-html.ts';
export { brandManifest } from './brand-manifest.ts';
export { brandForHost, readBrand, readBrands, type BrandFolder } from './read-brands.ts';
