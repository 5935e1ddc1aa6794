import type { Kysely } from 'kysely';
import { UnauthorizedError } from '../auth/unauthorized-error.ts';
import { assertLiveSession, lockLiveSessions } from '../auth/live-session.ts';
import { isBusyDatabase } from '../db/busy-database.ts';
import { dialectOf } from '../db/dialect.ts';
import { perDatabase } from '../db/per-database.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { walletsKnown } from '../ledger/account-ids.ts';
import { busyRefusal, limitTransferWaits } from './transfer-wait-limits.ts';
import { assertManualTransfersAllowed, moveBetweenWallets, transferBetweenWallets, type WalletTransfer } from './wallet-transfer.ts';

/**
 * Group commit of wallet transfers on PostgreSQL (as TigerBeetle batches): transfers that arrive while
 * a batch is being written wait for it and then go together, in one database transaction. Profiled
 * before: a transfer in its own transaction paid BEGIN and COMMIT round trips and a WAL flush of its
 * own; in a batch it pays one round trip (its posting) plus its share of five (BEGIN, the wait limits,
 * the sessions, the members' transfer modes, COMMIT). On the 2-core bench machine (measured with three,
 * before the sessions and limits): ~2,200 transfers/s alone, ~3,600-4,100 batched.
 *
 * - All or nothing per batch: one database transaction, so a crash or a lost connection mid-batch
 *   leaves none of it written (clients retry with their idempotency keys).
 * - Each transfer carries the token id of its request: the batch reads those sessions in its own
 *   transaction (auth/live-session.ts) and refuses the revoked ones alone, with the preHandler's 401.
 * - One transfer's refusal fails only that transfer: a refused posting writes nothing (the ledger's
 *   one-statement posting decides before it writes), so the others stay in the batch. Only transfers
 *   between wallets known to exist join a batch: a first transfer to a venue creates its wallet, which
 *   a refusal must not leave behind, so it runs alone (and afterwards its wallet is known).
 * - Any other error may have aborted the database transaction: the batch is rolled back and each of its
 *   transfers runs again alone, in its own transaction, so it gets its own outcome; a transfer that the
 *   batch's lost COMMIT did write is replayed by its key then, moving nothing twice.
 * - Bounded waits (transfer-wait-limits.ts): a statement that waits too long for a row lock, or runs too
 *   long, fails the batch, which reruns alone; alone, the transfer whose row is held answers 503 系统繁忙
 *   and moves nothing, while the others commit.
 * - No deadlock between batches: a lane takes the members whose id falls to it, so the batches of one
 *   process touch disjoint wallets, and a batch posts in ascending member id, so batches of different
 *   processes lock wallets in one order. A cycle through other writers (a deposit holding house:cash
 *   and a member's wallet) stays possible in principle: PostgreSQL breaks it, and the batch reruns alone.
 * SQLite is in-process and serialises its writers anyway: each transfer is its own transaction there.
 */
export const BATCH_LANES = 4;
const MAX_BATCH = 32;

/** What the batches did on one database, for the bench and the tests (a rolled-back batch reran alone). */
export interface GroupCommitStats {
  batches: number;
  batchedTransfers: number;
  rolledBack: number;
}
export const groupCommitStats = perDatabase<GroupCommitStats>(() => ({ batches: 0, batchedTransfers: 0, rolledBack: 0 }));

interface Pending {
  transfer: WalletTransfer;
  /** The session of the request; none for callers that are no member's request (the bench, ledger tests). */
  tokenId: number | undefined;
  resolve(): void;
  reject(error: unknown): void;
}

interface Lane {
  queue: Pending[];
  draining: boolean;
}

const lanesOf = perDatabase<Lane[]>(() => Array.from({ length: BATCH_LANES }, () => ({ queue: [], draining: false })));

/**
 * What the transfer route calls, with the request's session: the transfer committed (alone or in a
 * batch), or its refusal thrown (401 when the session ended meanwhile, 503 when a row stayed locked).
 */
export function submitWalletTransfer(db: Kysely<Database>, transfer: WalletTransfer, session?: { tokenId: number }): Promise<void> {
  const tokenId = session?.tokenId;
  if (!dialectOf(db).writableCtes || !walletsKnown(db, transfer.memberId, transfer.platformName)) {
    return transferAlone(db, { transfer, tokenId });
  }
  const lane = lanesOf(db)[transfer.memberId % BATCH_LANES]!;
  return new Promise<void>((resolve, reject) => {
    lane.queue.push({ transfer, tokenId, resolve, reject });
    if (!lane.draining) void drain(db, lane);
  });
}

/** One transfer in its own transaction, its session checked and its waits bounded as in a batch. */
async function transferAlone(db: Kysely<Database>, { transfer, tokenId }: Pick<Pending, 'transfer' | 'tokenId'>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await limitTransferWaits(trx);
      if (tokenId !== undefined) await assertLiveSession(trx, tokenId);
      await transferBetweenWallets(trx, transfer);
    });
  } catch (error) {
    throw isBusyDatabase(error) ? busyRefusal() : error;
  }
}

async function drain(db: Kysely<Database>, lane: Lane): Promise<void> {
  lane.draining = true;
  while (lane.queue.length > 0) await commitBatch(db, lane.queue.splice(0, MAX_BATCH));
  lane.draining = false;
}

/** Settles every transfer of the batch; never throws. */
async function commitBatch(db: Kysely<Database>, batch: Pending[]): Promise<void> {
  // Stable: one member's transfers keep their order of arrival.
  batch.sort((a, b) => a.transfer.memberId - b.transfer.memberId);
  const stats = groupCommitStats(db);
  stats.batches += 1;
  stats.batchedTransfers += batch.length;
  try {
    const outcomes = await db.transaction().execute(async (trx) => {
      await limitTransferWaits(trx);
      const live = await lockLiveSessions(trx, batch.flatMap(({ tokenId }) => (tokenId === undefined ? [] : [tokenId])));
      const statuses = await trx
        .selectFrom('members')
        .select(['id', 'transferstatus'])
        .where('id', 'in', [...new Set(batch.map((pending) => pending.transfer.memberId))])
        .execute();
      const statusOf = new Map(statuses.map((row) => [row.id, row.transferstatus]));
      const refusals: Array<DomainError | undefined> = [];
      for (const { transfer, tokenId } of batch) {
        try {
          if (tokenId !== undefined && !live.has(tokenId)) throw new UnauthorizedError();
          assertManualTransfersAllowed(transfer.memberId, statusOf.get(transfer.memberId));
          await moveBetweenWallets(trx, transfer);
          refusals.push(undefined);
        } catch (error) {
          // A refusal wrote nothing; anything else rolls the whole batch back (rethrown).
          if (!(error instanceof DomainError)) throw error;
          refusals.push(error);
        }
      }
      return refusals;
    });
    batch.forEach((pending, index) => {
      const refusal = outcomes[index];
      if (refusal === undefined) pending.resolve();
      else pending.reject(refusal);
    });
  } catch {
    stats.rolledBack += 1;
    // Each settles as soon as its own rerun ends: one waiting on a lock holds up no other.
    await Promise.all(batch.map((pending) => transferAlone(db, pending).then(pending.resolve, pending.reject)));
  }
}
