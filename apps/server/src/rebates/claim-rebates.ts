import { createHash } from 'node:crypto';
import { messages, REBATE_STATE } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { plainTransaction, type TransactionRunner } from '../db/transaction-runner.ts';
import { nowIso } from '../db/time.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';
import { getOrCreateMainWallet, houseAccount } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';

export interface RebateClaim {
  claimedFen: number;
  rows: number;
}

/** One key per set of rows: however the claim is retried, those rows are paid by one ledger transaction. */
function claimKey(memberId: number, rowIds: number[]): string {
  const digest = createHash('sha256').update([...rowIds].sort((a, b) => a - b).join(',')).digest('hex');
  return `rebate:${memberId}:${digest}`;
}

/**
 * Pays every unclaimed rebate of the member, in one database transaction: the conditional UPDATE
 * (state 0 → 1) takes the rows, so of any number of concurrent claims only the first finds them
 * (PostgreSQL makes the others wait for its commit and then re-check the state; SQLite runs them one
 * after another); their sum moves from house:bonus to the main wallet in one ledger transaction.
 * Nothing unclaimed: the contract's 暂无领取额度！.
 */
export async function claimRebates(db: Kysely<Database>, memberId: number, transaction: TransactionRunner = plainTransaction(db)): Promise<RebateClaim> {
  return transaction(async (trx) => {
    const taken = await dialectOf(trx).updateReturning(
      trx
        .updateTable('rebates')
        .set({ state: REBATE_STATE.claimed, updated_at: nowIso() })
        .where('member_id', '=', memberId)
        .where('state', '=', REBATE_STATE.unclaimed),
      ['id', 'money_fen'],
    );
    if (taken.length === 0) throw new DomainError(ErrorCode.badRequest, messages.rebate.nothingToClaim);

    const rowIds = taken.map((row) => row.id);
    const claimedFen = taken.reduce((sum, row) => sum + Number(row.money_fen), 0);
    const [bonus, wallet] = [await houseAccount(trx, 'bonus'), await getOrCreateMainWallet(trx, memberId)];
    const { transactionId } = await postTransfer(trx, {
      kind: 'rebate',
      idempotencyKey: claimKey(memberId, rowIds),
      memberId,
      memo: `rebates ${rowIds.length}`,
      entries: [
        { accountId: bonus.id, amountFen: -claimedFen },
        { accountId: wallet.id, amountFen: claimedFen },
      ],
    });
    await trx.updateTable('rebates').set({ claim_transaction_id: transactionId }).where('id', 'in', rowIds).execute();
    return { claimedFen, rows: rowIds.length };
  });
}
