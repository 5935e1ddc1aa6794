import type { Kysely } from 'kysely';

/**
 * A banner may lead somewhere (issue 13: banners open their promotion): `link`, an in-app path, null for a
 * banner that is only a picture. The seed fills the seeded banners' links at start-up (seedContent).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banners').addColumn('link', 'text').execute();
}
