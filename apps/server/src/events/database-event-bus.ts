import type { Database } from '../db/schema.ts';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.ts';
import { DEFAULT_CONNECT_TIMEOUT_MS } from '../db/dialects/postgres.ts';
import type { EventBus } from './event-bus.ts';
import { createMemoryEventBus } from './memory-event-bus.ts';
import { createPostgresEventBus } from './postgres-event-bus.ts';
import { watchForeignWrites } from './sqlite-foreign-writes.ts';

/** Each open database's bus, by the adapter its Kysely instance and all its transactions share (as dialectOf). */
const busByAdapter = new WeakMap<object, EventBus>();

/**
 * The bus of a database handle (db/connect.ts makes one per createDb): publishing needs nothing but the
 * database, so any process that opens it (server, admin CLI, jobs) publishes; listening starts at the
 * first subscription. Closed by the handle's destroy.
 */
export function createDatabaseEventBus(db: Kysely<Database>, dialect: DialectName, url: string, schema: string | undefined, connectTimeoutMs?: number): EventBus {
  const report = (error: unknown) => console.error('event bus:', error);
  const bus =
    dialect === 'postgres'
      ? createPostgresEventBus({
          url,
          namespace: schema ?? 'lobby',
          connectTimeoutMs: connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
          notify: async (channel, text) => {
            await sql`select pg_notify(${channel}, ${text})`.execute(db);
          },
          report,
        })
      : createMemoryEventBus({ watchForGaps: (gap) => watchForeignWrites(db, gap, report), report });
  busByAdapter.set(db.getExecutor().adapter, bus);
  return bus;
}

/** The bus of a database opened by createDb, or of any transaction on it. */
export function eventBusOf(db: Kysely<Database>): EventBus {
  const bus = busByAdapter.get(db.getExecutor().adapter);
  if (!bus) throw new Error('eventBusOf: this Kysely instance was not opened by createDb');
  return bus;
}
