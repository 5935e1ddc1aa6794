import { api, messages, PAGE_SIZE, type Activity, type ActivityType, type RowList } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { firstRow } from '../../../support/rows.ts';

const ACTIVITY_FIELDS = ['banner', 'can_apply', 'content', 'created_at', 'id', 'memo', 'state', 'title'];

describe.each(testTargets)('POST /api/activitytype, /api/activitylist and /api/activitydeatil on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const list = async (payload: object = {}) => (await post<RowList<Activity>>(context.app, api.activitylist.path, payload)).body;

  it('answers at least 3 types', async () => {
    const { body } = await post<ActivityType[]>(context.app, api.activitytype.path, {});
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(firstRow(body.data)).sort()).toEqual(['id', 'name']);
  });

  it('lists every shown promotion for all offers, state 0 left out: the whole list without a page, as the spec asks', async () => {
    const page = await list();
    expect(page.code).toBe(200);
    expect(page.data.data.length).toBeGreaterThanOrEqual(6);
    // The spec's call names no page (part 1 §7): no paging figures either.
    expect(Object.keys(page.data)).toEqual(['data']);
    expect(page.data.data.every((activity) => activity.state === 1)).toBe(true);
    expect(page.data.data.filter((activity) => activity.can_apply === 1).length).toBeGreaterThanOrEqual(2);
    const first = firstRow(page.data.data);
    expect(Object.keys(first).sort()).toEqual(ACTIVITY_FIELDS);
    expect(first.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.content).toContain('<table>');
    expect(await list({ type: '' })).toEqual(page);
  });

  it('narrows to one type (number or text) and covers every type', async () => {
    const types = (await post<ActivityType[]>(context.app, api.activitytype.path)).body.data;
    const all = (await list()).data.data;
    const perType = await Promise.all(types.map(async (type) => (await list({ type: type.id })).data.data));
    expect(perType.every((activities) => activities.length > 0)).toBe(true);
    expect(perType.flat().map((activity) => activity.id).sort()).toEqual(all.map((activity) => activity.id).sort());
    const { id } = firstRow(types);
    expect(await list({ type: String(id) })).toEqual(await list({ type: id }));
    expect((await list({ type: 999 })).data).toEqual({ data: [] });
  });

  it('pages when Lobby\'s app asks for a page, with the paging figures (Lobby\'s additions)', async () => {
    const all = (await list()).data.data;
    const first = await list({ page: 1 });
    expect(first.data).toEqual({ data: all.slice(0, PAGE_SIZE), total: all.length, last_page: Math.max(1, Math.ceil(all.length / PAGE_SIZE)), current_page: 1 });
    expect((await list({ page: 99 })).data).toMatchObject({ data: [], total: all.length, current_page: 99 });
    expect((await list({ type: 999, page: 1 })).data).toEqual({ data: [], total: 0, last_page: 1, current_page: 1 });
  });

  it.each([{ type: 'vip' }, { type: -1 }, { page: 0 }, { page: 'x' }])('refuses %j', async (payload) => {
    expect(await list(payload)).toEqual({ code: 400, message: messages.server.badRequest, data: null });
  });

  it('answers one shown promotion to visitors and members alike', async () => {
    const first = firstRow((await list()).data.data);
    const visitor = await post<Activity>(context.app, api.activitydeatil.path, { id: first.id });
    expect(visitor.body).toEqual({ code: 200, message: messages.server.success, data: first });
    const member = await registerMember(context.app);
    expect((await post<Activity>(context.app, api.activitydeatil.path, { id: String(first.id) }, member.token)).body.data).toEqual(first);
  });

  it('refuses an unknown, hidden or malformed id with the contract message', async () => {
    const hidden = await context.database.db.selectFrom('activities').select('id').where('state', '=', 0).executeTakeFirstOrThrow();
    for (const id of [hidden.id, 99_999, 'abc', undefined]) {
      expect((await post(context.app, api.activitydeatil.path, { id })).body).toEqual({ code: 404, message: messages.activity.notFound, data: null });
    }
  });
});
