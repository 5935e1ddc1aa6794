// `npm run load -- [--db sqlite|postgres] [--workers N] [--duration S] [--connections C] [--transfer-every K]`
//
// A sustained load on the real server: C members registered and funded through the API and the back
// office, then C keep-alive connections (autocannon), each with its own member's token, polling
// POST /api/balance and making a small main<->venue transfer every K-th request. Passes when every
// answer was HTTP 200 or 429 (the per-member rate limit on transfers), no connection failed, one fresh
// member sending twice the transfer limit on new connections gets exactly the limit through (the
// counters are shared by every process), and the ledger reconciles afterwards. SQLite runs one process
// by default; PostgreSQL runs the cluster (two workers behind one port, REDIS_URL for the shared
// rate-limit counters) on a fresh database.
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { api, PLATFORM_WALLET } from '@lobby/contract';
import {
  createDb, isLedgerIntact, ledgerInvariants, memberTotals, rateLimitOf, WALLET_TRANSFER_KINDS, type LedgerInvariants,
} from '@lobby/server/bench';
import { serverProgram } from '../support/server-programs.ts';
import { freshDatabase, type BenchDialect } from './bench-database.ts';

const root = join(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    workers: { type: 'string' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    'transfer-every': { type: 'string', default: '10' },
    port: { type: 'string', default: '3130' },
    redis: { type: 'string' },
  },
});

function positiveInteger(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got "${text}"`);
  return value;
}

if (args.db !== 'sqlite' && args.db !== 'postgres') throw new Error(`--db must be sqlite or postgres, got "${args.db}"`);
const dialect: BenchDialect = args.db;
const WORKERS = positiveInteger('workers', args.workers ?? (dialect === 'postgres' ? '2' : '1'));
const DURATION_S = positiveInteger('duration', args.duration);
const CONNECTIONS = positiveInteger('connections', args.connections);
const TRANSFER_EVERY = positiveInteger('transfer-every', args['transfer-every']);
const PORT = positiveInteger('port', args.port);
// The shared counters matter once there are several processes; a lone process keeps them in memory.
const REDIS_URL = args.redis ?? (WORKERS > 1 ? 'redis://127.0.0.1:6379' : '');
const OPENING_YUAN = 1000;
const VENUE = 'ag';
const ADMIN_TOKEN = randomBytes(24).toString('base64url');
const RUN_TAG = randomBytes(2).toString('hex');
const baseUrl = `http://127.0.0.1:${PORT}`;

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

async function post(path: string, body: unknown, authorization = ''): Promise<Envelope> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

function expectOk(what: string, envelope: Envelope): Envelope {
  if (envelope.code !== 200) throw new Error(`${what}: ${envelope.code} ${envelope.message}`);
  return envelope;
}

/** The real server, alone (main.ts) or as the cluster (cluster.ts), answering once every worker listens. */
async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const entry = serverProgram(WORKERS > 1 ? 'cluster' : 'main');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      WORKERS: String(WORKERS),
      WEB_DIST: '/nonexistent/web-dist',
      LOG_LEVEL: 'warn',
      DAILY_JOBS: 'off',
      ADMIN_TOKEN,
      REDIS_URL,
      // Fresh counters for this run, whatever earlier runs left in Redis.
      REDIS_KEY_PREFIX: `lobby-load-${randomBytes(4).toString('hex')}:`,
      // Every member here registers from 127.0.0.1: lift the per-address limits (registration is 20 an hour).
      RATE_LIMIT_ADDRESS_SCALE: String(Math.ceil(CONNECTIONS / 10)),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = WORKERS > 1 ? /Lobby cluster: \d+ workers/ : /Lobby is running at/;
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (!ready.test(output)) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not start within 120 s:\n${output}`);
    }
    await sleep(100);
  }
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

interface LoadMember {
  account: string;
  token: string;
}

/** Registers a member, deposits OPENING_YUAN by bank transfer and approves it in the back office. */
async function registeredFundedMember(index: number): Promise<LoadMember> {
  // 10 characters at most, letters and digits (the registration rule): a tag of this run and the index.
  const account = `ld${RUN_TAG}${String(index).padStart(4, '0')}`;
  const password = 'load1234';
  const registered = expectOk(`register ${account}`, await post(api.register.path, {
    name: account, password, confirmPass: password, realname: '压测', paypassword: '123456', code: 'ab12',
  }));
  const token = (registered.data as { api_token: string }).api_token;
  const deposit = expectOk(`deposit of ${account}`, await post(api.recharge.path, {
    paytype: 'bank', amount: OPENING_YUAN, bank: '中国银行', bank_no: '6217000011112222', bank_owner: '压测', bank_address: '深圳市南山区支行',
  }, `Bearer ${token}`));
  const depositNo = (deposit.data as { deposit_no: string }).deposit_no;
  expectOk(`approval of ${depositNo}`, await post(`/admin/api/deposits/${depositNo}/approve`, {}, `Admin ${ADMIN_TOKEN}`));
  return { account, token };
}

async function inBatches<T>(count: number, parallel: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - start) }, (_, offset) => make(start + offset)))));
  }
  return made;
}

/** Answers counted by call, HTTP status and envelope code, e.g. "transfer 429/429", with the first message of each. */
const answers = new Map<string, number>();
const firstMessages = new Map<string, string>();
function countAnswer(call: string) {
  return (status: number, body: string) => {
    let envelope: Envelope | undefined;
    try {
      envelope = JSON.parse(body) as Envelope;
    } catch {
      // Counted as unparsable: a failure below.
    }
    const key = `${call} ${status}/${envelope?.code ?? 'unparsable'}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
    if (!firstMessages.has(key)) firstMessages.set(key, envelope?.message ?? body.slice(0, 80));
  };
}

/** One connection per member: K-1 balance polls then one transfer, directions alternating, phases staggered. */
function runLoad(members: LoadMember[]) {
  let nextConnection = 0;
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    setupClient(client) {
      const index = nextConnection++;
      const member = members[index % members.length];
      if (!member) throw new Error('no member to load with');
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${member.token}` };
      let into = true;
      const balance = { method: 'POST' as const, path: api.balance.path, headers, body: '{}', onResponse: countAnswer('balance') };
      const transfer = {
        method: 'POST' as const,
        path: api.transfer.path,
        headers,
        setupRequest(request: autocannon.Request) {
          const amount = (1 + Math.floor(Math.random() * 2_000)) / 100;
          const body = into ? { amount, sourcetype: PLATFORM_WALLET, targettype: VENUE } : { amount, sourcetype: VENUE, targettype: PLATFORM_WALLET };
          into = !into;
          return { ...request, body: JSON.stringify(body) };
        },
        onResponse: countAnswer('transfer'),
      };
      const sequence = [...Array<typeof balance>(TRANSFER_EVERY - 1).fill(balance), transfer];
      const phase = index % TRANSFER_EVERY;
      client.setRequests([...sequence.slice(phase), ...sequence.slice(0, phase)]);
    },
  });
}

/** A request on a connection of its own (Connection: close): the cluster's primary hands each to the next worker. */
function postOnNewConnection(path: string, body: unknown, authorization: string): Promise<{ status: number; code: number | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: PORT, method: 'POST', path, agent: false, headers: { 'content-type': 'application/json', authorization } },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let code: number | undefined;
          try {
            code = (JSON.parse(text) as Envelope).code;
          } catch {
            // Left undefined: not a success.
          }
          resolve({ status: response.statusCode ?? 0, code });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

/**
 * One member unused by the load sends twice its per-minute transfer limit of 0.01 yuan back and forth,
 * each on a new connection, so every worker sees about as many as the limit: counters kept per process
 * would let them all through. Everything else must be HTTP 429.
 */
async function sharedLimitProbe(member: LoadMember) {
  const rule = rateLimitOf('POST', api.transfer.path);
  if (!rule) throw new Error(`no rate limit on ${api.transfer.path}`);
  let succeeded = 0;
  let limited = 0;
  for (let index = 0; index < 2 * rule.max; index += 1) {
    const body = index % 2 === 0 ? { amount: 0.01, sourcetype: PLATFORM_WALLET, targettype: VENUE } : { amount: 0.01, sourcetype: VENUE, targettype: PLATFORM_WALLET };
    const answer = await postOnNewConnection(api.transfer.path, body, `Bearer ${member.token}`);
    if (answer.status === 200 && answer.code === 200) succeeded += 1;
    else if (answer.status === 429) limited += 1;
  }
  return { limit: rule.max, sent: 2 * rule.max, succeeded, limited };
}

async function transferTransactions(db: ReturnType<typeof createDb>['db']): Promise<number> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', 'in', Object.values(WALLET_TRANSFER_KINDS))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const yuan = (fen: number) => (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
const thousands = (n: number) => Math.round(n).toLocaleString('en-US');
const yesNo = (ok: boolean) => (ok ? 'yes' : 'NO');

function describeLedger(invariants: LedgerInvariants): string {
  return [
    `every transaction sums to zero: ${yesNo(invariants.unbalancedTransactions === 0)} (${invariants.unbalancedTransactions} unbalanced)`,
    `all balances sum to zero: ${yesNo(invariants.balancesSum === 0)} (${invariants.balancesSum} fen)`,
    `every balance equals its entries: ${yesNo(invariants.accountsOffTheirEntries === 0)} (${invariants.accountsOffTheirEntries} off)`,
    `no negative member balance: ${yesNo(invariants.negativeMemberAccounts === 0)} (${invariants.negativeMemberAccounts} negative)`,
  ].join('\n  ');
}

const database = await freshDatabase(dialect, 'load');
let server: ChildProcess | undefined;
let failures: string[];
try {
  server = await startServer(database.url);
  const processes = WORKERS > 1 ? `cluster of ${WORKERS} workers behind port ${PORT}` : `one process on port ${PORT}`;
  console.log(`Load on ${dialect} (${processes}${REDIS_URL ? `, counters in ${REDIS_URL}` : ''})`);
  console.log(`setting up ${CONNECTIONS} members: register, bank deposit of ${OPENING_YUAN} yuan, back-office approval ...`);
  // One more than the connections: the last one stays out of the load for the shared-limit probe.
  const members = await inBatches(CONNECTIONS + 1, 10, registeredFundedMember);
  const prober = members.pop()!;

  const reader = createDb(database.url);
  try {
    const accounts = [...members, prober].map((member) => member.account);
    const memberIds = (await reader.db.selectFrom('members').select('id').where('account', 'in', accounts).execute()).map((row) => row.id);
    const before = await memberTotals(reader.db, memberIds);
    const transfersBefore = await transferTransactions(reader.db);
    const moneyBefore = Object.values(before).reduce((sum, fen) => sum + fen, 0);
    if (memberIds.length !== accounts.length || moneyBefore !== accounts.length * OPENING_YUAN * 100) {
      throw new Error(`setup: ${memberIds.length} members holding ${yuan(moneyBefore)} yuan`);
    }

    console.log(`${CONNECTIONS} connections for ${DURATION_S} s: POST ${api.balance.path} polls, every ${TRANSFER_EVERY}th request POST ${api.transfer.path} main<->${VENUE} of 0.01-20.00 yuan`);
    const result = await runLoad(members);
    const probe = await sharedLimitProbe(prober);

    const after = await memberTotals(reader.db, memberIds);
    const invariants = await ledgerInvariants(reader.db);
    const transfersCommitted = (await transferTransactions(reader.db)) - transfersBefore;
    const changedMembers = memberIds.filter((id) => before[id] !== after[id]);
    const moneyAfter = Object.values(after).reduce((sum, fen) => sum + fen, 0);
    const transfersAnsweredOk = (answers.get('transfer 200/200') ?? 0) + probe.succeeded;

    const statuses = Object.entries(result.statusCodeStats as Record<string, { count: number }>).map(([status, { count }]) => [Number(status), count] as const);
    console.log('');
    console.log(`requests   ${thousands(result.requests.total)} in ${DURATION_S} s   ${thousands(result.requests.average)} req/s   latency p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`);
    console.log(`HTTP       ${statuses.map(([status, count]) => `${status}: ${thousands(count)}`).join('   ')}   connection errors: ${result.errors}   timeouts: ${result.timeouts}`);
    console.log('answers    (call HTTP/envelope code: count, first message)');
    for (const [key, count] of [...answers].sort()) console.log(`  ${key.padEnd(22)} ${thousands(count).padStart(9)}   ${firstMessages.get(key)}`);
    const loadTransfers = transfersCommitted - probe.succeeded;
    console.log(`transfers  ${thousands(loadTransfers)} committed in the ledger during the load (${(loadTransfers / DURATION_S).toFixed(0)}/s); ${thousands(transfersAnsweredOk - probe.succeeded)} answered 200 before the clock ran out`);
    console.log(
      `rate limit one fresh member, ${probe.sent} transfers on new connections after the load: ${probe.succeeded} done, ${probe.limited} answered 429 ` +
        `(limit ${probe.limit} a minute, shared by ${WORKERS} process${WORKERS > 1 ? 'es' : ''})`,
    );
    console.log(`ledger\n  ${describeLedger(invariants)}`);
    console.log(`  members' money before = after: ${yesNo(changedMembers.length === 0)} (${yuan(moneyBefore)} -> ${yuan(moneyAfter)} yuan over ${memberIds.length} members, ${changedMembers.length} changed)`);

    failures = [
      ...statuses.filter(([status]) => status !== 200 && status !== 429).map(([status, count]) => `${count} answers with HTTP ${status}`),
      ...(result.errors > 0 ? [`${result.errors} connection errors (${result.timeouts} timeouts)`] : []),
      ...[...answers].filter(([key]) => key.endsWith('/unparsable')).map(([key, count]) => `${count} × ${key}`),
      ...[...answers].filter(([key]) => key.startsWith('balance ') && key !== 'balance 200/200').map(([key, count]) => `${count} × ${key}`),
      ...(probe.succeeded === probe.limit && probe.limited === probe.sent - probe.limit
        ? []
        : [`the probe member had ${probe.succeeded} transfers done and ${probe.limited} limited, against a limit of ${probe.limit} of ${probe.sent}`]),
      ...(isLedgerIntact(invariants) ? [] : ['the ledger does not reconcile']),
      ...(changedMembers.length > 0 ? [`${changedMembers.length} members' money changed`] : []),
      // Requests in flight when the clock ran out may commit without their answer being counted.
      ...(transfersCommitted < transfersAnsweredOk || transfersCommitted > transfersAnsweredOk + CONNECTIONS
        ? [`${transfersCommitted} transfers in the ledger against ${transfersAnsweredOk} answered 200`]
        : []),
    ];
  } finally {
    await reader.destroy();
  }
} finally {
  if (server) await stopServer(server);
  await database.dispose();
}

console.log(failures.length === 0 ? '\nPASS' : `\nFAIL\n  ${failures.join('\n  ')}`);
process.exitCode = failures.length === 0 ? 0 : 1;
