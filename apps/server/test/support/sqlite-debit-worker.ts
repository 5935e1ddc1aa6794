import { parentPort, workerData } from 'node:worker_threads';
import { createDb } from '../../src/db/connect.ts';
import { postTransfer } from '../../src/ledger/post-transfer.ts';

export interface DebitWorkerData {
  url: string;
  index: number;
  walletId: number;
  houseId: number;
  amountFen: number;
  /** Int32 slots: [0] workers ready, [1] go flag. */
  barrier: SharedArrayBuffer;
}

export type DebitOutcome = { ok: true } | { ok: false; error: string };

/**
 * One competitor of the concurrent-debit test: its own better-sqlite3 connection to the shared file,
 * waiting at the barrier before BEGIN IMMEDIATE so every worker starts its transaction together.
 */
const data = workerData as DebitWorkerData;
const barrier = new Int32Array(data.barrier);
const database = createDb(data.url);
await database.db.selectFrom('accounts').select('id').where('id', '=', data.walletId).execute();

Atomics.add(barrier, 0, 1);
Atomics.wait(barrier, 1, 0);

let outcome: DebitOutcome;
try {
  await database.db.transaction().execute(async (trx) => {
    // Read first, as real callers do: under a plain BEGIN this read lock would have to be upgraded and
    // concurrent upgrades fail at once with SQLITE_BUSY; BEGIN IMMEDIATE queues them instead.
    await trx.selectFrom('accounts').select('balance_fen').where('id', '=', data.walletId).execute();
    return postTransfer(trx, {
      kind: 'race_debit',
      idempotencyKey: `race:sqlite:${data.index}`,
      entries: [
        { accountId: data.walletId, amountFen: -data.amountFen },
        { accountId: data.houseId, amountFen: data.amountFen },
      ],
    });
  });
  outcome = { ok: true };
} catch (error) {
  outcome = { ok: false, error: error instanceof Error ? error.name : String(error) };
}
await database.destroy();
parentPort?.postMessage(outcome);
