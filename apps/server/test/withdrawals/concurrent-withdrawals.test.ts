import { api, messages } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';
import { requestWithdrawal } from '../../src/withdrawals/request-withdrawal.ts';
import { raceTwoProcesses } from './support/run-competitors.ts';
import { accountsOf, PAY_PASSWORD, payPasswords, withdrawingMember } from './withdrawal-fixtures.ts';
import { rowAt } from '../support/rows.ts';

const PER_PROCESS = 50;
const BALANCE_FEN = 100_000;
const ADMIN_TOKEN = 'reliability-test-admin-token';

describe.each(testTargets)('concurrent withdrawals and reviews from two processes on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database?.dispose());

  it('holds exactly one of 100 concurrent full-balance withdrawals', { timeout: 120_000 }, async () => {
    const { memberId, cardId, token } = await withdrawingMember(database.db, BALANCE_FEN);
    const withdraw = {
      method: 'POST' as const,
      url: api.withdraw.path,
      headers: { authorization: `Bearer ${token}` },
      payload: { amount: BALANCE_FEN / 100, bank: cardId, password: PAY_PASSWORD },
    };
    const answers = await raceTwoProcesses(database, [Array(PER_PROCESS).fill(withdraw), Array(PER_PROCESS).fill(withdraw)]);

    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    // Every loser was refused for the balance, not by a lock timeout or a fault.
    expect(answers.filter((answer) => answer.code !== 200)).toEqual(
      Array(2 * PER_PROCESS - 1).fill({ code: 400, message: messages.withdrawal.insufficientBalance, data: null }),
    );
    expect(await accountsOf(database.db, memberId)).toEqual({ main: 0, held: BALANCE_FEN });
    const orders = await database.db.selectFrom('withdrawals').select('state').where('member_id', '=', memberId).execute();
    expect(orders).toEqual([{ state: 1 }]);
    const negative = await database.db.selectFrom('accounts').select('id').where('kind', '!=', 'house').where('balance_fen', '<', 0).execute();
    expect(negative).toEqual([]);
    expect(await ledgerImbalances(database.db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });

  it('gives each withdrawal exactly one outcome when approved and rejected at the same moment', { timeout: 120_000 }, async () => {
    const ROUNDS = 10;
    const pending: Array<{ memberId: number; id: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { memberId, cardId } = await withdrawingMember(database.db, 20_000);
      await requestWithdrawal(database.db, { memberId, payload: { amount: 150, bank: cardId, password: PAY_PASSWORD }, idempotencyKey: `review-race:${round}` }, payPasswords);
      const order = await database.db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).executeTakeFirstOrThrow();
      pending.push({ memberId, id: order.id });
    }
    const decide = (decision: string) =>
      pending.map(({ id }) => ({ method: 'POST' as const, url: `/admin/api/withdrawals/${id}/${decision}`, headers: { authorization: `Admin ${ADMIN_TOKEN}` } }));

    const answers = await raceTwoProcesses(database, [decide('approve'), decide('reject')], { ADMIN_TOKEN });

    const [approvals, rejections] = [answers.slice(0, ROUNDS), answers.slice(ROUNDS)];
    for (const [round, { id, memberId }] of pending.entries()) {
      const [approval, rejection] = [rowAt(approvals, round), rowAt(rejections, round)];
      const outcomes = [approval, rejection];
      expect(outcomes.filter((answer) => answer.code === 200)).toHaveLength(1);
      expect(outcomes.filter((answer) => answer.code !== 200)).toEqual([{ code: 409, message: messages.backOffice.notPending, data: null }]);
      const order = await database.db.selectFrom('withdrawals').select('state').where('id', '=', id).executeTakeFirstOrThrow();
      const approved = approval.code === 200;
      expect(order.state).toBe(approved ? 2 : 3);
      expect(await accountsOf(database.db, memberId)).toEqual(approved ? { main: 5_000, held: 0 } : { main: 20_000, held: 0 });
    }
    const movements = await database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', 'in', ['withdrawal_payout', 'withdrawal_return'])
      .where('member_id', 'in', pending.map(({ memberId }) => memberId))
      .execute();
    expect(movements).toHaveLength(ROUNDS);
    expect(await ledgerImbalances(database.db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });
});
