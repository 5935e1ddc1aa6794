// Prints the gzip size of the JS and CSS the first screen loads: the entry with every chunk it imports
// statically (what index.html preloads), then the same plus the home page's lazy chunk and its imports,
// which is what a visitor opening `/` really downloads. Read from Vite's build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../../apps/web/dist');
const HOME_PAGE = 'src/features/home/HomePage.tsx';

interface ManifestChunk { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function sizes(manifest: Manifest, keys: Set<string>) {
  const js = [...keys].map((key) => manifest[key]!.file);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  const gzipKb = (files: string[]) => files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) / 1024;
  return { jsFiles: js, jsKb: gzipKb(js), cssKb: gzipKb(css), cssFiles: css };
}

export function firstScreenSizes() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const shell = closure(manifest, entry);
  const homeOnly = new Set([...closure(manifest, [HOME_PAGE], new Set(shell))].filter((key) => !shell.has(key)));
  return { shell: sizes(manifest, shell), home: sizes(manifest, homeOnly) };
}

if (import.meta.filename === process.argv[1]) {
  const { shell, home } = firstScreenSizes();
  console.log(`first-screen JS : ${shell.jsKb.toFixed(1)} KB gzip (entry and its ${shell.jsFiles.length - 1} static imports)`);
  console.log(`first-screen CSS: ${shell.cssKb.toFixed(1)} KB gzip (${shell.cssFiles.length} files)`);
  console.log(`home route adds : ${home.jsKb.toFixed(1)} KB JS, ${home.cssKb.toFixed(1)} KB CSS gzip (its lazy chunk and the chunks it imports; ${(shell.jsKb + home.jsKb).toFixed(1)} KB JS in all)`);
}
