import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseAccount } from '../../src/ledger/accounts.ts';
import { postTransfer } from '../../src/ledger/post-transfer.ts';
import { bundleWorker } from '../support/bundle-worker.ts';
import { balanceOf, fundedMember } from '../support/ledger-fixtures.ts';
import type { DebitOutcome, DebitWorkerData } from '../support/sqlite-debit-worker.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

const COMPETITORS = 50;
const BALANCE_FEN = 100_000;

interface Race {
  walletId: number;
  houseId: number;
}

/** PostgreSQL: 50 pooled connections, each inside its own open transaction before any debit is tried. */
async function raceOverPool(database: TestDatabase, { walletId, houseId }: Race): Promise<DebitOutcome[]> {
  let arrived = 0;
  let release!: () => void;
  const allInside = new Promise<void>((resolve) => (release = resolve));
  return Promise.all(
    Array.from({ length: COMPETITORS }, (_, index) =>
      database.db
        .transaction()
        .execute(async (trx) => {
          await trx.selectFrom('accounts').select('balance_fen').where('id', '=', walletId).execute();
          if (++arrived === COMPETITORS) release();
          await allInside;
          return postTransfer(trx, {
            kind: 'race_debit',
            idempotencyKey: `race:postgres:${index}`,
            entries: [
              { accountId: walletId, amountFen: -BALANCE_FEN },
              { accountId: houseId, amountFen: BALANCE_FEN },
            ],
          });
        })
        .then((): DebitOutcome => ({ ok: true }), (error: Error): DebitOutcome => ({ ok: false, error: error.name })),
    ),
  );
}

/** SQLite: 50 worker threads, each with its own connection to the same file, released together. */
async function raceOverWorkers(database: TestDatabase, { walletId, houseId }: Race): Promise<DebitOutcome[]> {
  const barrier = new SharedArrayBuffer(8);
  const slots = new Int32Array(barrier);
  const script = await bundleWorker(new URL('../support/sqlite-debit-worker.ts', import.meta.url));
  const outcomes = Array.from({ length: COMPETITORS }, (_, index) => {
    const workerData: DebitWorkerData = { url: database.url, index, walletId, houseId, amountFen: BALANCE_FEN, barrier };
    const worker = new Worker(script, { workerData });
    return new Promise<DebitOutcome>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  });
  while (Atomics.load(slots, 0) < COMPETITORS) await sleep(10);
  Atomics.store(slots, 1, 1);
  Atomics.notify(slots, 1);
  return Promise.all(outcomes);
}

describe.each(testTargets)('50 concurrent debits of a full balance on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create({ maxConnections: COMPETITORS });
  });
  afterAll(() => database?.dispose());

  it('let exactly one through over separate connections', { timeout: 120_000 }, async () => {
    const { walletId } = await fundedMember(database.db, BALANCE_FEN);
    const house = await houseAccount(database.db, 'cash');
    const houseBefore = await balanceOf(database.db, house.id);
    const race = { walletId, houseId: house.id };

    const outcomes = target.dialect === 'postgres' ? await raceOverPool(database, race) : await raceOverWorkers(database, race);

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    // Every loser was refused for lack of funds, not by a lock timeout or a deadlock.
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(Array(COMPETITORS - 1).fill({ ok: false, error: 'InsufficientFundsError' }));
    expect(await balanceOf(database.db, walletId)).toBe(0);
    expect(await balanceOf(database.db, house.id)).toBe(houseBefore + BALANCE_FEN);
    const debits = await database.db.selectFrom('ledger_transactions').select('id').where('kind', '=', 'race_debit').execute();
    expect(debits).toHaveLength(1);
  });
});
