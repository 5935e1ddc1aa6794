import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { Member, NewMember } from './members.table.ts';
import { nowIso } from '../db/time.ts';

/** Accounts are unique regardless of letter case: 'Demo888' and 'demo888' are the same account. */
export function accountKeyOf(account: string): string {
  return account.trim().toLowerCase();
}

export function findMemberById(db: Kysely<Database>, id: number): Promise<Member | undefined> {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMemberByAccount(db: Kysely<Database>, account: string): Promise<Member | undefined> {
  return db.selectFrom('members').selectAll().where('account_key', '=', accountKeyOf(account)).executeTakeFirst();
}

/** The new member's id, or undefined when the account is already taken (also when a concurrent sign-up won). */
export async function insertMember(db: Kysely<Database>, member: Omit<NewMember, 'account_key' | 'created_at'>): Promise<number | undefined> {
  const [id] = await dialectOf(db).insertNewIds(
    db.insertInto('members').values({ ...member, account_key: accountKeyOf(member.account), created_at: nowIso() }),
    { columns: ['account_key'] },
  );
  return id;
}

export async function recordLogin(db: Kysely<Database>, id: number, clientAddress: string): Promise<void> {
  await db.updateTable('members').set({ last_login_at: nowIso(), last_login_ip: clientAddress }).where('id', '=', id).execute();
}
