/**
 * Amounts and switches are judged on the raw value before anything coerces it: the spec's amounts are
 * digits (yuan with at most 2 decimals for money), so '0x10', '1e2', [100], '+100' and '100\n' are
 * refused on every call that takes an amount or a flag, and nothing moves or changes. A JSON number or
 * plain digits still pass, as the README promises.
 */
import { api, messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { accountsOf, PAY_PASSWORD, withdrawingMember } from '../withdrawals/withdrawal-fixtures.ts';

/** Spellings a lenient parser reads as a number, none of which the spec allows. */
const COERCED_AMOUNTS: unknown[] = ['0x10', '1e2', [100], '+100', '100\n', ' 100', '100 ', '-100', '１００', { amount: 100 }];
/** The same for a 0/1 switch. */
const COERCED_FLAGS: unknown[] = ['0x1', [1], ['0'], ' 1', '1\n', '+1', '1e0', '01', 1.0000001];

/** Each call that takes an amount, with its other fields valid. */
const AMOUNT_CALLS = [
  ['transfer', (amount: unknown) => ({ amount, sourcetype: 'userbalance', targettype: 'ag' })],
  ['withdraw', (amount: unknown, cardId: number) => ({ amount, bank: cardId, password: PAY_PASSWORD })],
  ['recharge', (amount: unknown) => ({ paytype: 'wxpay', amount })],
  ['doactivityapply', (amount: unknown) => ({ activityid: 4, amount })],
] as const;

describe.each(testTargets)('raw amounts and flags on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // The sandbox provider's pages and recharge are off unless turned on.
  const context = useTestApp(target, { paymentSandbox: true });
  const db = () => context.database.db;

  const countRows = async (memberId: number) => ({
    deposits: (await db().selectFrom('deposits').select('id').where('member_id', '=', memberId).execute()).length,
    withdrawals: (await db().selectFrom('withdrawals').select('id').where('member_id', '=', memberId).execute()).length,
    applications: (await db().selectFrom('activity_applications').select('id').where('member_id', '=', memberId).execute()).length,
    transactions: (await db().selectFrom('ledger_transactions').select('id').where('member_id', '=', memberId).execute()).length,
  });

  it('refuses every coerced spelling of an amount on every call that takes one, and nothing moves', async () => {
    const member = await withdrawingMember(db(), 500_000);
    const [balances, rows] = [await accountsOf(db(), member.memberId), await countRows(member.memberId)];
    const problems: string[] = [];
    for (const [key, payloadOf] of AMOUNT_CALLS) {
      for (const amount of COERCED_AMOUNTS) {
        const answer = await post(context.app, api[key].path, payloadOf(amount, member.cardId), member.token);
        if (answer.status >= 500 || answer.body.code === 200) problems.push(`${key} ${JSON.stringify(amount)}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await accountsOf(db(), member.memberId)).toEqual(balances);
    expect(await countRows(member.memberId)).toEqual(rows);
  });

  it('answers the promotion amount written any other way than digits with the amount message', async () => {
    const member = await withdrawingMember(db(), 0);
    for (const amount of ['0x10', '1e2', [100], '+100', '100\n']) {
      expect((await post(context.app, api.doactivityapply.path, { activityid: 4, amount }, member.token)).body).toEqual({ code: 400, message: messages.input.amountFormat, data: null });
    }
    expect((await post(context.app, api.doactivityapply.path, { activityid: 4, amount: '100' }, member.token)).body.code).toBe(200);
  });

  it('still takes amounts as JSON numbers and as plain digits', async () => {
    const member = await withdrawingMember(db(), 500_000);
    expect((await post(context.app, api.transfer.path, { amount: '12.5', sourcetype: 'userbalance', targettype: 'ag' }, member.token)).body.code).toBe(200);
    expect((await post(context.app, api.transfer.path, { amount: 7, sourcetype: 'ag', targettype: 'userbalance' }, member.token)).body.code).toBe(200);
    expect((await post(context.app, api.recharge.path, { paytype: 'wxpay', amount: '200' }, member.token)).body.code).toBe(200);
    expect(await accountsOf(db(), member.memberId)).toMatchObject({ main: 500_000 - 1_250 + 700 });
  });

  it('refuses every coerced spelling of the free-transfer switch and leaves it unchanged', async () => {
    const member = await withdrawingMember(db(), 0);
    const stored = async () => (await db().selectFrom('members').select('transferstatus').where('id', '=', member.memberId).executeTakeFirstOrThrow()).transferstatus;
    for (const transferstatus of COERCED_FLAGS) {
      const answer = await post(context.app, api.uptransferstatus.path, { transferstatus }, member.token);
      expect(answer.status, JSON.stringify(transferstatus)).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: messages.server.badRequest, data: null });
    }
    expect(await stored()).toBe(0);
    for (const [value, expected] of [['1', 1], [0, 0], [1, 1], ['0', 0]] as const) {
      expect((await post(context.app, api.uptransferstatus.path, { transferstatus: value }, member.token)).body.code).toBe(200);
      expect(await stored()).toBe(expected);
    }
  });

  it('refuses a coerced bet in the demo venue', async () => {
    const answer = await context.app.inject({ method: 'POST', url: '/demo-venue/round', payload: { ticket: 'x', amount: '1e2' } });
    expect(answer.json()).toMatchObject({ code: 400, message: messages.demoVenue.amountInvalid });
  });
});
