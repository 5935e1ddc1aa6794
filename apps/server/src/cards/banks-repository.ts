import type { Bank } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { ContentLanguage } from '../content/translations/content-language.ts';
import { readTranslations } from '../content/translations/read-translations.ts';
import type { Database } from '../db/schema.ts';

/** The bank picker's list, in the operator's order, each name in the request's language. */
export async function listBanks(db: Kysely<Database>, language?: ContentLanguage): Promise<Bank[]> {
  const banks = await db.selectFrom('banks').select('bank_name').orderBy('sort').orderBy('bank_name').execute();
  const translated = await readTranslations(db, language, 'bank', banks.map((bank) => bank.bank_name));
  return banks.map((bank) => ({ bank_name: translated(bank.bank_name, 'bank_name', bank.bank_name) }));
}

/**
 * The stored name of the bank a member picked: the picker offers the names in the member's language
 * (listBanks), and a card keeps the bank's own name whatever language it was bound in. undefined for a
 * bank not on the list.
 */
export async function knownBankName(db: Kysely<Database>, sent: string, language?: ContentLanguage): Promise<string | undefined> {
  const own = await db.selectFrom('banks').select('bank_name').where('bank_name', '=', sent).executeTakeFirst();
  if (own || !language) return own?.bank_name;
  const named = await db
    .selectFrom('content_translations')
    .innerJoin('banks', 'banks.bank_name', 'content_translations.row_key')
    .select('banks.bank_name')
    .where('content_translations.kind', '=', 'bank')
    .where('content_translations.brand', '=', language.brand)
    .where('content_translations.field', '=', 'bank_name')
    .where('content_translations.text', '=', sent)
    .executeTakeFirst();
  return named?.bank_name;
}
