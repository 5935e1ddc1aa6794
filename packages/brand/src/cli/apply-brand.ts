/**
 * Dresses a built app as one brand, for an operator who serves the build from a static host rather
 * than from the reference server (which dresses it per host by itself):
 *
 *   npm run brand -- <brand id> [built folder, default apps/web/dist] [brands folder, default brands]
 *
 * Rewrites index.html (and its .br/.gz), writes the manifest, and copies the brand's pictures into the
 * folder's brand/. No rebuild: the same build takes any brand, again and again.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { BRAND_ASSET_DIR, brandFiles, brandIndexHtml, brandManifest, MANIFEST_FILE, readBrand } from '../index.ts';

const [id, distArg = 'apps/web/dist', brandsArg = 'brands'] = process.argv.slice(2);
if (!id) {
  console.error('usage: npm run brand -- <brand id> [built folder] [brands folder]');
  process.exit(2);
}
const dist = resolve(distArg);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} holds no index.html: build the app first (npm run build)`);
  process.exit(2);
}
const { brand, dir } = readBrand(resolve(brandsArg, id), id);

function writeWithCompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text), { level: 9 }));
}

writeWithCompressed(join(dist, 'index.html'), brandIndexHtml(readFileSync(join(dist, 'index.html'), 'utf8'), brand));
writeWithCompressed(join(dist, MANIFEST_FILE), `${JSON.stringify(brandManifest(brand), null, 2)}\n`);
mkdirSync(join(dist, BRAND_ASSET_DIR), { recursive: true });
for (const file of brandFiles(brand)) copyFileSync(join(dir, file), join(dist, BRAND_ASSET_DIR, file));
console.log(`${dist} is now dressed as ${brand.id} (${brand.name}): ${brand.locales.join(', ')}, default ${brand.defaultLocale}`);
