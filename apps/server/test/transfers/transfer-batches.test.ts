import { setTimeout as sleep } from 'node:timers/promises';
import { FREE_TRANSFER, messages } from '@lobby/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../src/auth/unauthorized-error.ts';
import { issueToken, revokeToken } from '../../src/auth/tokens.ts';
import { DomainError, ErrorCode } from '../../src/domain-error.ts';
import { mainWalletId, venueWalletId } from '../../src/ledger/account-ids.ts';
import { InsufficientFundsError } from '../../src/ledger/errors.ts';
import { BATCH_LANES, groupCommitStats, submitWalletTransfer } from '../../src/transfers/transfer-batches.ts';
import type { WalletTransfer } from '../../src/transfers/wallet-transfer.ts';
import { balanceOf, fundedMember } from '../support/ledger-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';
import { LEDGER_INTACT, ledgerInvariants, memberTotals } from './ledger-invariants.ts';

const VENUE = 'ag';
/** Entries of this many fen (either sign) make the injected trigger fail the statement that writes them. */
const POISONED_FEN = 4_242;

interface Wallets {
  memberId: number;
  mainId: number;
  venueId: number;
}

/**
 * The transfer route's path (submitWalletTransfer): group-committed batches on PostgreSQL, a transaction
 * per transfer on SQLite. The invariants must hold the same on both, whatever runs in parallel or fails.
 */
describe.each(testTargets)('wallet transfers as the route submits them on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create({ maxConnections: 20 });
    await injectFailureOnPoisonedEntries(database);
  });
  afterAll(() => database?.dispose());

  /** A funded member whose wallets exist and are known, so its transfers may join a batch. */
  async function walletsOf(fen: number): Promise<Wallets> {
    const { memberId } = await fundedMember(database.db, fen);
    return { memberId, mainId: await mainWalletId(database.db, memberId), venueId: await venueWalletId(database.db, memberId, VENUE) };
  }

  /** `count` members whose transfers share a lane, so transfers submitted together form one batch. */
  async function membersOfOneLane(count: number, fen: number): Promise<Wallets[]> {
    const byLane = new Map<number, Wallets[]>();
    for (;;) {
      const member = await walletsOf(fen);
      const lane = byLane.get(member.memberId % BATCH_LANES) ?? [];
      lane.push(member);
      byLane.set(member.memberId % BATCH_LANES, lane);
      if (lane.length === count) return lane;
    }
  }

  const into = (memberId: number, fen: number, key: string): WalletTransfer => ({ memberId, platformName: VENUE, direction: 'in', amountFen: fen, idempotencyKey: key });
  const outcome = (promise: Promise<void>) => promise.then(() => 'ok', (error: Error) => error.name);
  const outcomeOf = (promise: Promise<void>) =>
    promise.then(
      () => 'ok',
      (error: DomainError) => ({ name: error.name, code: error.code, message: error.message, httpStatus: error.httpStatus }),
    );
  const transactionsWithKey = async (key: string) =>
    (await database.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', key).execute()).length;

  it('lets exactly one of 50 parallel debits of the whole balance through, refusing the rest with InsufficientFundsError', async () => {
    const member = await walletsOf(10_000);
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, index) => outcome(submitWalletTransfer(database.db, into(member.memberId, 10_000, `all-in:${member.memberId}:${index}`)))));
    expect(outcomes.filter((name) => name === 'ok')).toHaveLength(1);
    expect(outcomes.filter((name) => name !== 'ok')).toEqual(Array(49).fill(InsufficientFundsError.name));
    expect(await balanceOf(database.db, member.mainId)).toBe(0);
    expect(await balanceOf(database.db, member.venueId)).toBe(10_000);
    expect(await ledgerInvariants(database.db)).toEqual(LEDGER_INTACT);
  });

  it('keeps every balance >= 0 and the entries summing to zero over parallel transfers of many members', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => walletsOf(5_000)));
    const opening = await memberTotals(database.db, members.map((member) => member.memberId));
    const outcomes = await Promise.all(
      Array.from({ length: 400 }, (_, index) => {
        const member = members[index % members.length]!;
        const direction = index % 3 === 0 ? 'out' : 'in';
        return outcome(submitWalletTransfer(database.db, { ...into(member.memberId, 1 + ((index * 7_919) % 2_500), `many:${member.memberId}:${index}`), direction }));
      }),
    );
    expect(outcomes.filter((name) => name !== 'ok' && name !== InsufficientFundsError.name)).toEqual([]);
    expect(outcomes.filter((name) => name === InsufficientFundsError.name).length).toBeGreaterThan(0);
    expect(await ledgerInvariants(database.db)).toEqual(LEDGER_INTACT);
    expect(await memberTotals(database.db, members.map((member) => member.memberId))).toEqual(opening);
    if (target.dialect === 'postgres') expect(groupCommitStats(database.db).batchedTransfers).toBeGreaterThan(0);
  });

  it('moves money once for one key repeated in parallel, within a batch and across batches', async () => {
    const member = await walletsOf(10_000);
    const key = `repeat:${member.memberId}`;
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => outcome(submitWalletTransfer(database.db, into(member.memberId, 1_000, key)))));
    expect(outcomes).toEqual(Array(20).fill('ok'));
    expect(await transactionsWithKey(key)).toBe(1);
    expect(await balanceOf(database.db, member.mainId)).toBe(9_000);
    expect(await balanceOf(database.db, member.venueId)).toBe(1_000);
  });

  it('fails only the transfer that fails mid-batch, and leaves nothing of it written', async () => {
    const [blocker, first, poisoned, last] = await membersOfOneLane(4, 10_000);
    const opening = await memberTotals(database.db, [first!.memberId, poisoned!.memberId, last!.memberId]);
    const rolledBackBefore = groupCommitStats(database.db).rolledBack;
    // The blocker's batch is under way; the next three arrive together and form the next batch, where
    // the poisoned one fails after the first one's posting was written in the batch's transaction. On
    // SQLite each is its own transaction: the poisoned one fails after its key and balances were written.
    const blocking = submitWalletTransfer(database.db, into(blocker!.memberId, 100, `mid-batch:blocker:${blocker!.memberId}`));
    const outcomes = await Promise.all([
      outcome(submitWalletTransfer(database.db, into(first!.memberId, 100, `mid-batch:${first!.memberId}`))),
      outcome(submitWalletTransfer(database.db, into(poisoned!.memberId, POISONED_FEN, `mid-batch:${poisoned!.memberId}`))),
      outcome(submitWalletTransfer(database.db, into(last!.memberId, 100, `mid-batch:${last!.memberId}`))),
    ]);
    await blocking;

    expect(outcomes[0]).toBe('ok');
    expect(outcomes[1]).not.toBe('ok');
    expect(outcomes[1]).not.toBe(DomainError.name);
    expect(outcomes[2]).toBe('ok');
    if (target.dialect === 'postgres') expect(groupCommitStats(database.db).rolledBack).toBe(rolledBackBefore + 1);
    expect(await transactionsWithKey(`mid-batch:${poisoned!.memberId}`)).toBe(0);
    expect(await balanceOf(database.db, poisoned!.mainId)).toBe(10_000);
    expect(await balanceOf(database.db, first!.venueId)).toBe(100);
    expect(await balanceOf(database.db, last!.venueId)).toBe(100);
    expect(await transactionsWithKey(`mid-batch:${first!.memberId}`)).toBe(1);
    expect(await ledgerInvariants(database.db)).toEqual(LEDGER_INTACT);
    expect(await memberTotals(database.db, [first!.memberId, poisoned!.memberId, last!.memberId])).toEqual(opening);
  });

  it('refuses a member in free-transfer mode within a batch, and moves the others', async () => {
    const [blocker, first, free, last] = await membersOfOneLane(4, 10_000);
    await database.db.updateTable('members').set({ transferstatus: FREE_TRANSFER.on }).where('id', '=', free!.memberId).execute();
    const blocking = submitWalletTransfer(database.db, into(blocker!.memberId, 100, `free-mode:blocker:${blocker!.memberId}`));
    const answers = [first!, free!, last!].map((member) => submitWalletTransfer(database.db, into(member.memberId, 300, `free-mode:${member.memberId}`)));
    await blocking;
    await expect(answers[1]).rejects.toMatchObject({ name: DomainError.name, message: messages.transfer.freeTransferOn });
    await Promise.all([answers[0], answers[2]]);
    expect(await balanceOf(database.db, free!.mainId)).toBe(10_000);
    expect(await balanceOf(database.db, first!.venueId)).toBe(300);
    expect(await balanceOf(database.db, last!.venueId)).toBe(300);
    expect(await ledgerInvariants(database.db)).toEqual(LEDGER_INTACT);
  });

  /** A live session of the member, as the route passes it; its token id. */
  async function sessionOf(memberId: number): Promise<{ tokenId: number }> {
    await issueToken(database.db, memberId);
    const row = await database.db.selectFrom('api_tokens').select('id').where('member_id', '=', memberId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { tokenId: row.id };
  }

  it('refuses the transfer of a revoked session within a batch with 401, and moves the others', async () => {
    const [blocker, first, revoked, last] = await membersOfOneLane(4, 10_000);
    const sessions = await Promise.all([first!, revoked!, last!].map((member) => sessionOf(member.memberId)));
    await revokeToken(database.db, sessions[1]!.tokenId);
    const blocking = submitWalletTransfer(database.db, into(blocker!.memberId, 100, `revoked:blocker:${blocker!.memberId}`));
    const answers = [first!, revoked!, last!].map((member, index) => submitWalletTransfer(database.db, into(member.memberId, 300, `revoked:${member.memberId}`), sessions[index]));
    await blocking;
    await expect(answers[1]).rejects.toBeInstanceOf(UnauthorizedError);
    await Promise.all([answers[0], answers[2]]);
    expect(await balanceOf(database.db, revoked!.mainId)).toBe(10_000);
    expect(await transactionsWithKey(`revoked:${revoked!.memberId}`)).toBe(0);
    expect(await balanceOf(database.db, first!.venueId)).toBe(300);
    expect(await balanceOf(database.db, last!.venueId)).toBe(300);
    expect(await ledgerInvariants(database.db)).toEqual(LEDGER_INTACT);
  });

  it.runIf(target.dialect === 'postgres')('answers 503 busy for the member whose wallet stays locked, while another member of its lane commits', { timeout: 60_000 }, async () => {
    const [held, other] = await membersOfOneLane(2, 10_000);
    const holder = new pg.Client({ connectionString: database.url, options: `-c search_path=${database.schema}` });
    await holder.connect();
    // A safety release: if the other member's transfer waited for the lock, it resolves only after this.
    let releasedBySafety = false;
    const safety = setTimeout(() => {
      releasedBySafety = true;
      void holder.query('rollback');
    }, 30_000);
    try {
      await holder.query('begin');
      await holder.query('select id from accounts where id = $1 for update', [held!.mainId]);
      const heldAnswer = outcomeOf(submitWalletTransfer(database.db, into(held!.memberId, 2_000, `busy:${held!.memberId}`), await sessionOf(held!.memberId)));
      const otherAnswer = submitWalletTransfer(database.db, into(other!.memberId, 2_000, `busy:${other!.memberId}`), await sessionOf(other!.memberId));
      await otherAnswer;
      expect(releasedBySafety).toBe(false);
      expect(await heldAnswer).toEqual({ name: DomainError.name, code: ErrorCode.unavailable, message: messages.server.busy, httpStatus: 503 });
      expect(releasedBySafety).toBe(false);
      expect(await balanceOf(database.db, other!.venueId)).toBe(2_000);
      expect(await balanceOf(database.db, held!.mainId)).toBe(10_000);
      expect(await transactionsWithKey(`busy:${held!.memberId}`)).toBe(0);
    } finally {
      clearTimeout(safety);
      if (!releasedBySafety) await holder.query('rollback');
      await holder.end();
    }
    expect(await ledgerInvariants(database.db)).toEqual(LEDGER_INTACT);
  });

  it.runIf(target.dialect === 'postgres')('leaves nothing half done when the batch connection is killed mid-batch', { timeout: 60_000 }, async () => {
    const [blocker, first, held, last] = await membersOfOneLane(4, 10_000);
    const ids = [first!, held!, last!].map((member) => member.memberId);
    const opening = await memberTotals(database.db, ids);
    // Another session holds the middle member's main wallet: the batch writes the first transfer, then
    // waits on that lock, and is killed there.
    const holder = new pg.Client({ connectionString: database.url, options: `-c search_path=${database.schema}` });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from accounts where id = $1 for update', [held!.mainId]);
      const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

      // As in the test above: the blocker's batch is under way, the three go together in the next one.
      const blocking = submitWalletTransfer(database.db, into(blocker!.memberId, 100, `killed:blocker:${blocker!.memberId}`));
      const transfers = [first!, held!, last!].map((member) => submitWalletTransfer(database.db, into(member.memberId, 2_000, `killed:${member.memberId}`)));
      await blocking;
      const rolledBackBefore = groupCommitStats(database.db).rolledBack;
      const batchPid = await waitForPidBlockedBy(holder, holderPid);
      await holder.query('select pg_terminate_backend($1)', [batchPid]);

      // The batch died with its connection; each transfer reran alone. The unblocked ones commit, the
      // held one waits for the lock: nothing of the killed batch is left, nothing half done.
      await Promise.all([transfers[0], transfers[2]]);
      expect(groupCommitStats(database.db).rolledBack).toBe(rolledBackBefore + 1);
      expect(await transactionsWithKey(`killed:${held!.memberId}`)).toBe(0);
      expect(await transactionsWithKey(`killed:${first!.memberId}`)).toBe(1);
      expect(await ledgerInvariants(database.db)).toEqual(LEDGER_INTACT);
      expect(await memberTotals(database.db, ids)).toEqual(opening);

      await holder.query('commit');
      await transfers[1];
      expect(await balanceOf(database.db, held!.venueId)).toBe(2_000);
      for (const id of ids) expect(await transactionsWithKey(`killed:${id}`)).toBe(1);
      expect(await ledgerInvariants(database.db)).toEqual(LEDGER_INTACT);
      expect(await memberTotals(database.db, ids)).toEqual(opening);
    } finally {
      await holder.end();
    }
  });
});

/** A test-only trigger that fails any statement writing an entry of POISONED_FEN, after the writes before it. */
async function injectFailureOnPoisonedEntries(database: TestDatabase): Promise<void> {
  if (database.dialect === 'sqlite') {
    await sql`create trigger poisoned_entry before insert on ledger_entries when abs(new.amount_fen) = ${sql.lit(POISONED_FEN)}
      begin select raise(abort, 'injected failure'); end`.execute(database.db);
    return;
  }
  await sql`create function poisoned_entry() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`.execute(database.db);
  await sql`create trigger poisoned_entry before insert on ledger_entries for each row when (abs(new.amount_fen) = ${sql.lit(POISONED_FEN)})
    execute function poisoned_entry()`.execute(database.db);
}

async function waitForPidBlockedBy(client: pg.Client, holderPid: number): Promise<number> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [holderPid]);
    if (rows[0]) return rows[0].pid;
    await sleep(10);
  }
  throw new Error('no session ever waited for the held lock');
}
