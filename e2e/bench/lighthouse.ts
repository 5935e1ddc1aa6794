// Lighthouse 12 in mobile mode, with Debian's Chromium, against the built app served by the reference
// server on a fresh SQLite file: performance, accessibility and best-practices scores, LCP, TBT and CLS
// for the pages the issue budgets. Build first (npm run lighthouse does).
//
// Environment: WEB_DIST (the build to serve, default apps/web/dist), LIGHTHOUSE_PORT (default 3203),
// LIGHTHOUSE_RUNS (runs over every page, default 1; with more, a median line per page follows),
// LIGHTHOUSE_PAGES (a comma-separated subset, e.g. /,/vip), LIGHTHOUSE_REPORT_DIR (writes each full
// report there as JSON, to study what costs the score), LIGHTHOUSE_LOCALES (the languages to measure in,
// default zh-CN; e.g. zh-CN,zh-TW,en). Lighthouse starts every page with empty storage, so a language
// cannot be a member's remembered choice here: it is made the default brand's language instead, on a
// copy of brands/ the server reads (BRANDS_DIR), which is what a newcomer of such a brand downloads.
//
// Lighthouse's simulated timings are this machine's CPU times multiplied by 4, a factor meant for a
// high-end desktop (its benchmark index 1500-2000). Each line shows the index Lighthouse measured (bench):
// below 1500 the same build scores lower, and scores of different machines compare only at a like index.
// LIGHTHOUSE_CPU_SLOWDOWN sets another factor, as Lighthouse's throttling guide advises for such machines
// (docs/throttling.md, "Calibrating the CPU slowdown": 2x from a low-end desktop, 1000-1500, to a mid-tier
// phone); the default stays Lighthouse's own 4.
//
// The pages are loaded as a member's phone gets them from a deployment: over HTTPS with HTTP/2, from a TLS
// front (support/tls-front.ts: a throwaway certificate, which this Chromium is told to accept) before the
// reference server, as nginx or a CDN stands before it in production (the service worker and the install
// prompt need HTTPS anyway). Lighthouse models HTTP/2 as one connection whose window has grown, plain
// HTTP/1.1 as six that each start slow: LIGHTHOUSE_PROTOCOL=http1 measures the server's own plain port
// instead, which no member reaches, for comparison.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { serverProgram } from '../support/server-programs.ts';
import { startTlsFront, type TlsFront } from './support/tls-front.ts';

const root = join(import.meta.dirname, '../..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3203);
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/login', '/activity', '/vip'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const LOCALES = process.env.LIGHTHOUSE_LOCALES?.split(',') ?? ['zh-CN'];
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1');
const PROTOCOL = process.env.LIGHTHOUSE_PROTOCOL ?? 'h2';
if (PROTOCOL !== 'h2' && PROTOCOL !== 'http1') throw new Error('LIGHTHOUSE_PROTOCOL must be h2 or http1');
// Lighthouse sometimes loses the trace of a navigation (NO_NAVSTART, NO_FCP): that page is measured again.
const ATTEMPTS = 3;

interface Figures {
  scores: number[];
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's benchmark index of this machine during the run (its CPU's speed). */
  bench: number;
}

/** A copy of brands/ whose default brand speaks `locale` by default. */
function brandsSpeaking(locale: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-lighthouse-brands-'));
  cpSync(join(root, 'brands'), dir, { recursive: true });
  const file = join(dir, 'lobby', 'brand.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), defaultLocale: locale }));
  return dir;
}

function startServer(locale: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverProgram('main')], {
    cwd: root,
    env: {
      ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', BRANDS_DIR: brandsSpeaking(locale),
      DATABASE_URL: `sqlite:${join(tmpdir(), `lobby-lighthouse-${Date.now()}.sqlite`)}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (/http:\/\//.test(chunk.toString())) resolve(child);
    });
  });
}

/** Stops a server and waits for it, so the next one can take its port. */
function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill();
  });
}

const line = (label: string, { scores, lcp, tbt, cls, bench }: Figures) =>
  `${label.padEnd(10)} ${scores.map((score) => String(score).padStart(4)).join('  ')} ${String(Math.round(lcp)).padStart(8)}`
  + `${String(Math.round(tbt)).padStart(8)} ${cls.toFixed(3).padStart(7)} ${String(Math.round(bench)).padStart(6)}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(port: number, origin: string, path: string, run: number, locale: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    // Hash routes: the server serves index.html at / and the app reads the route after the #.
    const result = await lighthouse(`${origin}/#${path}`, {
      port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, formFactor: 'mobile',
      ...(CPU_SLOWDOWN === undefined ? {} : { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError && attempt < ATTEMPTS) {
      console.log(`${path.padEnd(10)} ${runtimeError.code}: measured again`);
      continue;
    }
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(join(REPORT_DIR, `${path.slice(1) || 'home'}-${locale}-${run}.json`), JSON.stringify(result.lhr));
    }
    const figures = {
      scores: CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100)),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      bench: environment.benchmarkIndex,
    };
    console.log(line(path, figures));
    // The scored audits that cost points, so that a low score says where to look.
    for (const id of CATEGORIES) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 0.9) {
          console.log(`    ${id}: ${audit.id} ${audit.displayValue ?? audit.score}`);
        }
      }
    }
    return figures;
  }
}

let chrome: chromeLauncher.LaunchedChrome | undefined;
let server: ChildProcess | undefined;
let front: TlsFront | undefined;
try {
  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      // The TLS front's throwaway certificate.
      ...(PROTOCOL === 'h2' ? ['--ignore-certificate-errors'] : [])],
  });
  console.log(`CPU slowdown ${CPU_SLOWDOWN ?? 'Lighthouse default (4)'}, ${PROTOCOL === 'h2' ? 'HTTPS with HTTP/2 (a TLS front)' : 'plain HTTP/1.1 (the server\'s own port)'}`);
  for (const locale of LOCALES) {
    server = await startServer(locale);
    front = PROTOCOL === 'h2' ? await startTlsFront(PORT) : undefined;
    const origin = front?.origin ?? `http://127.0.0.1:${PORT}`;
    console.log(`language ${locale}`);
    const header = 'page        perf  a11y  best   LCP ms  TBT ms    CLS  bench';
    const results = new Map<string, Figures[]>(PAGES.map((path) => [path, []]));
    for (let run = 1; run <= RUNS; run++) {
      // Lighthouse's simulated timings scale with the CPU time it observes: a busy machine scores lower.
      console.log(`${RUNS > 1 ? `run ${run} of ${RUNS}, ` : ''}load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
      console.log(header);
      for (const path of PAGES) results.get(path)!.push(await measure(chrome.port, origin, path, run, locale));
    }
    if (RUNS > 1) {
      console.log(`median of ${RUNS} runs (${locale})`);
      console.log(header);
      for (const [path, runs] of results) {
        console.log(line(path, {
          scores: CATEGORIES.map((_id, index) => median(runs.map((figures) => figures.scores[index]!))),
          lcp: median(runs.map((figures) => figures.lcp)),
          tbt: median(runs.map((figures) => figures.tbt)),
          cls: median(runs.map((figures) => figures.cls)),
          bench: median(runs.map((figures) => figures.bench)),
        }));
      }
    }
    await front?.close();
    front = undefined;
    await stop(server);
    server = undefined;
  }
} finally {
  // Also when Chromium failed to start: the server must not outlive the script.
  chrome?.kill();
  await front?.close();
  server?.kill();
}
