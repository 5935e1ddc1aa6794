import { sql, type Kysely } from 'kysely';
import type { TestDatabase } from './test-database.ts';

/** Any table by name: the tables are found at run time, so the schema types cannot name them. */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

const stable = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
const sorted = (rows: unknown[]): unknown[] => rows.map((row) => [stable(row), row] as const).sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);

const ownedTables = new WeakMap<TestDatabase, Promise<string[]>>();

/**
 * The tables holding rows of one member: those with a member_id column, read from the live database's
 * catalogue (PostgreSQL: this test database's schema only, so other suites' schemas coming and going
 * at the same time do not matter). Read once per database.
 */
export function memberOwnedTables(database: TestDatabase): Promise<string[]> {
  let tables = ownedTables.get(database);
  if (!tables) {
    const query =
      database.dialect === 'postgres'
        ? sql<{ name: string }>`select table_name as name from information_schema.columns where table_schema = ${database.schema} and column_name = 'member_id'`
        : sql<{ name: string }>`select m.name as name from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and p.name = 'member_id'`;
    tables = query.execute(database.db).then(({ rows }) => rows.map((row) => row.name).sort());
    ownedTables.set(database, tables);
  }
  return tables;
}

/**
 * Everything a member owns, whole: the member's row, every row of every table with a member_id (found
 * in the catalogue, so a table added later is included without touching this), and the ledger entries
 * of the member's accounts. Two snapshots are equal only if nothing of the member changed (with
 * `ignoreSessionUse`, nothing but when the member's own sessions were last used).
 */
export async function memberRows(database: TestDatabase, memberId: number, options: { ignoreSessionUse?: boolean } = {}): Promise<Record<string, unknown[]>> {
  const db = database.db as unknown as AnyDb;
  const rows: Record<string, unknown[]> = {
    members: await db.selectFrom('members').selectAll().where('id', '=', memberId).execute(),
  };
  for (const table of await memberOwnedTables(database)) {
    rows[table] = sorted(await db.selectFrom(table).selectAll().where('member_id', '=', memberId).execute());
  }
  if (options.ignoreSessionUse && rows.api_tokens) {
    // When the member's own session was last used: bookkeeping of the member's own calls.
    rows.api_tokens = rows.api_tokens.map((token) => ({ ...(token as object), last_used_at: 'ignored' }));
  }
  const accountIds = (rows.accounts ?? []).map((account) => (account as { id: number }).id);
  rows.ledger_entries =
    accountIds.length === 0 ? [] : sorted(await db.selectFrom('ledger_entries').selectAll().where('account_id', 'in', accountIds).execute());
  return rows;
}
