/** One field of one content row, in one brand's language (db/migrations/0016_content_translations.ts). */
export interface ContentTranslationsTable {
  /** Which content: TRANSLATED_KINDS. */
  kind: string;
  /** The row: its id, a setting's key, a bank's name. */
  row_key: string;
  /** brand.json's folder name. */
  brand: string;
  locale: string;
  /** The column whose text this replaces. */
  field: string;
  text: string;
}
