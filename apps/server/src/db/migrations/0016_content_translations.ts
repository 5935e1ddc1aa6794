import type { Kysely } from 'kysely';

/**
 * The operator's content per brand and language (docs/decisions/content-translations.md): one text per
 * row, field, brand and language, beside the content tables rather than in them, so every content table
 * keeps its own text as the last fallback and its shape. row_key is text: rows are named by their id,
 * a setting by its key, a bank by its name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('row_key', 'varchar(191)', (col) => col.notNull())
    .addColumn('brand', 'varchar(64)', (col) => col.notNull())
    .addColumn('locale', 'varchar(16)', (col) => col.notNull())
    .addColumn('field', 'varchar(32)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_translations_pkey', ['kind', 'brand', 'row_key', 'locale', 'field'])
    .execute();
}
