import { api, messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { approveDeposit } from '../../../../src/back-office/review-orders.ts';
import { DEFAULT_SITE_SETTINGS, writeSiteSettings } from '../../../../src/site/site-settings.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { accountsOf, PAY_PASSWORD, withdrawingMember } from '../../../withdrawals/withdrawal-fixtures.ts';
import { ledgerImbalances } from '../games/games-fixtures.ts';

const texts = messages.withdrawal;

describe.each(testTargets)('withdrawal calls on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const withdraw = (token: string, payload: object, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url: api.withdraw.path, headers: { authorization: `Bearer ${token}`, ...headers }, payload }).then((r) => r.json());
  const betAmount = async (token: string) => (await post<{ bet_amount: number }>(context.app, api.getBetAmount.path, {}, token)).body;

  it('refuses in the rule order, then foreign accounts, the payment password and the balance', async () => {
    const { token, cardId } = await withdrawingMember(context.database.db, 50_000);
    const other = await withdrawingMember(context.database.db, 0);
    const valid = { amount: 100, bank: cardId, password: PAY_PASSWORD };
    const refusals = [
      [{ bank: '' }, texts.selectBankCard],
      [{ amount: 99.99 }, texts.minAmount],
      [{ amount: '' }, texts.minAmount],
      [{ password: '' }, texts.passwordRequired],
      [{ amount: 100.001 }, texts.amountInvalid],
      [{ bank: other.cardId }, texts.accountNotFound],
      [{ bank: 999_999 }, texts.accountNotFound],
      [{ password: '654321' }, texts.wrongPayPassword],
      [{ amount: 500.01 }, texts.insufficientBalance],
    ] as const;
    for (const [change, message] of refusals) {
      expect(await withdraw(token, { ...valid, ...change })).toEqual({ code: 400, message, data: null });
    }
    expect((await context.app.inject({ method: 'POST', url: api.withdraw.path, payload: valid })).statusCode).toBe(401);
  });

  it('holds the amount out of the main wallet and writes a pending order with the card snapshot', async () => {
    const { memberId, token, cardId } = await withdrawingMember(context.database.db, 50_000);
    expect(await withdraw(token, { amount: 300, bank: cardId, password: PAY_PASSWORD })).toEqual({ code: 200, message: texts.submitted, data: null });
    expect(await accountsOf(context.database.db, memberId)).toEqual({ main: 20_000, held: 30_000 });
    const balance = await post<{ balance: number }>(context.app, api.balance.path, {}, token);
    expect(balance.body.data.balance).toBe(200);
    const order = await context.database.db.selectFrom('withdrawals').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ state: 1, card_id: cardId, bank: '中国银行', bank_no: '6216610000001234', bank_owner: '赵六', usdt_amount: null });
    expect(Number(order.amount_fen)).toBe(30_000);
    expect(order.withdraw_no).toMatch(/^W\d{24}$/);
    expect(await ledgerImbalances(context.database.db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });

  it('holds once and writes one order for a retried Idempotency-Key', async () => {
    const { memberId, token, cardId } = await withdrawingMember(context.database.db, 50_000);
    const payload = { amount: 100, bank: cardId, password: PAY_PASSWORD };
    expect((await withdraw(token, payload, { 'idempotency-key': 'w-1' })).code).toBe(200);
    expect((await withdraw(token, payload, { 'idempotency-key': 'w-1' })).code).toBe(200);
    expect(await accountsOf(context.database.db, memberId)).toEqual({ main: 40_000, held: 10_000 });
    expect(await context.database.db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).execute()).toHaveLength(1);
  });

  it('converts a USDT withdrawal and refuses one whose fee exceeds it', async () => {
    const { memberId, token, cardId } = await withdrawingMember(context.database.db, 50_000, { list_type: 2, bank: 'USDT', bank_no: 'TXyz1234567890abcdefghijklmnopqrs', bank_owner: 'ERC20', bank_address: '' });
    expect(await withdraw(token, { amount: 146, bank: cardId, password: PAY_PASSWORD })).toMatchObject({ code: 200 });
    const order = await context.database.db.selectFrom('withdrawals').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ list_type: 2, bank_owner: 'ERC20', usdt_amount: '20', usdt_fee: '5' });

    await writeSiteSettings(context.database.db, { withdrawcashfee: 50 });
    try {
      expect(await withdraw(token, { amount: 146, bank: cardId, password: PAY_PASSWORD })).toEqual({ code: 400, message: texts.belowFee, data: null });
    } finally {
      await writeSiteSettings(context.database.db, { withdrawcashfee: DEFAULT_SITE_SETTINGS.withdrawcashfee });
    }
  });

  it('requires 1x turnover of credited deposits and counts valid bets placed after them', async () => {
    const { memberId, token, cardId } = await withdrawingMember(context.database.db, 0);
    expect(await betAmount(token)).toEqual({ code: 200, message: messages.server.success, data: { bet_amount: 0 } });
    const placed = await post<{ deposit_no: string }>(context.app, api.recharge.path, { paytype: 'bank', amount: 500, bank_owner: '赵六', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' }, token);
    await approveDeposit(context.database.db, placed.body.data.deposit_no);
    expect((await betAmount(token)).data.bet_amount).toBe(500);
    expect(await withdraw(token, { amount: 100, bank: cardId, password: PAY_PASSWORD })).toEqual({ code: 400, message: texts.turnoverRemaining(500), data: null });

    const bet = { member_id: memberId, platform_name: 'demo', game_code: 'slot', game_name: '幸运老虎机', win_loss_fen: 0, status: 1, playname: '幸运老虎机', playmemo: '7 7 1' };
    await context.database.db.insertInto('bet_records').values({ ...bet, bet_id: `t-${memberId}-1`, bet_amount_fen: 30_000, valid_bet_fen: 30_000, bet_time: new Date(Date.now() + 1000).toISOString() }).execute();
    expect((await betAmount(token)).data.bet_amount).toBe(200);
    await context.database.db.insertInto('bet_records').values({ ...bet, bet_id: `t-${memberId}-2`, bet_amount_fen: 40_000, valid_bet_fen: 40_000, bet_time: new Date(Date.now() + 2000).toISOString() }).execute();
    expect((await betAmount(token)).data.bet_amount).toBe(0);
    expect((await withdraw(token, { amount: 100, bank: cardId, password: PAY_PASSWORD })).code).toBe(200);
  });
});
