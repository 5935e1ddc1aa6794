import { messages } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { closeDeposit, creditDeposit, type Settlement } from '../deposits/settle-deposit.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';
import { reviewWithdrawal, type Review } from '../withdrawals/review-withdrawal.ts';

const texts = messages.backOffice;

/** An order that does not exist, or that an earlier decision (or the payer) already settled. */
function refuseUnchanged(exists: boolean): never {
  throw exists ? new DomainError(ErrorCode.conflict, texts.notPending) : new DomainError(ErrorCode.notFound, texts.notFound);
}

/**
 * Approves a pending deposit: credited exactly as a provider's 'pay' (same function, same ledger key),
 * without the payment window, which binds the payer, not the reviewer.
 */
export async function approveDeposit(db: Kysely<Database>, depositNo: string): Promise<string> {
  const result: Settlement = await db.transaction().execute((trx) => creditDeposit(trx, depositNo, 'approved', { withinWindow: false }));
  if (!result.changed) refuseUnchanged(result.deposit !== undefined);
  return texts.depositApproved;
}

export async function rejectDeposit(db: Kysely<Database>, depositNo: string): Promise<string> {
  const result = await db.transaction().execute((trx) => closeDeposit(trx, depositNo, 'rejected'));
  if (!result.changed) refuseUnchanged(result.deposit !== undefined);
  return texts.depositRejected;
}

export async function decideWithdrawal(db: Kysely<Database>, id: number, decision: 'approve' | 'reject'): Promise<string> {
  const result: Review = await db.transaction().execute((trx) => reviewWithdrawal(trx, id, decision));
  if (!result.changed) refuseUnchanged(result.withdrawal !== undefined);
  return decision === 'approve' ? texts.withdrawalApproved : texts.withdrawalRejected;
}
