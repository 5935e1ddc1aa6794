import type { Kysely } from 'kysely';

/**
 * A value kept per open database and shared by all its transactions: keyed by the adapter that a
 * Kysely instance creates once and hands to every transaction on it (as dialectOf does), so a cache
 * filled inside one transaction serves the next, and a second database (tests, benches) has its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the key is the connection, not the tables
export function perDatabase<T>(make: () => T): (db: Kysely<any>) => T {
  const values = new WeakMap<object, T>();
  return (db) => {
    const key = db.getExecutor().adapter;
    let value = values.get(key);
    if (value === undefined) {
      value = make();
      values.set(key, value);
    }
    return value;
  };
}
