import type { Transaction } from 'kysely';
import { precompiled } from '../db/precompiled.ts';
import type { Database } from '../db/schema.ts';
import { InsufficientFundsError } from './errors.ts';
import type { Posted, PostingPlan } from './post-transfer.ts';

/**
 * The key is claimed first with INSERT ... ON CONFLICT DO NOTHING: the race-free form of "catch the
 * unique violation and treat it as a replay". Concurrent writers are already serialised by BEGIN
 * IMMEDIATE on SQLite. Compiled once (precompiled.ts): building the queries cost more than running them.
 */
const claimKey = precompiled<{ kind: string; key: string; memberId: number | null; memo: string; createdAt: string }, { id: number }>((db, param) =>
  db
    .insertInto('ledger_transactions')
    .values({ kind: param('kind'), idempotency_key: param('key'), member_id: param('memberId'), memo: param('memo'), created_at: param('createdAt') })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id'),
);

const transactionWithKey = precompiled<{ key: string }, { id: number }>((db, param) =>
  db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', param('key')),
);

/** A conditional UPDATE: no row changes when a member account would go below zero (house accounts may). */
const moveBalance = precompiled<{ accountId: number; amountFen: number }, { member_id: number | null }>((db, param) =>
  db
    .updateTable('accounts')
    .set((eb) => ({ balance_fen: eb('balance_fen', '+', param('amountFen')) }))
    .where('id', '=', param('accountId'))
    .where((eb) => eb.or([eb('kind', '=', 'house'), eb(eb('balance_fen', '+', param('amountFen')), '>=', 0)]))
    .returning('member_id'),
);

/** Claim, conditional updates in account id order, entries: a refusal throws after partial writes, which the caller's rollback undoes. */
export async function postStatementByStatement(trx: Transaction<Database>, { request, movements, createdAt }: PostingPlan): Promise<Posted> {
  const key = request.idempotencyKey;
  const [claimed] = await claimKey(trx, { kind: request.kind, key, memberId: request.memberId ?? null, memo: request.memo ?? '', createdAt });
  if (claimed === undefined) {
    const [first] = await transactionWithKey(trx, { key });
    if (first === undefined) throw new Error(`ledger: key ${key} was taken but no transaction holds it`);
    return { replayed: true, transactionId: first.id };
  }

  const movedMemberIds = new Set<number>();
  for (const [accountId, amountFen] of movements) {
    const [moved] = await moveBalance(trx, { accountId, amountFen });
    if (moved === undefined) await refuseMovement(trx, accountId);
    else if (moved.member_id !== null) movedMemberIds.add(moved.member_id);
  }

  await trx
    .insertInto('ledger_entries')
    .values(request.entries.map((entry) => ({ transaction_id: claimed.id, account_id: entry.accountId, amount_fen: entry.amountFen })))
    .execute();
  return { replayed: false, transactionId: claimed.id, movedMemberIds: [...movedMemberIds] };
}

/** No row updated: either the account does not exist (a bug) or a member account lacks the funds. */
async function refuseMovement(trx: Transaction<Database>, accountId: number): Promise<never> {
  const exists = await trx.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
  if (!exists) throw new Error(`ledger: account ${accountId} does not exist`);
  throw new InsufficientFundsError(accountId);
}
