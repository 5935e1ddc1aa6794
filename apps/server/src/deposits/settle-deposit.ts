import { MONEY_ORDER_STATE } from '@lobby/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { getOrCreateMainWallet, houseAccount } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { findDeposit, type DepositOutcome, type DepositRow } from './deposit-orders.ts';

export interface Settlement {
  /** True when this call moved the order out of pending; false when it was already settled or closed. */
  changed: boolean;
  /** The order as it is now (undefined: no such number). */
  deposit: DepositRow | undefined;
}

/**
 * Credits a pending deposit exactly once, inside the caller's transaction: the conditional UPDATE
 * (state still pending, and for a provider callback the payment window still open) lets one caller
 * through however many race, and the ledger key 'deposit:<deposit_no>' would refuse a second
 * movement even then. The amount moves from house:cash to the member's main wallet and adds to the
 * member's cumulative deposit (paysum).
 *
 * A provider 'pay' arriving after the window closes the order as expired instead.
 */
export async function creditDeposit(
  trx: Transaction<Database>,
  depositNo: string,
  outcome: Extract<DepositOutcome, 'paid' | 'approved'>,
  options: { withinWindow: boolean },
): Promise<Settlement> {
  const now = nowIso();
  let claim = trx
    .updateTable('deposits')
    .set({ state: MONEY_ORDER_STATE.approved, outcome, credited_at: now, closed_at: now })
    .where('deposit_no', '=', depositNo)
    .where('state', '=', MONEY_ORDER_STATE.pending);
  if (options.withinWindow) claim = claim.where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  const claimed = await claim.executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) {
    if (options.withinWindow) return closeDeposit(trx, depositNo, 'expired');
    return { changed: false, deposit: await findDeposit(trx, depositNo) };
  }

  const deposit = (await findDeposit(trx, depositNo))!;
  const amountFen = Number(deposit.amount_fen);
  const [wallet, cash] = [await getOrCreateMainWallet(trx, deposit.member_id), await houseAccount(trx, 'cash')];
  await postTransfer(trx, {
    kind: 'deposit',
    idempotencyKey: `deposit:${deposit.deposit_no}`,
    memberId: deposit.member_id,
    memo: `${deposit.paytype} ${deposit.deposit_no}`,
    entries: [
      { accountId: cash.id, amountFen: -amountFen },
      { accountId: wallet.id, amountFen },
    ],
  });
  await trx
    .updateTable('members')
    .set({ paysum_fen: sql<number>`paysum_fen + ${amountFen}` })
    .where('id', '=', deposit.member_id)
    .execute();
  return { changed: true, deposit };
}

/**
 * Closes a pending deposit as failed (state rejected) without moving money: cancelled by the payer,
 * expired, or rejected in review. A closed or credited order stays as it is.
 */
export async function closeDeposit(
  trx: Transaction<Database>,
  depositNo: string,
  outcome: Extract<DepositOutcome, 'cancelled' | 'expired' | 'rejected'>,
): Promise<Settlement> {
  const now = nowIso();
  let close = trx
    .updateTable('deposits')
    .set({ state: MONEY_ORDER_STATE.rejected, outcome, closed_at: now })
    .where('deposit_no', '=', depositNo)
    .where('state', '=', MONEY_ORDER_STATE.pending);
  // Only an order whose window has really passed is closed as expired.
  if (outcome === 'expired') close = close.where('expires_at', '<=', now);
  const closed = await close.executeTakeFirst();
  return { changed: closed.numUpdatedRows > 0n, deposit: await findDeposit(trx, depositNo) };
}
