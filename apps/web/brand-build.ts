import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_ASSET_DIR, brandFiles, brandIndexHtml, brandManifest, MANIFEST_FILE, readBrand } from '@lobby/brand';
import type { Plugin } from 'vite';

/**
 * Dresses the build as the default brand (issue 14): index.html carries its name, colours, icons and
 * languages, and the build holds its manifest and pictures, so the built folder is a complete app on any
 * static host. Another brand needs no rebuild: the reference server re-dresses index.html per host
 * (apps/server, plugins/external/web-app.ts), and `npm run brand` re-dresses a built folder for a static deploy.
 */
export function defaultBrand(brandsDir: string, id: string): Plugin {
  const { brand, dir } = readBrand(join(brandsDir, id), id);
  return {
    name: 'lobby-default-brand',
    transformIndexHtml: (html) => brandIndexHtml(html, brand),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: `${JSON.stringify(brandManifest(brand), null, 2)}\n` });
      for (const file of brandFiles(brand)) {
        this.emitFile({ type: 'asset', fileName: `${BRAND_ASSET_DIR}/${file}`, source: readFileSync(join(dir, file)) });
      }
    },
  };
}
