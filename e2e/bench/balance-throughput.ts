// Requests per second and p99 of POST /api/balance with a valid token on the real server (one process, on a
// fresh SQLite file and on a fresh PostgreSQL database), beside bare Fastify answering the same envelope,
// all in the same run, and the ratio of each to bare Fastify (issue 15's targets: 0.6 on SQLite, 0.5 on
// PostgreSQL).
// `node --import tsx e2e/bench/balance-throughput.ts [--db sqlite|postgres|both] [--duration S] [--cpu-prof DIR]`
// --cpu-prof writes the server's V8 CPU profile there (open it in Chrome's DevTools): where the time goes.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { serverProgram } from '../support/server-programs.ts';
import { freshDatabase, postgresReachable, type BenchDialect } from './bench-database.ts';

const root = join(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    'cpu-prof': { type: 'string' },
  },
});
if (!['sqlite', 'postgres', 'both'].includes(args.db!)) throw new Error(`--db must be sqlite, postgres or both, got "${args.db}"`);
const CONNECTIONS = 100;
const DURATION_S = Number(args.duration);
if (!(DURATION_S > 0)) throw new Error('--duration must be a positive number of seconds');
const TARGET: Record<BenchDialect, number> = { sqlite: 0.6, postgres: 0.5 };

function start(script: string, port: number, env: Record<string, string> = {}, nodeFlags: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
    cwd: root, env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (/http:\/\/|ready/.test(chunk.toString())) resolve(child);
    });
  });
}

/** SIGINT, so that a profiled server writes its profile as it exits (main.ts closes on SIGINT). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.removeAllListeners('exit');
  const exited = once(child, 'exit');
  child.kill('SIGINT');
  await exited;
}

async function post(url: string, body: unknown, token = '') {
  const res = await fetch(url, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  return res.json() as Promise<{ code: number; data: Record<string, unknown> }>;
}

async function load(url: string, token: string) {
  const result = await autocannon({
    url, method: 'POST', connections: CONNECTIONS, duration: DURATION_S,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}',
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}
type Load = Awaited<ReturnType<typeof load>>;

const row = (name: string, r: Load) =>
  `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;

async function measureLobby(dialect: BenchDialect, port: number): Promise<Load> {
  const database = await freshDatabase(dialect, 'balance');
  // One folder per database: node writes a profile per thread (the main thread's is the largest).
  const profile = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', join(args['cpu-prof'], `balance-${dialect}`)] : [];
  const lobby = await start(serverProgram('main'), port, { DATABASE_URL: database.url }, profile);
  try {
    const login = await post(`http://127.0.0.1:${port}/api/login_pc`, { name: 'demo888', password: 'demo8888', code: 'ab12' });
    const token = String(login.data?.new_api_token ?? '');
    if (login.code !== 200 || !token) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
    return await load(`http://127.0.0.1:${port}/api/balance`, token);
  } finally {
    await stop(lobby);
    await database.dispose();
  }
}

const dialects: BenchDialect[] = args.db === 'both' ? ['sqlite', 'postgres'] : [args.db as BenchDialect];
const barePort = 3202;
const bare = await start('e2e/bench/bare-server.ts', barePort);
let failed = false;
try {
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, one server process`);
  const lobby: Partial<Record<BenchDialect, Load>> = {};
  for (const dialect of dialects) {
    if (dialect === 'postgres' && !(await postgresReachable())) {
      console.log('POST /api/balance on postgres: SKIPPED, PostgreSQL unreachable (set BENCH_POSTGRES_URL or TEST_DATABASE_URL)');
      failed ||= args.db === 'postgres';
      continue;
    }
    lobby[dialect] = await measureLobby(dialect, 3201);
  }
  const baseline = await load(`http://127.0.0.1:${barePort}/api/balance`, 'bench');
  for (const dialect of dialects) {
    const result = lobby[dialect];
    if (!result) continue;
    console.log(row(`POST /api/balance (Lobby, ${dialect})`, result));
    failed ||= result.non2xx > 0 || result.errors > 0;
  }
  console.log(row('bare Fastify, same envelope', baseline));
  for (const dialect of dialects) {
    const result = lobby[dialect];
    if (result) console.log(`ratio Lobby on ${dialect} / bare: ${(result.rps / baseline.rps).toFixed(2)} (target ${TARGET[dialect]})`);
  }
  if (args['cpu-prof']) console.log(`CPU profiles in ${args['cpu-prof']}`);
} finally {
  await stop(bare);
}
process.exitCode = failed ? 1 : 0;
