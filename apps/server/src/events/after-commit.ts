import type { Kysely, Transaction, TransactionBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Work to run once a transaction has committed, and never if it rolls back: events about what it wrote
 * (see event-bus.ts for why they are never sent inside the transaction). `trackCommits` (db/connect.ts)
 * wraps the database's `transaction().execute(callback)`, so every transaction opened that way runs its
 * tasks right after COMMIT returns, in the order they were added.
 */
const tasksByTransaction = new WeakMap<object, Array<() => void>>();
/** A transaction not opened through the wrapper (a `connection()` of its own): its tasks wait this long. */
const UNTRACKED_DELAY_MS = 1_000;
let warnedUntracked = false;

export function afterCommit(db: Kysely<Database>, task: () => void): void {
  if (!db.isTransaction) return task();
  const tasks = tasksByTransaction.get(db);
  if (tasks) {
    tasks.push(task);
    return;
  }
  if (!warnedUntracked) {
    warnedUntracked = true;
    console.warn('afterCommit: a transaction not opened by db.transaction().execute(); its events are sent late');
  }
  setTimeout(task, UNTRACKED_DELAY_MS).unref();
}

/** Makes `db.transaction()` run the afterCommit tasks of each committed transaction. */
export function trackCommits<DB>(db: Kysely<DB>): void {
  const begin = db.transaction.bind(db);
  db.transaction = () => tracked(begin());
}

function tracked<DB>(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  return new Proxy(builder, {
    get(target, property) {
      if (property === 'execute') return <T>(callback: (trx: Transaction<DB>) => Promise<T>) => executeTracked(target, callback);
      if (property === 'setIsolationLevel') return (level: Parameters<TransactionBuilder<DB>['setIsolationLevel']>[0]) => tracked(target.setIsolationLevel(level));
      if (property === 'setAccessMode') return (mode: Parameters<TransactionBuilder<DB>['setAccessMode']>[0]) => tracked(target.setAccessMode(mode));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function executeTracked<DB, T>(builder: TransactionBuilder<DB>, callback: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  const tasks: Array<() => void> = [];
  const result = await builder.execute((trx) => {
    tasksByTransaction.set(trx, tasks);
    return callback(trx);
  });
  for (const task of tasks) {
    try {
      task();
    } catch (error) {
      console.error('afterCommit task failed', error);
    }
  }
  return result;
}
