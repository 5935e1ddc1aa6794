/**
 * SQL texts that PostgreSQL should parse and plan once per connection rather than at every call (a
 * named prepared statement: after the first Parse, pg sends only Bind and Execute). Kysely sends every
 * query unnamed; the postgres dialect's pool looks each text up here and names the ones found. Only
 * fixed texts belong here (precompiled queries, the ledger's posting statement): each name lives for
 * the connection's lifetime on the server.
 */
const names = new Map<string, string>();

export function prepareOnPostgres(sql: string): void {
  if (!names.has(sql)) names.set(sql, `lobby_${names.size + 1}`);
}

export function preparedNameOf(sql: string): string | undefined {
  return names.get(sql);
}
