// What the PostgreSQL server itself sustains on this machine, measured beside the ledger: pgbench's
// TPC-B-like script (three updates, an insert and a select per transaction) on a database made for the
// run (`pgbench -i -s 10`) and dropped after it. The ledger bench prints its own figure as a ratio of it.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { freshDatabase } from './bench-database.ts';

const run = promisify(execFile);

export interface PgbenchOptions {
  clients: number;
  threads: number;
  scale: number;
  durationS: number;
}

export interface PgbenchResult extends PgbenchOptions {
  tps: number;
}

/** PGBENCH, else pgbench on PATH, else Debian's versioned copy (it ships with the server package, postgresql-NN). */
export function findPgbench(): string | undefined {
  if (process.env.PGBENCH) return existsSync(process.env.PGBENCH) ? process.env.PGBENCH : undefined;
  for (const folder of (process.env.PATH ?? '').split(':')) {
    if (folder && existsSync(`${folder}/pgbench`)) return `${folder}/pgbench`;
  }
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => `${debian}/${version}/bin/pgbench`).find((path) => existsSync(path));
}

export const PGBENCH_MISSING =
  'pgbench not found: set PGBENCH to its path, or install it (Debian: apt-get install postgresql, which brings /usr/lib/postgresql/NN/bin/pgbench)';

/** Initialises a fresh database at the given scale, runs the TPC-B-like script on it, drops it. */
export async function runPgbench(pgbench: string, options: PgbenchOptions): Promise<PgbenchResult> {
  const database = await freshDatabase('postgres', 'pgbench');
  try {
    // A postgres:// URL is a valid libpq connection string wherever pgbench takes a database name.
    await run(pgbench, ['-i', '-q', '-s', String(options.scale), database.url], { maxBuffer: 16 << 20 });
    const { stdout } = await run(
      pgbench,
      ['-c', String(options.clients), '-j', String(options.threads), '-T', String(options.durationS), database.url],
      { maxBuffer: 16 << 20 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (tps === undefined) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { ...options, tps: Number(tps) };
  } finally {
    await database.dispose();
  }
}
