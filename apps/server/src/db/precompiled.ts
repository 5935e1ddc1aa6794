import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Placeholder = <K extends string>(name: K) => never;

/**
 * A query built and compiled once per database, then run with new values. Building and compiling a
 * Kysely query costs more than running it on SQLite, which matters on the calls every logged-in client
 * polls (token lookup, balance). The builder marks each value with `param('name')`; every mark must end
 * up as one bound parameter (it does for values in where/set clauses).
 */
export function precompiled<Params extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, param: Placeholder) => Compilable<Row>,
) {
  const byDatabase = new WeakMap<Kysely<Database>, { query: CompiledQuery<Row>; slots: Array<keyof Params | null> }>();

  function compile(db: Kysely<Database>) {
    const marks = new Map<string, string>();
    const param = ((name: string) => {
      const mark = `\u0000param:${name}`;
      marks.set(mark, name);
      return mark;
    }) as Placeholder;
    const query = build(db, param).compile();
    const slots = query.parameters.map((value) => (typeof value === 'string' ? marks.get(value) ?? null : null));
    if (slots.filter((slot) => slot !== null).length !== marks.size) throw new Error('precompiled: a placeholder is not a bound parameter');
    const compiled = { query, slots };
    byDatabase.set(db, compiled);
    return compiled;
  }

  return async function run(db: Kysely<Database>, params: Params): Promise<Row[]> {
    const { query, slots } = byDatabase.get(db) ?? compile(db);
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index];
      return slot === null || slot === undefined ? value : params[slot];
    });
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
