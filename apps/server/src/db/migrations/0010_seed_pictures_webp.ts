import { sql, type Kysely } from 'kysely';

/** The columns that hold the address of a seeded picture. */
const PICTURE_COLUMNS = [
  ['games', 'mobile_img'],
  ['provider_games', 'gamepic'],
  ['banners', 'src'],
  ['activities', 'banner'],
] as const;

// The seeded pictures are WebP now (scripts/make-media.ts says why) and the SVG files are gone: a
// database seeded before points at them. Only addresses under the seeded folders change; an
// operator's own pictures stay as they are.
const SEEDED_SVG = /^\/media\/(games|tiles|banners|activities)\/[^/]+\.svg$/;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of PICTURE_COLUMNS) {
    const rows: Array<{ id: number; address: string }> = await db
      .selectFrom(table)
      .select(['id', sql.ref<string>(column).as('address')])
      .where(column, 'like', '/media/%.svg')
      .execute();
    for (const { id, address } of rows.filter((row) => SEEDED_SVG.test(row.address))) {
      await db.updateTable(table).set({ [column]: address.replace(/\.svg$/, '.webp') }).where('id', '=', id).execute();
    }
  }
}
