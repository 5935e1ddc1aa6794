import { ACTIVITY_APPLICATION_STATE, api, PAGE_SIZE, type Activity, type ActivityApplicationRow, type Paged } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { decideActivityApplication } from '../../../../src/back-office/application-reviews.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { at, recordPage, useSimulatedClock } from './records-fixtures.ts';
import { firstRow, firstRows } from '../../../support/rows.ts';

describe.each(testTargets)('POST /api/activityApplyLog on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  useSimulatedClock();
  const log = (token: string, payload: object = {}) => recordPage<ActivityApplicationRow>(context.app, api.activityApplyLog, token, payload);
  const applicable = async () => (await post<Paged<Activity>>(context.app, api.activitylist.path)).body.data.data.filter((activity) => activity.can_apply === 1);
  const latestApplicationId = async () =>
    (await context.database.db.selectFrom('activity_applications').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

  it('answers 401 without a session', async () => {
    expect((await post(context.app, api.activityApplyLog.path, {})).status).toBe(401);
  });

  it("lists the member's sign-ups, newest first, with the promotion's title and the review state", async () => {
    const member = await registerMember(context.app);
    const [first, second] = firstRows(await applicable(), 2);
    at('2026-11-18 09:00:00');
    await post(context.app, api.doactivityapply.path, { activityid: first.id, amount: 100 }, member.token);
    await decideActivityApplication(context.database.db, await latestApplicationId(), 'approve');
    at('2026-11-18 10:00:00');
    await post(context.app, api.doactivityapply.path, { activityid: second.id, amount: 100 }, member.token);
    await decideActivityApplication(context.database.db, await latestApplicationId(), 'reject');
    at('2026-11-18 11:00:00');
    await post(context.app, api.doactivityapply.path, { activityid: second.id, amount: 200 }, member.token);

    expect(await log(member.token, { page: 1 })).toEqual({
      data: [
        { activity_name: second.title, created_at: '2026-11-18 11:00:00', state: ACTIVITY_APPLICATION_STATE.pending },
        { activity_name: second.title, created_at: '2026-11-18 10:00:00', state: ACTIVITY_APPLICATION_STATE.rejected },
        { activity_name: first.title, created_at: '2026-11-18 09:00:00', state: ACTIVITY_APPLICATION_STATE.approved },
      ],
      total: 3,
      last_page: 1,
      current_page: 1,
    });
    const other = await registerMember(context.app);
    expect(await log(other.token)).toEqual({ data: [], total: 0, last_page: 1, current_page: 1 });
  });

  it('pages by PAGE_SIZE: first page, last page, past the end', async () => {
    const member = await registerMember(context.app);
    const activity = firstRow(await applicable());
    // One pending sign-up per promotion at a time: each is rejected before the next.
    for (let i = 0; i < PAGE_SIZE + 1; i += 1) {
      at(`2026-11-18 10:${String(i).padStart(2, '0')}:00`);
      expect((await post(context.app, api.doactivityapply.path, { activityid: activity.id, amount: 100 }, member.token)).body.code).toBe(200);
      if (i < PAGE_SIZE) await decideActivityApplication(context.database.db, await latestApplicationId(), 'reject');
    }
    const first = await log(member.token, { page: 1 });
    expect(first).toMatchObject({ total: PAGE_SIZE + 1, last_page: 2, current_page: 1 });
    expect(first.data).toHaveLength(PAGE_SIZE);
    expect(first.data[0]).toMatchObject({ created_at: `2026-11-18 10:${String(PAGE_SIZE).padStart(2, '0')}:00`, state: ACTIVITY_APPLICATION_STATE.pending });
    expect(await log(member.token, { page: 2 })).toEqual({
      data: [{ activity_name: activity.title, created_at: '2026-11-18 10:00:00', state: ACTIVITY_APPLICATION_STATE.rejected }],
      total: PAGE_SIZE + 1,
      last_page: 2,
      current_page: 2,
    });
    expect((await log(member.token, { page: 3 })).data).toEqual([]);
  });
});
