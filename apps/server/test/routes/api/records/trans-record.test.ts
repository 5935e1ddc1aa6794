import { api, MONEY_ORDER_STATE, PAGE_SIZE, TRANSFER_STATE, type TransactionRow } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { approveDeposit, decideWithdrawal, rejectDeposit } from '../../../../src/back-office/review-orders.ts';
import { placeDeposit } from '../../../../src/deposits/place-deposit.ts';
import { setFreeTransferMode } from '../../../../src/transfers/free-transfer-mode.ts';
import { requestWithdrawal } from '../../../../src/withdrawals/request-withdrawal.ts';
import { PAY_PASSWORD, payPasswords, withdrawingMember } from '../../../withdrawals/withdrawal-fixtures.ts';
import { credit, ledgerImbalances, memberWithToken } from '../games/games-fixtures.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { at, NOW, recordPage, transfer, useSimulatedClock } from './records-fixtures.ts';
import { firstRows } from '../../../support/rows.ts';

const bankDeposit = (amount: number) => ({ paytype: 'bank' as const, amount, bank_owner: '赵六', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' });

describe.each(testTargets)('POST /api/gettransrecord on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  useSimulatedClock();
  const records = (token: string, payload: object) => recordPage<TransactionRow>(context.app, api.gettransrecord, token, payload);
  const db = () => context.database.db;

  it('answers 401 without a session', async () => {
    expect((await post(context.app, api.gettransrecord.path, { type: 1 })).status).toBe(401);
  });

  it('type 1 lists deposit orders in every state, type 2 withdrawals with their review states (type 1 by default)', async () => {
    const { memberId, token, cardId } = await withdrawingMember(db(), 50_000);
    // Withdrawals first: credited deposits would add a turnover requirement.
    at('2026-11-18 08:00:00');
    await requestWithdrawal(db(), { memberId, payload: { amount: 100, bank: cardId, password: PAY_PASSWORD }, idempotencyKey: 'w1' }, payPasswords);
    at('2026-11-18 08:30:00');
    await requestWithdrawal(db(), { memberId, payload: { amount: 150.5, bank: cardId, password: PAY_PASSWORD }, idempotencyKey: 'w2' }, payPasswords);
    at('2026-11-18 09:00:00');
    await requestWithdrawal(db(), { memberId, payload: { amount: 120, bank: cardId, password: PAY_PASSWORD }, idempotencyKey: 'w3' }, payPasswords);
    const [w1, w2, w3] = firstRows(await db().selectFrom('withdrawals').select(['id', 'withdraw_no']).where('member_id', '=', memberId).orderBy('id').execute(), 3);
    await decideWithdrawal(db(), w1.id, 'approve');
    await decideWithdrawal(db(), w2.id, 'reject');

    at('2026-11-18 10:00:00');
    const approved = await placeDeposit(db(), memberId, bankDeposit(300));
    at('2026-11-18 11:00:00');
    const rejected = await placeDeposit(db(), memberId, bankDeposit(200));
    at('2026-11-18 12:00:00');
    const pending = await placeDeposit(db(), memberId, bankDeposit(100.5));
    await approveDeposit(db(), approved.deposit_no);
    await rejectDeposit(db(), rejected.deposit_no);
    at(NOW);

    const deposits = await records(token, { type: 1, date: 1, page: 1, api_type: '' });
    expect(deposits).toEqual({
      data: [
        { out_trade_no: pending.deposit_no, amount: 100.5, pay_way: '银行卡', state: MONEY_ORDER_STATE.pending, created_at: '2026-11-18 12:00:00' },
        { out_trade_no: rejected.deposit_no, amount: 200, pay_way: '银行卡', state: MONEY_ORDER_STATE.rejected, created_at: '2026-11-18 11:00:00' },
        { out_trade_no: approved.deposit_no, amount: 300, pay_way: '银行卡', state: MONEY_ORDER_STATE.approved, created_at: '2026-11-18 10:00:00' },
      ],
      total: 3,
      last_page: 1,
      current_page: 1,
    });
    expect(await records(token, {})).toEqual(deposits);
    // Deposits and withdrawals move the platform wallet: the platform filter does not narrow them.
    expect(await records(token, { type: 1, api_type: 'pg' })).toEqual(deposits);

    expect((await records(token, { type: 2, date: 1 })).data).toEqual([
      { out_trade_no: w3.withdraw_no, amount: 120, pay_way: '中国银行', state: MONEY_ORDER_STATE.pending, created_at: '2026-11-18 09:00:00' },
      { out_trade_no: w2.withdraw_no, amount: 150.5, pay_way: '中国银行', state: MONEY_ORDER_STATE.rejected, created_at: '2026-11-18 08:30:00' },
      { out_trade_no: w1.withdraw_no, amount: 100, pay_way: '中国银行', state: MONEY_ORDER_STATE.approved, created_at: '2026-11-18 08:00:00' },
    ]);
  });

  it('names the currency of a crypto withdrawal', async () => {
    const { memberId, token, cardId } = await withdrawingMember(db(), 50_000, { list_type: 2, bank: 'USDT', bank_no: 'T'.padEnd(34, 'x'), bank_owner: 'TRC20', bank_address: '' });
    await requestWithdrawal(db(), { memberId, payload: { amount: 200, bank: cardId, password: PAY_PASSWORD }, idempotencyKey: 'usdt' }, payPasswords);
    expect((await records(token, { type: 2 })).data).toEqual([expect.objectContaining({ amount: 200, pay_way: 'USDT', state: MONEY_ORDER_STATE.pending })]);
  });

  it('type 3 and 4 list manual transfers, the free-transfer launch and the one-key recovery, per venue', async () => {
    const { memberId, token } = await memberWithToken(db());
    await credit(db(), memberId, 100_000);
    at('2026-11-18 09:00:00');
    await transfer(db(), memberId, 'pg', 'in', 30_000);
    at('2026-11-18 09:30:00');
    await transfer(db(), memberId, 'pg', 'out', 10_000);
    at('2026-11-18 10:00:00');
    // Free-transfer mode: launching 'demo' gathers the main wallet (80,000) and 'pg' (20,000) into it.
    await setFreeTransferMode(db(), memberId, 1);
    expect((await post(context.app, api.getGameUrl.path, { plat_name: 'demo', is_mobile_url: 1 }, token)).body.code).toBe(200);
    at('2026-11-18 11:00:00');
    expect((await post(context.app, api.transall.path, {}, token)).body.code).toBe(200);
    at(NOW);

    const success = TRANSFER_STATE.success;
    expect(await records(token, { type: 3, date: 1 })).toEqual({
      data: [
        { amount: 1000, pay_way: '演示游戏厅', state: success, created_at: '2026-11-18 10:00:00' },
        { amount: 300, pay_way: 'PG电子', state: success, created_at: '2026-11-18 09:00:00' },
      ],
      total: 2,
      last_page: 1,
      current_page: 1,
    });
    expect((await records(token, { type: 4, date: 1 })).data).toEqual([
      { amount: 1000, pay_way: '演示游戏厅', state: success, created_at: '2026-11-18 11:00:00' },
      { amount: 200, pay_way: 'PG电子', state: success, created_at: '2026-11-18 10:00:00' },
      { amount: 100, pay_way: 'PG电子', state: success, created_at: '2026-11-18 09:30:00' },
    ]);
    expect((await records(token, { type: 4, api_type: 'pg' })).data.map((row) => row.amount)).toEqual([200, 100]);
    expect((await records(token, { type: 3, api_type: 'demo' })).data.map((row) => row.amount)).toEqual([1000]);
    expect((await records(token, { type: 3, api_type: 'ag' })).total).toBe(0);
    expect(await ledgerImbalances(db())).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });

  it('filters by each date code of the days reading (today, last 7, 15, 30 days; default 30)', async () => {
    const { memberId, token } = await memberWithToken(db());
    await credit(db(), memberId, 100_000);
    const times = ['2026-11-18 00:00:00', '2026-11-12 00:00:00', '2026-11-11 23:59:59', '2026-11-04 00:00:00', '2026-11-03 23:59:59', '2026-10-20 00:00:00', '2026-10-19 23:59:59'];
    for (const [index, time] of times.entries()) {
      at(time);
      await transfer(db(), memberId, 'pg', 'in', (index + 1) * 100);
    }
    at(NOW);
    const amounts = async (payload: object) => (await records(token, { type: 3, ...payload })).data.map((row) => row.amount);
    expect(await amounts({ date: 1 })).toEqual([1]);
    expect(await amounts({ date: 2 })).toEqual([1, 2]);
    expect(await amounts({ date: 3 })).toEqual([1, 2, 3, 4]);
    expect(await amounts({ date: 4 })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await amounts({})).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("pages by PAGE_SIZE and never shows another member's rows", async () => {
    const { memberId, token } = await memberWithToken(db());
    await credit(db(), memberId, 100_000);
    for (let i = 1; i <= PAGE_SIZE + 1; i += 1) {
      at(`2026-11-18 10:${String(i).padStart(2, '0')}:00`);
      await transfer(db(), memberId, 'pg', 'in', i * 100);
    }
    at(NOW);
    const first = await records(token, { type: 3, page: 1 });
    expect(first).toMatchObject({ total: PAGE_SIZE + 1, last_page: 2, current_page: 1 });
    expect(first.data.map((row) => row.amount)).toEqual(Array.from({ length: PAGE_SIZE }, (_, i) => PAGE_SIZE + 1 - i));
    expect(await records(token, { type: 3, page: 2 })).toEqual({ data: [expect.objectContaining({ amount: 1 })], total: PAGE_SIZE + 1, last_page: 2, current_page: 2 });
    expect(await records(token, { type: 3, page: 3 })).toEqual({ data: [], total: PAGE_SIZE + 1, last_page: 2, current_page: 3 });

    const other = await memberWithToken(db());
    for (const type of [1, 2, 3, 4]) expect(await records(other.token, { type })).toEqual({ data: [], total: 0, last_page: 1, current_page: 1 });
  });
});
