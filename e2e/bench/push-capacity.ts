// How many connected members one server process holds with the balance push (idle streams plus each
// member's balance changing about once a minute) at a stated p99 event delay, beside how many the
// spec's 4.3 s poll allows at the same p99, and the time from a committed change to its pushed event.
//   node --import tsx e2e/bench/push-capacity.ts [--db sqlite|postgres] [--levels 1000,2000,4000] [--p99 100]
// The real server is spawned on a fresh database; members are written straight into it (no argon2),
// each with a session and 1,000.00. Changes are real transfers (POST /api/transfer, main → a venue),
// so each one commits in the server and goes out through its event bus; the delay is measured from
// the transfer's answer (the commit is done by then) to the stream's event, an event arriving before the
// answer counting as 0. The poll side is POST /api/balance at members / 4.3 requests a second (autocannon,
// paced), the same token for every request: the server reads the token and the balance either way.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BALANCE_POLL_MS, BALANCE_PUSH_PATH, PLATFORM_WALLET } from '@lobby/contract';
import { createDb, getOrCreateMainWallet, houseAccount, insertMember, issueToken, postTransfer } from '@lobby/server/bench';
import { freshDatabase, type BenchDialect } from './bench-database.ts';
import { serverProgram } from '../support/server-programs.ts';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'sqlite' }, levels: { type: 'string', default: '1000,2000,4000,8000,16000' }, p99: { type: 'string', default: '100' } },
});
const dialect = values.db as BenchDialect;
const levels = values.levels.split(',').map(Number);
const P99_TARGET_MS = Number(values.p99);
/** Each member's balance changes once a minute on average. */
const CHANGE_EVERY_MS = 60_000;
const CHANGE_PHASE_MS = 20_000;
const POLL_PHASE_S = 10;
const PORT = 3260;
const base = `http://127.0.0.1:${PORT}`;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function startServer(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverProgram('main')], {
    env: { ...process.env, PORT: String(PORT), DATABASE_URL: url, LOG_LEVEL: 'warn', MAX_CONNECTIONS: '40000', PUSH_MAX_STREAMS: '40000', DAILY_JOBS: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (/http:\/\//.test(chunk.toString())) resolve(child);
    });
  });
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Members with a session and 1,000.00 each, written straight into the server's database. */
async function makeMembers(url: string, count: number, from: number): Promise<string[]> {
  const { db, destroy } = createDb(url);
  const tokens: string[] = [];
  try {
    for (let start = 0; start < count; start += 250) {
      await db.transaction().execute(async (trx) => {
        const cash = await houseAccount(trx, 'cash');
        for (let i = start; i < Math.min(count, start + 250); i++) {
          const memberId = await insertMember(trx, { account: `p${String(from + i).padStart(7, '0')}`, password_hash: 'x', pay_password_hash: 'x', realname: '测试', introducer_id: null });
          if (memberId === undefined) throw new Error('account taken');
          const wallet = await getOrCreateMainWallet(trx, memberId);
          await postTransfer(trx, { kind: 'bench_credit', idempotencyKey: `push-bench:${memberId}`, memberId, entries: [{ accountId: cash.id, amountFen: -100_000 }, { accountId: wallet.id, amountFen: 100_000 }] });
          tokens.push(await issueToken(trx, memberId));
        }
      });
    }
  } finally {
    await destroy();
  }
  return tokens;
}

interface Stream {
  token: string;
  events: number;
  /** The change under way: its answer's time and its event's time, whichever came first waiting for the other. */
  change?: { answeredAt?: number; eventAt?: number };
  close(): void;
}

/** Opens a member's stream; resolves at its first event. `onEvent` gets every later one. */
function openStream(token: string, onEvent: (stream: Stream) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { token, events: 0, close: () => request.destroy() };
    const request = http.get(`${base}${BALANCE_PUSH_PATH}`, { headers: { authorization: `Bearer ${token}` }, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream refused: ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        buffer += text;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!block.startsWith('event: balance')) continue;
          stream.events += 1;
          if (stream.events === 1) resolve(stream);
          else onEvent(stream);
        }
      });
    });
    request.on('error', reject);
  });
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}

/** Streams for `tokens`, then changes at tokens/60 a second for the phase: the delays of the events. */
async function pushLevel(tokens: string[], serverPid: number) {
  const delays: number[] = [];
  const callTimes: number[] = [];
  let failures = 0;
  const settle = (stream: Stream) => {
    const change = stream.change;
    if (change?.answeredAt === undefined || change.eventAt === undefined) return;
    delays.push(Math.max(0, change.eventAt - change.answeredAt));
    stream.change = undefined;
  };
  const streams = await inBatches(tokens, 200, (token) =>
    openStream(token, (stream) => {
      if (!stream.change) return;
      stream.change.eventAt ??= performance.now();
      settle(stream);
    }),
  );
  const idleRss = rssMb(serverPid);
  const ratePerS = tokens.length / (CHANGE_EVERY_MS / 1000);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; performance.now() - started < CHANGE_PHASE_MS; n++) {
    const due = started + (n * 1000) / ratePerS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const stream = streams[Math.floor(Math.random() * streams.length)]!;
    if (stream.change) continue;
    stream.change = {};
    const sentAt = performance.now();
    inFlight.push(
      fetch(`${base}/api/transfer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${stream.token}` },
        body: JSON.stringify({ amount: 1, sourcetype: PLATFORM_WALLET, targettype: 'ag' }),
      })
        .then(async (response) => {
          const body = (await response.json()) as { code: number };
          if (body.code !== 200) throw new Error(`transfer refused: ${JSON.stringify(body)}`);
          const now = performance.now();
          callTimes.push(now - sentAt);
          stream.change!.answeredAt = now;
          settle(stream);
        })
        .catch(() => {
          failures += 1;
          stream.change = undefined;
        }),
    );
  }
  await Promise.all(inFlight);
  // Events still on their way get a moment; one that never comes is counted as lost.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const lost = streams.filter((stream) => stream.change?.answeredAt !== undefined).length;
  const activeRss = rssMb(serverPid);
  for (const stream of streams) stream.close();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { members: tokens.length, changes: delays.length, ratePerS, p50: percentile(delays, 50), p99: percentile(delays, 99), callP50: percentile(callTimes, 50), lost, failures, idleRss, activeRss };
}

/** POST /api/balance at members / 4.3 a second, paced. */
async function pollLevel(members: number, token: string) {
  const rate = members / (BALANCE_POLL_MS / 1000);
  const connections = Math.min(1000, Math.max(10, Math.ceil(rate / 20)));
  const result = await autocannon({
    url: `${base}/api/balance`, method: 'POST', connections, duration: POLL_PHASE_S, overallRate: Math.ceil(rate),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}',
  });
  const achieved = result.requests.average;
  return { members, rate, achieved, p99: result.latency.p99, p50: result.latency.p50, non2xx: result.non2xx, errors: result.errors };
}

const database = await freshDatabase(dialect, 'push_capacity');
const server = await startServer(database.url);
try {
  const most = Math.max(...levels);
  const tokens = await makeMembers(database.url, most, 0);
  console.log(`push capacity on ${dialect}, one server process (pid ${server.pid}); p99 target ${P99_TARGET_MS} ms; each member's balance changes every ${CHANGE_EVERY_MS / 1000} s on average`);
  console.log('\npush: streams open, transfers at members/60 a second for 20 s');
  const pushRows = [];
  for (const members of levels) {
    const row = await pushLevel(tokens.slice(0, members), server.pid!);
    pushRows.push(row);
    console.log(
      `  ${String(members).padStart(6)} streams  ${row.ratePerS.toFixed(0).padStart(4)} changes/s  event delay p50 ${row.p50.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms  ` +
        `(${row.changes} changes, ${row.lost} events lost, ${row.failures} transfers failed; transfer call p50 ${row.callP50.toFixed(1)} ms)  server RSS idle ${row.idleRss.toFixed(0)} MB, active ${row.activeRss.toFixed(0)} MB`,
    );
  }
  console.log('\npoll: POST /api/balance at members/4.3 a second (autocannon, paced, 10 s), members doubling until the p99 or the rate fails');
  const pollRows = [];
  for (let members = levels[0]!; members <= most * 64; members *= 2) {
    const row = await pollLevel(members, tokens[0]!);
    pollRows.push(row);
    console.log(`  ${String(members).padStart(6)} members  ${row.rate.toFixed(0).padStart(5)} req/s asked, ${row.achieved.toFixed(0).padStart(5)} answered  p50 ${row.p50} ms  p99 ${row.p99} ms  non-2xx ${row.non2xx}  errors ${row.errors}`);
    if (row.p99 > P99_TARGET_MS || row.achieved < row.rate * 0.95) break;
  }
  const pushHeld = pushRows.filter((row) => row.p99 <= P99_TARGET_MS && row.lost === 0 && row.failures === 0).map((row) => row.members);
  const pollHeld = pollRows.filter((row) => row.p99 <= P99_TARGET_MS && row.achieved >= row.rate * 0.95 && row.non2xx === 0).map((row) => row.members);
  console.log(`\nmembers one process holds at p99 <= ${P99_TARGET_MS} ms (of the levels tried):`);
  console.log(`  push (event delay): ${pushHeld.length ? Math.max(...pushHeld) : 'none'}${pushHeld.includes(most) ? ' or more (the largest level tried)' : ''}`);
  console.log(`  4.3 s poll (answer time): ${pollHeld.length ? Math.max(...pollHeld) : 'none'}`);
  const reference = pushRows.find((row) => row.members === (pushHeld.length ? Math.max(...pushHeld) : levels[0]));
  if (reference) console.log(`committed change -> pushed event at ${reference.members} streams: p50 ${reference.p50.toFixed(1)} ms, p99 ${reference.p99.toFixed(1)} ms`);
} finally {
  server.kill();
  await new Promise((resolve) => server.once('exit', resolve));
  await database.dispose();
}
