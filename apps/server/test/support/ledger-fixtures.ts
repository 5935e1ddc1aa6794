import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { getOrCreateMainWallet, houseAccount } from '../../src/ledger/accounts.ts';
import { postTransfer } from '../../src/ledger/post-transfer.ts';
import { insertMember } from '../../src/members/members-repository.ts';
import { uniqueAccount } from './test-app.ts';

/** A member row without argon2 (ledger tests never log in). */
export async function createMember(db: Kysely<Database>): Promise<number> {
  const id = await insertMember(db, { account: uniqueAccount(), password_hash: 'x', pay_password_hash: 'x', realname: '测试', introducer_id: null });
  if (id === undefined) throw new Error('account collision in test fixture');
  return id;
}

/** A member whose main wallet holds `fen`, credited from house:cash. */
export async function fundedMember(db: Kysely<Database>, fen: number) {
  const memberId = await createMember(db);
  const wallet = await getOrCreateMainWallet(db, memberId);
  await db.transaction().execute(async (trx) => {
    const cash = await houseAccount(trx, 'cash');
    await postTransfer(trx, {
      kind: 'test_deposit',
      idempotencyKey: `fund:${memberId}`,
      memberId,
      entries: [
        { accountId: cash.id, amountFen: -fen },
        { accountId: wallet.id, amountFen: fen },
      ],
    });
  });
  return { memberId, walletId: wallet.id };
}

export async function balanceOf(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db.selectFrom('accounts').select('balance_fen').where('id', '=', accountId).executeTakeFirstOrThrow();
  return Number(row.balance_fen);
}

/** Deterministic pseudo-random numbers (mulberry32), so a failing sequence can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One item of a non-empty list, drawn with `random` (with seededRandom, the same items on every run). */
export function pickWith<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error(`nothing to pick from a list of ${items.length}`);
  return item;
}
