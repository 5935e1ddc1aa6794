import type { Kysely } from 'kysely';
import { issueToken } from '../../../../src/auth/tokens.ts';
import type { Database } from '../../../../src/db/schema.ts';
import { getOrCreateMainWallet, getOrCreateVenueWallet, houseAccount } from '../../../../src/ledger/accounts.ts';
import { postTransfer } from '../../../../src/ledger/post-transfer.ts';
import { createMember } from '../../../support/ledger-fixtures.ts';

let funding = 0;

/** A member with a session token, created without argon2. */
export async function memberWithToken(db: Kysely<Database>) {
  const memberId = await createMember(db);
  return { memberId, token: await issueToken(db, memberId) };
}

/** Credits `fen` from house:cash to the member's main wallet, or to a venue wallet when `platformName` is given. */
export async function credit(db: Kysely<Database>, memberId: number, fen: number, platformName?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const wallet = platformName === undefined ? await getOrCreateMainWallet(trx, memberId) : await getOrCreateVenueWallet(trx, memberId, platformName);
    const cash = await houseAccount(trx, 'cash');
    await postTransfer(trx, {
      kind: 'test_deposit',
      idempotencyKey: `games-fixture:${memberId}:${++funding}`,
      memberId,
      entries: [
        { accountId: cash.id, amountFen: -fen },
        { accountId: wallet.id, amountFen: fen },
      ],
    });
    return wallet.id;
  });
}

/** Every wallet of the member by where it is: 'main' or the venue's platform name. */
export async function walletsOf(db: Kysely<Database>, memberId: number): Promise<Record<string, number>> {
  const rows = await db.selectFrom('accounts').select(['kind', 'platform_name', 'balance_fen']).where('member_id', '=', memberId).execute();
  return Object.fromEntries(rows.map((row) => [row.platform_name ?? row.kind, Number(row.balance_fen)]));
}

/** One wallet of walletsOf's answer, by kind ('main') or venue ('pg'); a wallet the member has no row for fails by name. */
export function walletFen(wallets: Record<string, number>, wallet: string): number {
  const fen = wallets[wallet];
  if (fen === undefined) throw new Error(`no ${wallet} wallet among ${JSON.stringify(wallets)}`);
  return fen;
}

/** Double entry holds: every transaction's entries, and so all balances together, sum to zero. */
export async function ledgerImbalances(db: Kysely<Database>) {
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['transaction_id', (eb) => eb.fn.sum<number>('amount_fen').as('sum')])
    .groupBy('transaction_id')
    .having((eb) => eb.fn.sum('amount_fen'), '!=', 0)
    .execute();
  const total = await db.selectFrom('accounts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance_fen'), eb.lit(0)).as('sum')).executeTakeFirstOrThrow();
  return { unbalancedTransactions: unbalanced.length, balancesSum: Number(total.sum) };
}
