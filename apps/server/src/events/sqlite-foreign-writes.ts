import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How often the file is asked whether another process wrote: one tiny query, no I/O when nothing did. */
const CHECK_EVERY_MS = 1_000;

/**
 * SQLite's `PRAGMA data_version` changes when another connection (another process: the admin CLI, a jobs
 * run) commits to the file, and not for this connection's own commits. Those changes never pass through
 * this process's bus, so after one the bus says 'up' and caches re-read. Answers the stop function.
 */
export function watchForeignWrites(db: Kysely<Database>, gap: () => void, report: (error: unknown) => void): () => Promise<void> {
  let last: number | undefined;
  let checking: Promise<void> = Promise.resolve();
  const check = async () => {
    try {
      const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
      const version = Number(rows[0]?.data_version);
      if (last !== undefined && version !== last) gap();
      last = version;
    } catch (error) {
      report(error);
    }
  };
  const timer = setInterval(() => {
    checking = checking.then(check);
  }, CHECK_EVERY_MS);
  timer.unref();
  checking = check();
  return async () => {
    clearInterval(timer);
    await checking;
  };
}
