import { Migrator, sql } from 'kysely';
import type { Db } from './connect.ts';
import { migrationsFor } from './migrations/index.ts';

export async function migrateToLatest({ db, dialect }: Db): Promise<void> {
  // Kysely looks for its migration tables across the whole search path unless told a schema; with
  // another schema on the path holding them (parallel test runs), it would skip creating its own.
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
