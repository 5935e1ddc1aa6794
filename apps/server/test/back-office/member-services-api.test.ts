import { api, messages, type Notice, type Paged, type UserInfo } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { findMemberByAccount } from '../../src/members/members-repository.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { firstRows } from '../support/rows.ts';

// Read when the admin routes register (vitest runs each file in its own process).
process.env.ADMIN_TOKEN = 'member-services-test-token';
const texts = messages.backOffice;
const application = { mobile: '13812345678', apply_info: '有稳定的推广渠道' };

describe.each(testTargets)('back-office member services on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const admin = (method: 'GET' | 'POST', url: string, payload?: object, authorization = `Admin ${process.env.ADMIN_TOKEN}`) =>
    context.app.inject({ method, url, headers: { authorization }, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));
  const user = async (token: string) => (await post<UserInfo>(context.app, api.user.path, {}, token)).body.data;

  it('refuses requests without the admin credential, member tokens included', async () => {
    const member = await registerMember(context.app);
    const refused = { status: 401, body: { code: 401, message: texts.unauthorized, data: null } };
    expect(await admin('GET', '/admin/api/agent-applications', undefined, '')).toEqual(refused);
    expect(await admin('POST', '/admin/api/agent-applications/1/approve', undefined, `Bearer ${member.token}`)).toEqual(refused);
    expect(await admin('POST', '/admin/api/announcements', { content: 'x' }, 'Admin wrong')).toEqual(refused);
    expect(await admin('POST', '/admin/api/messages', { to: 'all', title: 't', content: 'c' }, `Admin ${member.token}`)).toEqual(refused);
  });

  it('lists a pending agent application and approves it: the member becomes an agent, once', async () => {
    const member = await registerMember(context.app);
    await post(context.app, api.applyagentdo.path, application, member.token);
    const listed = (await admin('GET', '/admin/api/agent-applications')).body.data as Array<{ id: number; account: string }>;
    const entry = listed.find((row) => row.account === member.account)!;
    expect(entry).toMatchObject({ realname: '李四', ...application });
    expect(await user(member.token)).toMatchObject({ isagent: 0 });

    expect((await admin('POST', `/admin/api/agent-applications/${entry.id}/approve`)).body).toEqual({ code: 200, message: texts.agentApproved, data: null });
    expect(await user(member.token)).toMatchObject({ isagent: 1 });
    expect((await admin('POST', `/admin/api/agent-applications/${entry.id}/reject`)).body).toEqual({ code: 409, message: texts.applicationNotPending, data: null });
    expect((await admin('POST', '/admin/api/agent-applications/999999/approve')).body).toEqual({ code: 404, message: texts.applicationNotFound, data: null });
    expect((await admin('POST', '/admin/api/agent-applications/abc/approve')).status).toBe(400);
    expect((await admin('GET', '/admin/api/agent-applications')).body.data).not.toContainEqual(expect.objectContaining({ id: entry.id }));
  });

  it('rejects an agent application without making the member an agent', async () => {
    const member = await registerMember(context.app);
    await post(context.app, api.applyagentdo.path, application, member.token);
    const { id: memberId } = (await findMemberByAccount(context.database.db, member.account))!;
    const row = await context.database.db.selectFrom('agent_applications').select('id').where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect((await admin('POST', `/admin/api/agent-applications/${row.id}/reject`)).body.message).toBe(texts.agentRejected);
    expect(await user(member.token)).toMatchObject({ isagent: 0 });
    const stored = await context.database.db.selectFrom('agent_applications').select(['state', 'reviewed_at']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.state).toBe(3);
    expect(stored.reviewed_at).not.toBeNull();
  });

  it('lists promotion sign-ups and approves (2) or rejects (3) them, as the activity record shows', async () => {
    const member = await registerMember(context.app);
    const activities = (await post<Paged<{ id: number; title: string; can_apply: number }>>(context.app, api.activitylist.path)).body.data.data;
    const [first, second] = firstRows(activities.filter((activity) => activity.can_apply === 1), 2);
    await post(context.app, api.doactivityapply.path, { activityid: first.id, amount: 100 }, member.token);
    await post(context.app, api.doactivityapply.path, { activityid: second.id, amount: 250 }, member.token);
    const listed = ((await admin('GET', '/admin/api/activity-applications')).body.data as Array<{ id: number; account: string; title: string; amount: number }>).filter(
      (row) => row.account === member.account,
    );
    expect(listed.map(({ title, amount }) => ({ title, amount }))).toEqual([
      { title: first.title, amount: 100 },
      { title: second.title, amount: 250 },
    ]);
    const [toApprove, toReject] = firstRows(listed, 2);
    expect((await admin('POST', `/admin/api/activity-applications/${toApprove.id}/approve`)).body.message).toBe(texts.activityApproved);
    expect((await admin('POST', `/admin/api/activity-applications/${toReject.id}/reject`)).body.message).toBe(texts.activityRejected);
    expect((await admin('POST', `/admin/api/activity-applications/${toReject.id}/approve`)).body.code).toBe(409);
    const log = (await post<Paged<{ activity_name: string; state: number }>>(context.app, api.activityApplyLog.path, { page: 1 }, member.token)).body.data.data;
    expect(log.map(({ activity_name, state }) => ({ activity_name, state }))).toEqual([
      { activity_name: second.title, state: 3 },
      { activity_name: first.title, state: 2 },
    ]);
  });

  it('posts an announcement ahead of the others on /api/homenotice', async () => {
    expect((await admin('POST', '/admin/api/announcements', { content: '  春节期间存取款正常办理  ' })).body).toEqual({ code: 200, message: texts.announced, data: null });
    expect((await post<string[]>(context.app, api.homenotice.path)).body.data[0]).toBe('春节期间存取款正常办理');
    expect((await admin('POST', '/admin/api/announcements', { content: ' ' })).body).toEqual({ code: 400, message: texts.textRequired, data: null });
  });

  it('sends an in-site message to one member by account, or to everyone', async () => {
    const [reader, other] = [await registerMember(context.app), await registerMember(context.app)];
    const titles = async (token: string) => (await post<Paged<Notice>>(context.app, api.noticeList.path, { page: 1 }, token)).body.data.data.map((notice) => notice.title);
    expect((await admin('POST', '/admin/api/messages', { to: reader.account, title: '提款到账', content: '<p>已到账</p>' })).body).toEqual({ code: 200, message: texts.messageSent, data: null });
    expect((await admin('POST', '/admin/api/messages', { to: 'all', title: '全站通知', content: '<p>今晚维护</p>' })).body.code).toBe(200);
    expect((await titles(reader.token)).slice(0, 2)).toEqual(['全站通知', '提款到账']);
    expect(await titles(other.token)).toContain('全站通知');
    expect(await titles(other.token)).not.toContain('提款到账');
    expect((await admin('POST', '/admin/api/messages', { to: 'nobody99', title: 't', content: 'c' })).body).toEqual({ code: 404, message: texts.memberNotFound, data: null });
    expect((await admin('POST', '/admin/api/messages', { to: 'all', title: '', content: 'c' })).body).toEqual({ code: 400, message: texts.textRequired, data: null });
  });
});
