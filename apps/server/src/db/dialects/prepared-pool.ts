import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { isConnectionLoss, isPoolWaitTimeout } from '../connection-loss.ts';
import type { DatabaseOutages } from '../database-outages.ts';
import { preparedNameOf } from '../prepared-statements.ts';

/**
 * The pg pool as Kysely sees it, except that a query whose text is registered in prepared-statements.ts
 * goes out as a named prepared statement: pg parses it once per connection and afterwards sends only
 * Bind and Execute, and PostgreSQL skips parsing and (once it settles on a generic plan) planning.
 * One wrapper per pg client, so Kysely's per-client bookkeeping still sees one connection. Connections
 * that fail or die on the way are told to `outages` (the log's one line per outage).
 */
export function poolNamingPreparedStatements(pool: pg.Pool, outages: DatabaseOutages): PostgresPool {
  const reportLentClientError = (error: unknown) => outages.lost(error);
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // Set when a query failed because the connection is gone: pg-pool could otherwise take the client
    // back before its socket has closed and lend it out again, to fail the next call too.
    let lost: unknown;
    return {
      query: ((text: string, values: readonly unknown[]) => {
        const name = preparedNameOf(text);
        // Kysely passes a fresh array per query; pg only reads it.
        return client.query(name === undefined ? text : { name, text }, values as unknown[]).catch((error: unknown) => {
          if (isConnectionLoss(error)) lost = error;
          throw error;
        }) as Promise<PostgresQueryResult<unknown>>;
      }) as PostgresPoolClient['query'],
      // Released with its error, the client is closed and dropped rather than kept idle.
      release: () => client.release(lost as Error | undefined),
    };
  };
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        // A wait for a free connection that ran out says the pool is busy, not that the database is away.
        if (isConnectionLoss(error) && !isPoolWaitTimeout(error)) outages.lost(error);
        throw error;
      }
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
        // A client whose connection dies while lent out (a killed backend, a failover) fails its query
        // and also emits 'error', which pg-pool listens for only while the client is idle: unheard, it
        // would crash the process. The failed query reports it; the pool drops the client at release.
        client.on('error', reportLentClientError);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
