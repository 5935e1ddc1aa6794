// Prints the gzip size of the JS and CSS the first screen loads: the entry script, its module
// preloads and the stylesheets linked from the built index.html (lazy page chunks excluded).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../../apps/web/dist');

export function firstScreenSizes() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
  const js = [
    ...refs(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const gzipKb = (files: string[]) =>
    files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f.replace(/^\//, '')))).length, 0) / 1024;
  return { jsFiles: js, cssFiles: css, jsKb: gzipKb(js), cssKb: gzipKb(css) };
}

if (import.meta.filename === process.argv[1]) {
  const s = firstScreenSizes();
  console.log(`first-screen JS : ${s.jsKb.toFixed(1)} KB gzip (${s.jsFiles.length} files: ${s.jsFiles.join(', ')})`);
  console.log(`first-screen CSS: ${s.cssKb.toFixed(1)} KB gzip (${s.cssFiles.length} files)`);
}
