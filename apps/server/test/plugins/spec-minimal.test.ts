import { api, type Envelope } from '@lobby/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { moneyCallCases } from '../idempotency/money-call-cases.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

type Json = Record<string, unknown>;

/** The same calls on the full server and on SPEC_MINIMAL: the additions are there, then gone; the spec's fields stay. */
describe.each(testTargets)('SPEC_MINIMAL on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // recharge pays through the sandbox provider, off unless turned on.
  const full = useTestApp(target, { paymentSandbox: true });
  const minimal = useTestApp(target, { paymentSandbox: true, specMinimal: true });
  const modes = [
    { mode: 'full', context: full, hasAdditions: true },
    { mode: 'spec-minimal', context: minimal, hasAdditions: false },
  ];

  describe.each(modes)('$mode', ({ context, hasAdditions }) => {
    it('answers VIP level entries with or without `level`, always with the spec’s fields', async () => {
      const { body } = await post<Json[]>(context.app, api.uservip.path);
      expect(body.data.length).toBeGreaterThan(0);
      for (const entry of body.data) {
        expect('level' in entry).toBe(hasAdditions);
        expect(Object.keys(entry)).toEqual(expect.arrayContaining(['recharge', 'flow', 'status', 'realperson', 'lottery']));
      }
    });

    it('answers paged lists with or without `current_page`, always with data, total and last_page', async () => {
      const { token } = await registerMember(context.app);
      const notices = await post<Json>(context.app, api.noticeList.path, { page: 1 }, token);
      expect(Object.keys(notices.body.data).sort()).toEqual(hasAdditions ? ['current_page', 'data', 'last_page', 'total'] : ['data', 'last_page', 'total']);
      const rebates = await post<{ list: Json }>(context.app, api.getfanshui.path, { date: 4, page: 1, api_type: '', type: '' }, token);
      expect('current_page' in rebates.body.data.list).toBe(hasAdditions);
      expect(rebates.body.data).toMatchObject({ jisuan: expect.any(Number), nojisuan: expect.any(Number) });
    });

    it('answers activitylist with only the data.data list the spec promises, or pages it with its totals', async () => {
      const { body } = await post<Json>(context.app, api.activitylist.path, { type: '', page: 1 });
      expect(Object.keys(body.data).sort()).toEqual(hasAdditions ? ['current_page', 'data', 'last_page', 'total'] : ['data']);
      expect((body.data.data as Json[]).length).toBeGreaterThan(0);
      // `page` is Lobby's addition to the payload: the spec-minimal server ignores it and answers the
      // whole list for any page, as a back end written from the spec does; the full one pages.
      const whole = await post<Json>(context.app, api.activitylist.path, { type: '' });
      const past = await post<Json>(context.app, api.activitylist.path, { type: '', page: 2 });
      expect(past.body.data.data).toEqual(hasAdditions ? [] : whole.body.data.data);
    });

    it('puts the deposit number in the message, and in data only as the addition', async () => {
      const run = await moneyCallCases.find((moneyCall) => moneyCall.call === 'recharge')!.prepare(context.app, context.database.db);
      const { body } = await post<Json>(context.app, api.recharge.path, run.payload, run.token);
      expect(body.code).toBe(200);
      expect(body.data).toEqual(hasAdditions ? { deposit_no: body.message } : {});
    });
  });

  const rechargeWithKey = async (token: string, payload: object, key: string) => {
    const answer = await minimal.app.inject({
      method: 'POST',
      url: api.recharge.path,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload,
    });
    return answer.json() as Envelope<unknown>;
  };

  it('ignores Idempotency-Key, as a back end written from the spec would: a repeated key acts twice', async () => {
    const run = await moneyCallCases.find((moneyCall) => moneyCall.call === 'recharge')!.prepare(minimal.app, minimal.database.db);
    const before = await run.effect();
    const key = randomUUID();
    const first = await rechargeWithKey(run.token, run.payload, key);
    const repeat = await rechargeWithKey(run.token, run.payload, key);
    expect([first.code, repeat.code]).toEqual([200, 200]);
    expect(repeat.message).not.toBe(first.message);
    expect(await run.effect()).toBe(before + 2 * run.step);
    // Another request under the same key is not refused either: the key means nothing here.
    expect((await rechargeWithKey(run.token, run.otherPayload!, key)).code).toBe(200);
    // Nor is a malformed one, which the full server refuses.
    expect((await rechargeWithKey(run.token, run.payload, 'not a key')).code).toBe(200);
  });
});
