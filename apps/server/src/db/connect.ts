import { Kysely, sql } from 'kysely';
import { trackCommits } from '../events/after-commit.ts';
import { createDatabaseEventBus } from '../events/database-event-bus.ts';
import { DatabaseOutages, registerOutages } from './database-outages.ts';
import { registerDialect, type ConnectOptions, type DialectName, type SqlDialect } from './dialect.ts';
import { postgresDialect } from './dialects/postgres.ts';
import { sqliteDialect } from './dialects/sqlite.ts';
import type { Database } from './schema.ts';

// Released migrations (never edited) and the app import the name from here.
export type { DialectName } from './dialect.ts';

/** Every database the server runs on (db/dialect.ts says what adding one takes). */
const DIALECTS: readonly SqlDialect[] = [sqliteDialect, postgresDialect];

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Whether the database can be reached; `outages.reportTo(log)` logs each outage once (PostgreSQL). */
  outages: DatabaseOutages;
  destroy(): Promise<void>;
}

export function dialectNamed(name: DialectName): SqlDialect {
  const dialect = DIALECTS.find((candidate) => candidate.name === name);
  if (!dialect) throw new Error(`no dialect named ${name}`);
  return dialect;
}

export function createDb(url: string, options: ConnectOptions = {}): Db {
  const dialect = DIALECTS.find((candidate) => candidate.handles(url));
  if (!dialect) throw new Error(`DATABASE_URL must start with postgres://, postgresql:// or sqlite:, got "${url}"`);
  // The probe runs only during an outage, by which time db is set.
  const outages = new DatabaseOutages(() => sql`select 1`.execute(db));
  const db: Kysely<Database> = new Kysely<Database>({ dialect: dialect.connect(url, options, outages) });
  registerDialect(db, dialect);
  registerOutages(db, outages);
  // Events about committed changes (balances, ended sessions) leave after COMMIT, never inside it
  // (events/after-commit.ts), on the database's own bus (events/event-bus.ts).
  trackCommits(db);
  const events = createDatabaseEventBus(db, dialect.name, url, options.schema, options.connectTimeoutMs);
  return {
    db,
    dialect: dialect.name,
    outages,
    destroy: async () => {
      outages.close();
      await events.close();
      await db.destroy();
    },
  };
}
