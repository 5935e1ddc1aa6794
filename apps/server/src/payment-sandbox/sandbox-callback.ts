import { messages, MONEY_ORDER_STATE } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findDeposit } from '../deposits/deposit-orders.ts';
import { closeDeposit, creditDeposit } from '../deposits/settle-deposit.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';
import { isValidSignature, type SandboxOutcome } from './sandbox-signature.ts';

export interface SandboxCallback {
  deposit_no: string;
  outcome: SandboxOutcome;
  sign: string;
}

const texts = messages.paymentSandbox;
const refuse = (message: string) => new DomainError(ErrorCode.conflict, message);

/**
 * The merchant side of the provider's notification. A repeated notice answers what the first one
 * settled (providers retry until they read success), so 'pay' twice is one credit and one message.
 * Bank deposits have no pay token and read as unknown here: they wait for the back office.
 */
export async function handleSandboxCallback(db: Kysely<Database>, callback: SandboxCallback): Promise<string> {
  if (!isValidSignature(callback.deposit_no, callback.outcome, callback.sign)) {
    throw new DomainError(ErrorCode.forbidden, texts.invalidSignature);
  }
  const order = await findDeposit(db, callback.deposit_no);
  if (!order || order.pay_token === null) throw new DomainError(ErrorCode.notFound, texts.unknownOrder);
  const { deposit } = await db
    .transaction()
    .execute((trx) =>
      callback.outcome === 'pay'
        ? creditDeposit(trx, callback.deposit_no, 'paid', { withinWindow: true })
        : closeDeposit(trx, callback.deposit_no, 'cancelled'),
    );
  if (deposit!.state === MONEY_ORDER_STATE.approved) {
    if (callback.outcome === 'pay') return texts.paid;
    throw refuse(texts.alreadyPaid);
  }
  // Closed: expired, cancelled, or rejected in review.
  if (deposit!.outcome === 'expired') throw refuse(texts.expired);
  if (deposit!.outcome === 'cancelled' && callback.outcome === 'cancel') return texts.cancelled;
  throw refuse(texts.closed);
}
