import { Migrator } from 'kysely';
import type { Db } from './connect.ts';
import { dialectOf } from './dialect.ts';
import { migrationsFor } from './migrations/index.ts';

async function migratorFor({ db, dialect }: Db): Promise<Migrator> {
  const schema = await dialectOf(db).migrationTableSchema(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function throwOnFailure({ error, results }: Awaited<ReturnType<Migrator['migrateToLatest']>>): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

export async function migrateToLatest(database: Db): Promise<void> {
  throwOnFailure(await (await migratorFor(database)).migrateToLatest());
}

/** Up to and including `migrationName`: how a test builds a database as an older release left it. */
export async function migrateUpTo(database: Db, migrationName: string): Promise<void> {
  throwOnFailure(await (await migratorFor(database)).migrateTo(migrationName));
}
