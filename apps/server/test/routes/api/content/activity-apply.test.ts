import { api, messages, type Activity, type Paged } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { findMemberByAccount } from '../../../../src/members/members-repository.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { firstRow } from '../../../support/rows.ts';

describe.each(testTargets)('POST /api/doactivityapply on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const shown = async () => (await post<Paged<Activity>>(context.app, api.activitylist.path)).body.data.data;
  const applicable = async () => (await shown()).find((activity) => activity.can_apply === 1)!;
  const apply = (payload: object, token: string) => post(context.app, api.doactivityapply.path, payload, token);

  it('stores one pending application in fen and answers the message', async () => {
    const member = await registerMember(context.app);
    const activity = await applicable();
    expect((await apply({ activityid: activity.id, amount: 1000 }, member.token)).body).toEqual({ code: 200, message: messages.activity.applied, data: null });

    const { id: memberId } = (await findMemberByAccount(context.database.db, member.account))!;
    const rows = await context.database.db.selectFrom('activity_applications').selectAll().where('member_id', '=', memberId).execute();
    expect(rows).toHaveLength(1);
    const row = firstRow(rows);
    expect(row).toMatchObject({ activity_id: activity.id, amount_fen: 100_000, state: 1, reviewed_at: null });
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses a second pending application, also when both arrive at once, and accepts one after review', async () => {
    const member = await registerMember(context.app);
    const activity = await applicable();
    const answers = await Promise.all([1, 2, 3].map(() => apply({ activityid: activity.id, amount: '500' }, member.token)));
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.body.code === 409)!.body.message).toBe(messages.activity.alreadyApplied);

    const { id: memberId } = (await findMemberByAccount(context.database.db, member.account))!;
    await context.database.db.updateTable('activity_applications').set({ state: 3 }).where('member_id', '=', memberId).execute();
    expect((await apply({ activityid: activity.id, amount: 500 }, member.token)).body.code).toBe(200);
  });

  it.each([['letters', 'abc'], ['a decimal', '10.5'], ['zero', 0], ['a negative', -5], ['nothing', undefined], ['too large', '99999999999999999']])(
    'refuses %s as the amount',
    async (_, amount) => {
      const member = await registerMember(context.app);
      const activity = await applicable();
      expect((await apply({ activityid: activity.id, amount }, member.token)).body).toEqual({ code: 400, message: messages.activity.amountDigits, data: null });
    },
  );

  it('refuses a promotion without sign-up, a hidden one and an unknown one', async () => {
    const member = await registerMember(context.app);
    const automatic = (await shown()).find((activity) => activity.can_apply === 0)!;
    expect((await apply({ activityid: automatic.id, amount: 100 }, member.token)).body).toEqual({ code: 400, message: messages.activity.notApplicable, data: null });

    const hidden = await context.database.db.selectFrom('activities').select('id').where('state', '=', 0).executeTakeFirstOrThrow();
    for (const activityid of [hidden.id, 99_999, 'x']) {
      expect((await apply({ activityid, amount: 100 }, member.token)).body).toEqual({ code: 404, message: messages.activity.notFound, data: null });
    }
  });

  it('answers a visitor with HTTP 401', async () => {
    const activity = await applicable();
    const answer = await apply({ activityid: activity.id, amount: 100 }, '');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: messages.server.unauthorized, data: null });
  });
});
