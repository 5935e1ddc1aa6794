import { messages, TRANSACTION_TYPES, type Paged, type TransactionRow, type TransactionTypeCode } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { ContentLanguage } from '../content/translations/content-language.ts';
import { readTranslations } from '../content/translations/read-translations.ts';
import type { Database } from '../db/schema.ts';

const METHOD_NAMES = new Set<string>(Object.values(messages.paymentSandbox.methods));

/**
 * A deposit's or a withdrawal's pay_way in the request's language: a method name ('银行卡', '微信支付')
 * is the server's own word and goes through the message catalogues; a withdrawal to a card names its
 * bank, the operator's content, read from the bank names' translations (one query for the page).
 */
export async function payWaysInLanguage(
  db: Kysely<Database>,
  language: ContentLanguage,
  translate: (text: string) => string,
  type: TransactionTypeCode,
  records: Paged<TransactionRow>,
): Promise<Paged<TransactionRow>> {
  if (type !== TRANSACTION_TYPES.deposit && type !== TRANSACTION_TYPES.withdraw) return records;
  const banks = records.data.map((row) => row.pay_way).filter((way) => !METHOD_NAMES.has(way));
  const bankName = await readTranslations(db, language, 'bank', banks);
  const payWay = (way: string) => (METHOD_NAMES.has(way) ? translate(way) : bankName(way, 'bank_name', way));
  return { ...records, data: records.data.map((row) => ({ ...row, pay_way: payWay(row.pay_way) })) };
}
