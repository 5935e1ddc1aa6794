// Several server processes behind one port (node:cluster): `npm run serve:cluster`, WORKERS=N.
//
// The primary migrates and seeds once, then forks workers that each run main.ts and listen on the same
// PORT (the primary hands out connections in turn). What the workers must agree on lives in the
// database (sessions, money, settings) or in Redis (rate-limit and login-failure counters, REDIS_URL,
// required unless CLUSTER_MEMORY_COUNTERS=1);
// the two secrets a lone process would draw for itself at start are drawn here once for all of them.
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { generatedAdminTokenNotice, resolveAdminToken } from './back-office/admin-token.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seed } from './db/seed.ts';

/** WORKERS, or one per CPU and at least two: a cluster of one would prove nothing about shared state. */
function workerCount(value: string | undefined): number {
  if (value === undefined || value === '') return Math.max(2, availableParallelism());
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`WORKERS must be a positive integer, got "${value}"`);
  return count;
}

/**
 * Without Redis every worker keeps its own rate-limit and login-failure counters, so each limit would be
 * multiplied by the number of workers without anyone noticing. Refused unless CLUSTER_MEMORY_COUNTERS=1
 * asks for it (a demo on one machine), and then said loudly.
 */
function requireSharedCounters(redisUrl: string | undefined, optIn: string | undefined, workers: number): void {
  if (redisUrl) return;
  if (optIn === '1') {
    console.warn(`WARNING: no REDIS_URL, and CLUSTER_MEMORY_COUNTERS=1: each of the ${workers} workers counts rate limits and failed logins on its own, so every limit is ${workers} times what rate-limit-policy.ts says. Never run a public site like this.`);
    return;
  }
  console.error(`The cluster needs shared counters: set REDIS_URL (for example REDIS_URL=redis://127.0.0.1:6379), or every rate limit and the failed-login throttle would be multiplied by the ${workers} workers. For a demo on one machine, CLUSTER_MEMORY_COUNTERS=1 starts it anyway.`);
  process.exit(1);
}

/** Per-run secrets: each worker drawing its own would refuse what another one issued or signed. */
function shareRunSecrets(env: NodeJS.ProcessEnv): void {
  const adminToken = resolveAdminToken(env);
  env.ADMIN_TOKEN = adminToken.token;
  // Shown once, here, on the terminal; the workers find it set and show nothing (and never log it).
  const notice = generatedAdminTokenNotice(adminToken);
  if (notice) console.log(notice);
  env.PAYMENT_SANDBOX_SECRET ||= randomBytes(32).toString('hex');
}

const config = loadConfig();
const count = workerCount(process.env.WORKERS);
requireSharedCounters(config.redisUrl, process.env.CLUSTER_MEMORY_COUNTERS, count);
const database = createDb(config.databaseUrl, { connectTimeoutMs: config.databaseConnectTimeoutMs });
await migrateToLatest(database);
await seed(database.db);
await database.destroy();
shareRunSecrets(process.env);

cluster.setupPrimary({ exec: fileURLToPath(new URL('./main.ts', import.meta.url)) });

const listening = new Set<Worker>();
let stopping = false;

function stop(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  // A worker stuck in its shutdown must not keep the port.
  setTimeout(() => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
  }, 10_000).unref();
}

cluster.on('listening', (worker) => {
  listening.add(worker);
  if (listening.size === count) {
    const pids = [...listening].map((each) => each.process.pid).join(', ');
    console.log(`Lobby cluster: ${count} workers (pids ${pids}) behind port ${config.port}`);
  }
});

cluster.on('exit', (worker, code, signal) => {
  const wasListening = listening.delete(worker);
  if (stopping) {
    if (Object.values(cluster.workers ?? {}).every((each) => !each || each.isDead())) process.exit();
    return;
  }
  // A worker that never listened failed at start (port taken, database unreachable): forking it again would loop.
  if (!wasListening) {
    console.error(`worker ${worker.process.pid} failed before listening (${signal ?? `exit ${code}`}): stopping the cluster`);
    stop(1);
    return;
  }
  // Not for a database that went away: workers answer 503 meanwhile and reconnect by themselves.
  console.error(`worker ${worker.process.pid} died (${signal ?? `exit ${code}`}): forking a replacement`);
  cluster.fork();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));

for (let index = 0; index < count; index += 1) cluster.fork();
