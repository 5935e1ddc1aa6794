import { Migrator } from 'kysely';
import type { Db } from './connect.ts';
import { migrationsFor } from './migrations/index.ts';

export async function migrateToLatest({ db, dialect }: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(dialect) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
