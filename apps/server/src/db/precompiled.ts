import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { perDatabase } from './per-database.ts';
import { prepareOnPostgres } from './prepared-statements.ts';
import type { Database } from './schema.ts';

type Placeholder = <K extends string>(name: K) => never;

/**
 * A query built and compiled once per database, then run with new values. Building and compiling a
 * Kysely query costs more than running it on SQLite, which matters on the calls every logged-in client
 * polls (token lookup, balance). The builder marks each value with `param('name')`; every mark must end
 * up as one bound parameter (it does for values in where/set clauses). Compiled once per database, not
 * per transaction (a transaction compiles to the same SQL); on PostgreSQL the text also becomes a named
 * prepared statement (prepared-statements.ts), so the server skips parsing it too.
 */
export function precompiled<Params extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, param: Placeholder) => Compilable<Row>,
) {
  const holderOf = perDatabase<{ compiled?: { query: CompiledQuery<Row>; slots: Array<keyof Params | null> } }>(() => ({}));

  function compile(db: Kysely<Database>) {
    const marks = new Map<string, string>();
    const param = ((name: string) => {
      const mark = `\u0000param:${name}`;
      marks.set(mark, name);
      return mark;
    }) as Placeholder;
    const query = build(db, param).compile();
    const slots = query.parameters.map((value) => (typeof value === 'string' ? marks.get(value) ?? null : null));
    // A name may be bound more than once (an amount in SET and in WHERE), but each must be bound somewhere.
    if (new Set(slots.filter((slot) => slot !== null)).size !== marks.size) throw new Error('precompiled: a placeholder is not a bound parameter');
    prepareOnPostgres(query.sql);
    return { query, slots };
  }

  return async function run(db: Kysely<Database>, params: Params): Promise<Row[]> {
    const holder = holderOf(db);
    holder.compiled ??= compile(db);
    const { query, slots } = holder.compiled;
    const parameters = query.parameters.map((value, index) => {
      const slot = slots[index];
      return slot === null || slot === undefined ? value : params[slot];
    });
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
