import type { Database } from '../db/schema.ts';
import type { Kysely } from 'kysely';
import { afterCommit } from './after-commit.ts';
import { eventBusOf } from './database-event-bus.ts';
import { defineChannel } from './event-bus.ts';
import type { IdBatch } from './id-batches.ts';

/** `{ ids }`: members whose wallets (main or venue) changed in a committed transaction. */
export const balancesChanged = defineChannel<IdBatch>('balances');

/**
 * The ledger's one hook (postTransfer calls it for the member a transfer moves): the member is published
 * once the transaction commits, batched with the other members of the next few milliseconds. Every money
 * path (deposits, withdrawals, transfers, game rounds, rebates, red packets) posts through postTransfer,
 * so none can be forgotten, and nothing is added to the ledger's transaction itself.
 */
export function noteBalanceChange(trx: Kysely<Database>, memberId: number | null | undefined): void {
  if (memberId === null || memberId === undefined) return;
  const bus = eventBusOf(trx);
  afterCommit(trx, () => bus.publishId(balancesChanged, memberId));
}
