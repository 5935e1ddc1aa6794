import { FREE_TRANSFER, messages } from '@lobby/contract';
import type { Transaction } from 'kysely';
import { precompiled } from '../db/precompiled.ts';
import type { Database } from '../db/schema.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';
import { mainWalletId, venueWalletId } from '../ledger/account-ids.ts';
import { postTransfer } from '../ledger/post-transfer.ts';

/** 'in' moves money from the main wallet into the venue (转入), 'out' brings it back (转出). */
export type TransferDirection = 'in' | 'out';

export interface WalletTransfer {
  memberId: number;
  platformName: string;
  direction: TransferDirection;
  amountFen: number;
  idempotencyKey: string;
}

/** Ledger kinds of manual transfers; the transaction records' transfer-in and transfer-out tabs read them. */
export const WALLET_TRANSFER_KINDS: Readonly<Record<TransferDirection, string>> = { in: 'transfer_in', out: 'transfer_out' };

/** Read at every transfer: compiled once (see precompiled.ts). */
const selectTransferStatus = precompiled<{ memberId: number }, { transferstatus: number }>((db, param) =>
  db.selectFrom('members').select('transferstatus').where('id', '=', param('memberId')),
);

/** Refused while free-transfer mode is on (the venue launch moves the money then). */
export function assertManualTransfersAllowed(memberId: number, transferstatus: number | undefined): void {
  if (transferstatus === undefined) throw new Error(`wallet transfer: no member ${memberId}`);
  if (transferstatus === FREE_TRANSFER.on) throw new DomainError(ErrorCode.badRequest, messages.transfer.freeTransferOn);
}

/**
 * One manual transfer between the member's main wallet and one venue wallet, inside the caller's
 * transaction. Refused while free-transfer mode is on; a source without the amount is refused by the
 * ledger's conditional debit and nothing is written. The route goes through transfer-batches.ts.
 */
export async function transferBetweenWallets(trx: Transaction<Database>, transfer: WalletTransfer): Promise<void> {
  const [member] = await selectTransferStatus(trx, { memberId: transfer.memberId });
  assertManualTransfersAllowed(transfer.memberId, member?.transferstatus);
  await moveBetweenWallets(trx, transfer);
}

/**
 * The movement alone, once the member may transfer: the wallets (the venue's is created at its first
 * transfer) and one ledger posting, which writes nothing when refused.
 */
export async function moveBetweenWallets(trx: Transaction<Database>, transfer: WalletTransfer): Promise<void> {
  const main = await mainWalletId(trx, transfer.memberId);
  const venue = await venueWalletId(trx, transfer.memberId, transfer.platformName);
  const [from, to] = transfer.direction === 'in' ? [main, venue] : [venue, main];
  await postTransfer(trx, {
    kind: WALLET_TRANSFER_KINDS[transfer.direction],
    idempotencyKey: transfer.idempotencyKey,
    memberId: transfer.memberId,
    memo: transfer.platformName,
    entries: [
      { accountId: from, amountFen: -transfer.amountFen },
      { accountId: to, amountFen: transfer.amountFen },
    ],
  });
}
