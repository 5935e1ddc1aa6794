import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { withIdColumn } from './portable.ts';

/**
 * Saved bank cards and crypto wallets, and the list of banks a card may name. A card number is kept
 * whole (withdrawals pay out to it); only the API masks it.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('banks')
    .addColumn('bank_name', 'text', (col) => col.primaryKey())
    // The operator may set an icon address per bank; getcard answers it as `ico`.
    .addColumn('ico', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db.schema.createTable('saved_cards'), dialect)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    // CardListType: 1 bank card, 2 USDT, 4 AnToken.
    .addColumn('list_type', 'integer', (col) => col.notNull())
    .addColumn('bank', 'text', (col) => col.notNull())
    .addColumn('bank_address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('bank_no', 'text', (col) => col.notNull())
    .addColumn('bank_owner', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    // The same number or address twice in one list is refused; this also settles two concurrent binds.
    .addUniqueConstraint('saved_cards_member_list_number', ['member_id', 'list_type', 'bank_no'])
    .execute();
}
