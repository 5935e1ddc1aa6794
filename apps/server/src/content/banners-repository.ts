import type { Banner } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export function listBanners(db: Kysely<Database>, type: number): Promise<Banner[]> {
  return db.selectFrom('banners').select('src').where('type', '=', type).orderBy('sort').orderBy('id').execute();
}

/** The texts the home notice bar joins and scrolls. */
export async function listHomeNotices(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('home_notices').select('content').where('status', '=', 1).orderBy('sort').orderBy('id').execute();
  return rows.map((row) => row.content);
}
