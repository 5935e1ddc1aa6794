import { messages } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, getOrCreateMainWallet, getOrCreateVenueWallet, houseAccount } from '../../src/ledger/accounts.ts';
import { InsufficientFundsError } from '../../src/ledger/errors.ts';
import { postTransfer, type TransferRequest } from '../../src/ledger/post-transfer.ts';
import { balanceOf, createMember, fundedMember, pickWith, seededRandom } from '../support/ledger-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

describe.each(testTargets)('ledger on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database?.dispose());

  const post = (request: TransferRequest) => database.db.transaction().execute((trx) => postTransfer(trx, request));
  const transactionCount = async (key: string) =>
    (await database.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', key).execute()).length;

  it('moves money between a member and a house account, and balances() reads both wallets', async () => {
    const { memberId, walletId } = await fundedMember(database.db, 50_000);
    const venue = await getOrCreateVenueWallet(database.db, memberId, 'ag');
    await post({
      kind: 'transfer_in',
      idempotencyKey: `move:${memberId}`,
      memberId,
      entries: [
        { accountId: walletId, amountFen: -12_345 },
        { accountId: venue.id, amountFen: 12_345 },
      ],
    });
    expect(await balances(database.db, memberId)).toEqual({ mainFen: 37_655, venueFen: 12_345 });
  });

  it('answers zero balances for a member without accounts', async () => {
    expect(await balances(database.db, await createMember(database.db))).toEqual({ mainFen: 0, venueFen: 0 });
  });

  it('creates each wallet once', async () => {
    const memberId = await createMember(database.db);
    const [first, second] = [await getOrCreateVenueWallet(database.db, memberId, 'pg'), await getOrCreateVenueWallet(database.db, memberId, 'pg')];
    expect(second.id).toBe(first.id);
    expect((await getOrCreateMainWallet(database.db, memberId)).id).toBe((await getOrCreateMainWallet(database.db, memberId)).id);
  });

  it('refuses entries that do not sum to zero, and writes nothing', async () => {
    const { memberId, walletId } = await fundedMember(database.db, 1_000);
    const cash = await houseAccount(database.db, 'cash');
    await expect(
      post({ kind: 'broken', idempotencyKey: `broken:${memberId}`, entries: [{ accountId: walletId, amountFen: -500 }, { accountId: cash.id, amountFen: 400 }] }),
    ).rejects.toThrow(/sum to -100/);
    expect(await transactionCount(`broken:${memberId}`)).toBe(0);
    expect(await balanceOf(database.db, walletId)).toBe(1_000);
  });

  it('refuses a debit past a member balance with InsufficientFundsError and rolls everything back', async () => {
    const { memberId, walletId } = await fundedMember(database.db, 1_000);
    const cash = await houseAccount(database.db, 'cash');
    const before = await balanceOf(database.db, cash.id);
    const attempt = post({
      kind: 'withdrawal',
      idempotencyKey: `over:${memberId}`,
      memberId,
      entries: [
        { accountId: cash.id, amountFen: 1_001 },
        { accountId: walletId, amountFen: -1_001 },
      ],
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt).rejects.toMatchObject({ message: messages.server.insufficientBalance });
    expect(await transactionCount(`over:${memberId}`)).toBe(0);
    expect(await balanceOf(database.db, walletId)).toBe(1_000);
    expect(await balanceOf(database.db, cash.id)).toBe(before);
  });

  it('lets house accounts go below zero', async () => {
    const bonus = await houseAccount(database.db, 'bonus');
    const { walletId } = await fundedMember(database.db, 1);
    await post({ kind: 'bonus', idempotencyKey: `bonus:${walletId}`, entries: [{ accountId: bonus.id, amountFen: -1e12 }, { accountId: walletId, amountFen: 1e12 }] });
    expect(await balanceOf(database.db, bonus.id)).toBeLessThan(0);
  });

  it('replays a repeated idempotency key: same transaction id, nothing moved, one row', async () => {
    const { memberId, walletId } = await fundedMember(database.db, 10_000);
    const games = await houseAccount(database.db, 'games');
    const request: TransferRequest = {
      kind: 'bet',
      idempotencyKey: `replay:${memberId}`,
      memberId,
      entries: [
        { accountId: walletId, amountFen: -3_000 },
        { accountId: games.id, amountFen: 3_000 },
      ],
    };
    const first = await post(request);
    const second = await post(request);
    // A replay with other amounts still moves nothing: the key names the movement.
    const third = await post({ ...request, entries: [{ accountId: walletId, amountFen: -1 }, { accountId: games.id, amountFen: 1 }] });
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(third).toEqual({ transactionId: first.transactionId, replayed: true });
    expect(await balanceOf(database.db, walletId)).toBe(7_000);
    expect(await transactionCount(request.idempotencyKey)).toBe(1);
  });

  it('replays concurrent requests with one key once', async () => {
    const { memberId, walletId } = await fundedMember(database.db, 10_000);
    const games = await houseAccount(database.db, 'games');
    const request: TransferRequest = {
      kind: 'bet',
      idempotencyKey: `race-replay:${memberId}`,
      memberId,
      entries: [
        { accountId: walletId, amountFen: -100 },
        { accountId: games.id, amountFen: 100 },
      ],
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => post(request)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(await balanceOf(database.db, walletId)).toBe(9_900);
  });

  it('keeps every entry summing to zero and every balance equal to its entries after random transfers', async () => {
    const random = seededRandom(20_250_101);
    const members = await Promise.all(Array.from({ length: 4 }, () => fundedMember(database.db, 20_000)));
    const venues = await Promise.all(members.map(({ memberId }) => getOrCreateVenueWallet(database.db, memberId, 'demo')));
    const house = await Promise.all((['cash', 'bonus', 'games'] as const).map((code) => houseAccount(database.db, code)));
    const accountIds = [...members.map((member) => member.walletId), ...venues.map((venue) => venue.id), ...house.map((account) => account.id)];
    let refused = 0;
    for (let step = 0; step < 120; step += 1) {
      const from = pickWith(random, accountIds);
      const to = pickWith(random, accountIds.filter((id) => id !== from));
      const amount = 1 + Math.floor(random() * 15_000);
      try {
        await post({ kind: 'random', idempotencyKey: `random:${target.dialect}:${step}`, entries: [{ accountId: from, amountFen: -amount }, { accountId: to, amountFen: amount }] });
      } catch (error) {
        expect(error).toBeInstanceOf(InsufficientFundsError);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(0);

    const total = await database.db.selectFrom('ledger_entries').select((eb) => eb.fn.sum<number>('amount_fen').as('sum')).executeTakeFirstOrThrow();
    expect(Number(total.sum)).toBe(0);
    const mismatched = await database.db
      .selectFrom('accounts')
      .leftJoin('ledger_entries', 'ledger_entries.account_id', 'accounts.id')
      .select((eb) => ['accounts.id', 'accounts.balance_fen', eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount_fen'), eb.lit(0)).as('entries')])
      .groupBy(['accounts.id', 'accounts.balance_fen'])
      .execute();
    for (const row of mismatched) expect(Number(row.balance_fen)).toBe(Number(row.entries));
    const negative = await database.db.selectFrom('accounts').select('id').where('kind', '!=', 'house').where('balance_fen', '<', 0).execute();
    expect(negative).toEqual([]);
  });
});
