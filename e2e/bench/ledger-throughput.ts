// Ledger transfers per second on SQLite and on PostgreSQL: the server's own transfer as the route runs
// it (members row check, wallets, double-entry post with conditional debits; its own database
// transaction on SQLite, group-committed batches on PostgreSQL) called directly with a fixed number in flight, on a fresh database, then the ledger reconciled. On PostgreSQL,
// pgbench (TPC-B-like, 50 clients, 2 threads, scale 10, as long as the ledger run) follows on a database
// of its own, and the ledger's figure is printed as a ratio of what the server itself sustains.
// `node --import tsx e2e/bench/ledger-throughput.ts [--db sqlite|postgres|both] [--duration S] [--in-flight N]`
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  createDb, getOrCreateMainWallet, groupCommitStats, houseAccount, insertMember, InsufficientFundsError, isLedgerIntact, ledgerInvariants,
  memberTotals, migrateToLatest, postTransfer, submitWalletTransfer, type Db,
} from '@lobby/server/bench';
import { freshDatabase, postgresReachable, type BenchDialect } from './bench-database.ts';
import { findPgbench, PGBENCH_MISSING, runPgbench } from './pgbench.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    'in-flight': { type: 'string', default: '50' },
  },
});
const DURATION_S = Number(args.duration);
const IN_FLIGHT = Number(args['in-flight']);
if (!(DURATION_S > 0) || !Number.isInteger(IN_FLIGHT) || IN_FLIGHT < 1) throw new Error('--duration and --in-flight must be positive');
if (!['sqlite', 'postgres', 'both'].includes(args.db!)) throw new Error(`--db must be sqlite, postgres or both, got "${args.db}"`);
const MEMBERS = 200;
const OPENING_FEN = 100_000;
const VENUES = ['ag', 'pg', 'ky'];
/** The target: the ledger at 0.7 of pgbench's TPC-B-like figure on the same server. */
const TARGET_RATIO = 0.7;

/** Members created without argon2 (nobody logs in here), each funded from house:cash as a deposit would be. */
async function fundedMembers({ db }: Db): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const id = await insertMember(db, { account: `lt${index}x${Date.now() % 1000}`, password_hash: 'x', pay_password_hash: 'x', realname: '压测', introducer_id: null });
    if (id === undefined) throw new Error('account collision');
    const wallet = await getOrCreateMainWallet(db, id);
    await db.transaction().execute(async (trx) => {
      const cash = await houseAccount(trx, 'cash');
      await postTransfer(trx, {
        kind: 'bench_deposit',
        idempotencyKey: `bench-deposit:${id}`,
        memberId: id,
        entries: [
          { accountId: cash.id, amountFen: -OPENING_FEN },
          { accountId: wallet.id, amountFen: OPENING_FEN },
        ],
      });
    });
    ids.push(id);
  }
  return ids;
}

function randomOf<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to choose from');
  return item;
}

function percentile(sorted: number[], fraction: number): number {
  // An empty list has no value at any index: 0.
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

interface Measured {
  reconciles: boolean;
  perSecond: number;
}

async function measure(dialect: BenchDialect): Promise<Measured> {
  const database = await freshDatabase(dialect, 'ledger');
  // The server's own pool settings (PostgreSQL: 10 connections; SQLite: its one connection).
  const opened = createDb(database.url);
  try {
    await migrateToLatest(opened);
    const memberIds = await fundedMembers(opened);
    const before = await memberTotals(opened.db, memberIds);

    let committed = 0;
    let refused = 0;
    let sequence = 0;
    const latencies: number[] = [];
    const endAt = performance.now() + DURATION_S * 1000;
    // Each lane sends its next transfer as soon as the previous one is answered: IN_FLIGHT at all times.
    const lane = async () => {
      while (performance.now() < endAt) {
        const n = sequence++;
        const memberId = randomOf(memberIds);
        const started = performance.now();
        try {
          await submitWalletTransfer(opened.db, {
            memberId,
            platformName: VENUES[n % VENUES.length]!,
            // Slightly more in than out, so outs sometimes find the venue short and are refused.
            direction: Math.random() < 0.55 ? 'in' : 'out',
            amountFen: 1 + Math.floor(Math.random() * 5_000),
            idempotencyKey: `bench:${n}`,
          });
          committed += 1;
        } catch (error) {
          if (!(error instanceof InsufficientFundsError)) throw error;
          refused += 1;
        }
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    const seconds = (performance.now() - started) / 1000;

    const invariants = await ledgerInvariants(opened.db);
    const after = await memberTotals(opened.db, memberIds);
    const inLedger = await opened.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('kind', 'in', ['transfer_in', 'transfer_out'])
      .executeTakeFirstOrThrow();
    const moneyKept = memberIds.every((id) => before[id] === after[id]);
    const countsAgree = Number(inLedger.count) === committed;
    const reconciles = isLedgerIntact(invariants) && moneyKept && countsAgree;

    latencies.sort((a, b) => a - b);
    const perSecond = committed / seconds;
    console.log(
      `ledger transfers on ${dialect.padEnd(8)} ${perSecond.toFixed(0).padStart(6)}/s   ` +
        `(${IN_FLIGHT} in flight, ${seconds.toFixed(1)} s: ${committed} committed, ${refused} refused for funds; ` +
        `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms)   ` +
        `ledger reconciles: ${reconciles ? 'yes' : 'NO'}`,
    );
    const batches = groupCommitStats(opened.db);
    if (batches.batches > 0) {
      console.log(
        `  group commit: ${batches.batches} batches, ${(batches.batchedTransfers / batches.batches).toFixed(1)} transfers each on average, ` +
          `${batches.rolledBack} rolled back and rerun alone`,
      );
    }
    if (!reconciles) console.log(`  ${JSON.stringify({ ...invariants, moneyKept, committed, inLedger: Number(inLedger.count) })}`);
    return { reconciles, perSecond };
  } finally {
    await opened.destroy();
    await database.dispose();
  }
}

/** pgbench right after the ledger run, on the same server, for as long; a missing pgbench is said, not fatal. */
async function compareWithPgbench(ledgerPerSecond: number): Promise<void> {
  const pgbench = findPgbench();
  if (!pgbench) {
    console.log(`pgbench on postgres: SKIPPED, ${PGBENCH_MISSING}`);
    return;
  }
  const result = await runPgbench(pgbench, { clients: 50, threads: 2, scale: 10, durationS: DURATION_S });
  const ratio = ledgerPerSecond / result.tps;
  console.log(
    `pgbench on postgres      ${result.tps.toFixed(0).padStart(6)} tps (TPC-B-like, ${result.clients} clients, ${result.threads} threads, ` +
      `scale ${result.scale}, ${result.durationS} s)`,
  );
  console.log(`ledger / pgbench         ${ratio.toFixed(2).padStart(6)}     (target >= ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`);
}

const dialects: BenchDialect[] = args.db === 'both' ? ['sqlite', 'postgres'] : [args.db as BenchDialect];
let allReconcile = true;
for (const dialect of dialects) {
  if (dialect === 'postgres' && !(await postgresReachable())) {
    console.log('ledger transfers on postgres: SKIPPED, PostgreSQL unreachable (set BENCH_POSTGRES_URL or TEST_DATABASE_URL)');
    if (args.db === 'postgres') allReconcile = false;
    continue;
  }
  const ledger = await measure(dialect);
  allReconcile = ledger.reconciles && allReconcile;
  if (dialect === 'postgres') await compareWithPgbench(ledger.perSecond);
}
process.exitCode = allReconcile ? 0 : 1;
