import { api, messages } from '@lobby/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAY_PASSWORD_LIMITS } from '../../src/profile/pay-password-guard.ts';
import { bankCard, PAY_PASSWORD } from '../routes/api/cards/cards-fixtures.ts';
import { credit, walletsOf } from '../routes/api/games/games-fixtures.ts';
import { counterStoreTargets, useCounterStore } from '../support/redis-counters.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';

const WRONG = '000000';
const locked = { status: 429, body: { code: 429, message: messages.sessions.payPasswordLocked(15), data: null } };
describe.each(counterStoreTargets)(
  'wrong payment passwords are limited per member on $dialect, counters in $store',
  (suite) => {
    const { target, redis } = suite;
    const store = useCounterStore(suite);
    if (!store) return;
    const { shared } = store;
    const context = useTestApp(target, { sharedCounters: shared });
    const db = () => context.database.db;
    afterEach(() => vi.useRealTimers());

    /** A member with 1000.00 and one bound bank card. */
    async function member() {
      const registered = await registerMember(context.app);
      const { id } = await db().selectFrom('members').select('id').where('account', '=', registered.account).executeTakeFirstOrThrow();
      await credit(db(), id, 100_000);
      expect((await post(context.app, api.bindcard.path, bankCard(), registered.token)).body.code).toBe(200);
      const card = await db().selectFrom('saved_cards').select('id').where('member_id', '=', id).executeTakeFirstOrThrow();
      return { ...registered, memberId: id, cardId: card.id };
    }
    /** Every call that checks the payment password, with the given one. */
    const calls = (token: string, cardId: number) => ({
      withdraw: (payPassword: string) => post(context.app, api.withdraw.path, { amount: 100, bank: cardId, password: payPassword }, token),
      bindcard: (payPassword: string) => post(context.app, api.bindcard.path, bankCard({ bank_no: '6225880299998888', pay_pass: payPassword }), token),
      delcard: (payPassword: string) => post(context.app, api.delcard.path, { id: cardId, pay_pass: payPassword }, token),
      editPayPassword: (payPassword: string) => post(context.app, api.editPayPassword.path, { password: payPassword, paypassword: '112233', newpasword: '112233' }, token),
    });
    const state = async (memberId: number) => ({
      wallets: await walletsOf(db(), memberId),
      withdrawals: (await db().selectFrom('withdrawals').select('id').where('member_id', '=', memberId).execute()).length,
      cards: (await db().selectFrom('saved_cards').select('id').where('member_id', '=', memberId).execute()).length,
      payPasswordHash: (await db().selectFrom('members').select('pay_password_hash').where('id', '=', memberId).executeTakeFirstOrThrow()).pay_password_hash,
    });

    it('refuses every payment-password call with HTTP 429 after 5 wrong ones over any of them, before the check: nothing changes', async () => {
      expect(DEFAULT_PAY_PASSWORD_LIMITS).toEqual({ failures: 5, windowMs: 15 * 60_000 });
      const { memberId, token, cardId } = await member();
      const call = calls(token, cardId);
      expect((await call.withdraw(WRONG)).body.message).toBe(messages.withdrawal.wrongPayPassword);
      expect((await call.bindcard(WRONG)).body.message).toBe(messages.card.wrongPayPassword);
      expect((await call.delcard(WRONG)).body.message).toBe(messages.card.wrongPayPassword);
      expect((await call.editPayPassword(WRONG)).body.message).toBe(messages.password.wrongOld);
      expect((await call.withdraw(WRONG)).body.message).toBe(messages.withdrawal.wrongPayPassword);
      const before = await state(memberId);

      for (const attempt of Object.values(call)) {
        expect(await attempt(PAY_PASSWORD)).toEqual(locked);
        expect(await attempt(WRONG)).toEqual(locked);
      }
      expect(await state(memberId)).toEqual(before);
      expect(before).toMatchObject({ wallets: { main: 100_000 }, withdrawals: 0, cards: 1 });

      // Another member's payment password is untouched by this one's limit.
      const bystander = await member();
      expect((await calls(bystander.token, bystander.cardId).withdraw(PAY_PASSWORD)).body.code).toBe(200);
    });

    // Only the memory counters can be moved through time (Redis expires keys on its own clock).
    if (!redis) it('lets the member try again once the 15 minutes have passed (memory: simulated time)', async () => {
      const { token, cardId } = await member();
      const call = calls(token, cardId);
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      for (let i = 0; i < 5; i += 1) expect((await call.delcard(WRONG)).body.message).toBe(messages.card.wrongPayPassword);
      vi.setSystemTime(start + 14 * 60_000);
      expect(await call.bindcard(PAY_PASSWORD)).toEqual(locked);
      vi.setSystemTime(start + 15 * 60_000 + 1_000);
      expect((await call.bindcard(PAY_PASSWORD)).body.code).toBe(200);
    });

    it('clears the count when the member gets it right', async () => {
      const { token, cardId } = await member();
      const call = calls(token, cardId);
      for (let i = 0; i < 4; i += 1) expect((await call.delcard(WRONG)).body.message).toBe(messages.card.wrongPayPassword);
      expect((await call.bindcard(PAY_PASSWORD)).body.code).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await call.editPayPassword(WRONG)).body.message).toBe(messages.password.wrongOld);
      expect((await call.editPayPassword(PAY_PASSWORD)).body.message).toBe(messages.password.changed);
    });

    it('checks at most 5 of a burst of 12 parallel wrong guesses over the four calls', async () => {
      const { memberId, token, cardId } = await member();
      const call = calls(token, cardId);
      const before = await state(memberId);
      const burst = await Promise.all(Object.values(call).flatMap((attempt) => [attempt(WRONG), attempt(WRONG), attempt(WRONG)]));
      const checked = burst.filter((answer) => answer.status !== 429);
      expect(checked).toHaveLength(5);
      for (const answer of checked) expect(answer.body.code).toBe(400);
      for (const answer of burst.filter((each) => each.status === 429)) expect(answer).toEqual(locked);
      expect(await state(memberId)).toEqual(before);
      expect(await call.withdraw(PAY_PASSWORD)).toEqual(locked);
    });
  },
);
