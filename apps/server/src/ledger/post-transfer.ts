import type { Transaction } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import { forgetBalances } from '../caching/read-caches.ts';
import { noteBalanceChange } from '../events/balance-changes.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { InsufficientFundsError } from './errors.ts';

export interface TransferEntry {
  accountId: number;
  /** Signed fen: positive credits the account, negative debits it. */
  amountFen: number;
}

export interface TransferRequest {
  /** What moved money, e.g. 'deposit', 'transfer_in', 'seed_credit'. */
  kind: string;
  /** Unique per intended movement: a repeat with the same key moves nothing. */
  idempotencyKey: string;
  memberId?: number | null;
  memo?: string;
  entries: TransferEntry[];
}

export interface TransferResult {
  transactionId: number;
  /** True when the key was already used: the first transaction's id, nothing moved now. */
  replayed: boolean;
}

function assertWellFormed(request: TransferRequest): void {
  if (request.entries.length < 2) throw new Error(`ledger: a transfer needs at least two entries (${request.kind})`);
  let sum = 0;
  for (const entry of request.entries) {
    if (!Number.isSafeInteger(entry.amountFen) || entry.amountFen === 0) {
      throw new Error(`ledger: amounts are non-zero integer fen, got ${entry.amountFen} (${request.kind})`);
    }
    sum += entry.amountFen;
  }
  if (sum !== 0) throw new Error(`ledger: entries of ${request.kind} sum to ${sum}, not 0`);
}

/** Net movement per account, in ascending account id: every writer locks rows in one order, so no deadlock. */
function netMovements(entries: TransferEntry[]): Array<[accountId: number, amountFen: number]> {
  const byAccount = new Map<number, number>();
  for (const { accountId, amountFen } of entries) byAccount.set(accountId, (byAccount.get(accountId) ?? 0) + amountFen);
  return [...byAccount].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a - b);
}

/**
 * Posts one balanced double-entry transaction inside the caller's database transaction.
 *
 * The idempotency key is claimed first with INSERT ... ON CONFLICT DO NOTHING: that is the race-free form
 * of "catch the unique violation and treat it as a replay" (a caught violation would abort a PostgreSQL
 * transaction). A concurrent holder of the same key makes PostgreSQL wait for its outcome; SQLite writers
 * are already serialised by BEGIN IMMEDIATE.
 *
 * Member accounts are debited with a conditional UPDATE whose affected-row count is checked, so a balance
 * can never go below zero whatever runs in parallel; house accounts may go negative.
 */
export async function postTransfer(trx: Transaction<Database>, request: TransferRequest): Promise<TransferResult> {
  assertWellFormed(request);

  const [transactionId] = await dialectOf(trx).insertNewIds(
    trx.insertInto('ledger_transactions').values({
      kind: request.kind,
      idempotency_key: request.idempotencyKey,
      member_id: request.memberId ?? null,
      memo: request.memo ?? '',
      created_at: nowIso(),
    }),
    { columns: ['idempotency_key'] },
  );
  if (transactionId === undefined) {
    const first = await trx
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirstOrThrow();
    return { transactionId: first.id, replayed: true };
  }

  for (const [accountId, amountFen] of netMovements(request.entries)) {
    const result = await trx
      .updateTable('accounts')
      .set((eb) => ({ balance_fen: eb('balance_fen', '+', amountFen) }))
      .where('id', '=', accountId)
      .where((eb) => eb.or([eb('kind', '=', 'house'), eb(eb('balance_fen', '+', amountFen), '>=', 0)]))
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) await refuseMovement(trx, accountId);
  }

  await trx
    .insertInto('ledger_entries')
    .values(request.entries.map((entry) => ({ transaction_id: transactionId, account_id: entry.accountId, amount_fen: entry.amountFen })))
    .execute();
  noteBalanceChange(trx, request.memberId);
  if (request.memberId !== null && request.memberId !== undefined) forgetBalances(trx, request.memberId);
  return { transactionId, replayed: false };
}

/** No row updated: either the account does not exist (a bug) or a member account lacks the funds. */
async function refuseMovement(trx: Transaction<Database>, accountId: number): Promise<never> {
  const exists = await trx.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
  if (!exists) throw new Error(`ledger: account ${accountId} does not exist`);
  throw new InsufficientFundsError(accountId);
}
