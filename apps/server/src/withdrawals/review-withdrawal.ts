import { MONEY_ORDER_STATE } from '@lobby/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { getOrCreateMainWallet, houseAccount } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { getOrCreateHeldAccount } from './held-account.ts';
import { findWithdrawal, type WithdrawalRow } from './withdrawal-orders.ts';

export interface Review {
  /** True when this call decided the order; false when it was already decided (or does not exist). */
  changed: boolean;
  withdrawal: WithdrawalRow | undefined;
}

/**
 * Decides a pending withdrawal exactly once, inside the caller's transaction: the conditional UPDATE
 * from pending lets one reviewer through however many race (approve and reject at the same moment
 * give one outcome), and the ledger key per order and decision would refuse a second movement.
 * Approve pays the held amount out (held → house:cash); reject returns exactly it to the main wallet.
 */
export async function reviewWithdrawal(trx: Transaction<Database>, id: number, decision: 'approve' | 'reject'): Promise<Review> {
  const decided = await trx
    .updateTable('withdrawals')
    .set({ state: decision === 'approve' ? MONEY_ORDER_STATE.approved : MONEY_ORDER_STATE.rejected, reviewed_at: nowIso() })
    .where('id', '=', id)
    .where('state', '=', MONEY_ORDER_STATE.pending)
    .executeTakeFirst();
  const withdrawal = await findWithdrawal(trx, id);
  if (decided.numUpdatedRows === 0n || !withdrawal) return { changed: false, withdrawal };

  const amountFen = Number(withdrawal.amount_fen);
  const held = await getOrCreateHeldAccount(trx, withdrawal.member_id);
  const destination = decision === 'approve' ? await houseAccount(trx, 'cash') : await getOrCreateMainWallet(trx, withdrawal.member_id);
  await postTransfer(trx, {
    kind: decision === 'approve' ? 'withdrawal_payout' : 'withdrawal_return',
    idempotencyKey: `withdrawal:${withdrawal.withdraw_no}:${decision}`,
    memberId: withdrawal.member_id,
    memo: withdrawal.withdraw_no,
    entries: [
      { accountId: held.id, amountFen: -amountFen },
      { accountId: destination.id, amountFen },
    ],
  });
  return { changed: true, withdrawal };
}
