// Lighthouse 12 in mobile mode, with Debian's Chromium, against the built app served by the reference
// server on a fresh SQLite file: performance, accessibility and best-practices scores, LCP, TBT and CLS
// for the pages the issue budgets. Build first (npm run lighthouse does).
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(import.meta.dirname, '../..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3203);
const PAGES = ['/', '/login', '/activity', '/vip'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn',
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

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  console.log('page        perf  a11y  best   LCP ms  TBT ms    CLS');
  for (const path of PAGES) {
    // Hash routes: the server serves index.html at / and the app reads the route after the #.
    const result = await lighthouse(`http://127.0.0.1:${PORT}/#${path}`, {
      port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, formFactor: 'mobile',
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(4);
    const ms = (id: string) => String(Math.round(audits[id]?.numericValue ?? NaN)).padStart(8);
    const cls = (audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3).padStart(7);
    console.log(`${path.padEnd(10)} ${CATEGORIES.map(score).join('  ')} ${ms('largest-contentful-paint')}${ms('total-blocking-time')} ${cls}`);
    // The scored audits that cost points, so that a low score says where to look.
    for (const id of CATEGORIES) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 0.9) {
          console.log(`    ${id}: ${audit.id} ${audit.displayValue ?? audit.score}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  server.kill();
}
