// Prints the gzip size of the JS and CSS the first screen loads: the entry with every chunk it imports
// statically (what index.html loads), then, per landing page, the page's chunk with the chunks it imports
// statically and their CSS (what route-preload.js fetches beside the entry, and what the first render waits
// for), and what home's welcome popup, which opens on home's first visit, downloads on top of home. Read from
// Vite's build manifest in WEB_DIST (default apps/web/dist). Exits non-zero when the
// entry's JS is over 120 KB gzip or its CSS over 20 KB gzip, or when home's first render needs over 150 KB
// of JS in all (issue 13's first-screen budgets).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '../..');
const dist = resolve(root, process.env.WEB_DIST || 'apps/web/dist');
export const BUDGET_KB = { js: 120, css: 20, homeJs: 150 };
const LANDING_PAGES: Record<string, string> = {
  '/': 'src/features/home/HomePage.tsx',
  '/login': 'src/features/auth/LoginPage.tsx',
  '/activity': 'src/features/activity/ActivityPage.tsx',
  '/vip': 'src/features/vip/VipPage.tsx',
};

const WELCOME_POPUP = 'src/features/home/WelcomePopup.tsx';

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
  const pages = Object.entries(LANDING_PAGES).map(([path, page]) => {
    if (!manifest[page]) throw new Error(`${page} is not in the build manifest`);
    const own = new Set([...closure(manifest, [page], new Set(shell))].filter((key) => !shell.has(key)));
    return { path, ...sizes(manifest, own) };
  });
  const home = closure(manifest, [LANDING_PAGES['/']!], new Set(shell));
  const welcomePopup = new Set([...closure(manifest, [WELCOME_POPUP], new Set(home))].filter((key) => !home.has(key)));
  return { shell: sizes(manifest, shell), pages, welcomePopup: sizes(manifest, welcomePopup) };
}

if (import.meta.filename === process.argv[1]) {
  const { shell, pages, welcomePopup } = firstScreenSizes();
  console.log(`first-screen JS : ${shell.jsKb.toFixed(1)} KB gzip (entry and its ${shell.jsFiles.length - 1} static imports; budget ${BUDGET_KB.js} KB)`);
  console.log(`first-screen CSS: ${shell.cssKb.toFixed(1)} KB gzip (${shell.cssFiles.length} files; budget ${BUDGET_KB.css} KB)`);
  for (const page of pages) {
    console.log(`${page.path.padEnd(9)} adds  : ${page.jsKb.toFixed(1)} KB JS in ${page.jsFiles.length} files, ${page.cssKb.toFixed(1)} KB CSS gzip `
      + `(its page chunk and static imports; ${(shell.jsKb + page.jsKb).toFixed(1)} KB JS before its first render)`);
  }
  console.log(`welcome popup adds: ${welcomePopup.jsKb.toFixed(1)} KB JS in ${welcomePopup.jsFiles.length} files, `
    + `${welcomePopup.cssKb.toFixed(1)} KB CSS gzip (on home's first visit, after its first render)`);
  const over = [
    shell.jsKb > BUDGET_KB.js && `first-screen JS ${shell.jsKb.toFixed(1)} KB is over the ${BUDGET_KB.js} KB budget`,
    shell.cssKb > BUDGET_KB.css && `first-screen CSS ${shell.cssKb.toFixed(1)} KB is over the ${BUDGET_KB.css} KB budget`,
    ...pages
      .filter((page) => page.path === '/' && shell.jsKb + page.jsKb > BUDGET_KB.homeJs)
      .map((page) => `home's first render needs ${(shell.jsKb + page.jsKb).toFixed(1)} KB of JS, over the ${BUDGET_KB.homeJs} KB budget`),
  ].filter(Boolean);
  if (over.length > 0) {
    console.error(over.join('\n'));
    process.exitCode = 1;
  }
}
