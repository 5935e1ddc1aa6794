import { api, messages, type UserInfo } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { decideAgentApplication } from '../../../../src/back-office/application-reviews.ts';
import { findMemberByAccount } from '../../../../src/members/members-repository.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { firstRow, rowAt } from '../../../support/rows.ts';

const application = { mobile: '13812345678', apply_info: '有稳定的推广渠道' };

describe.each(testTargets)('POST /api/applyagentdo on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const apply = (payload: object, token: string) => post(context.app, api.applyagentdo.path, payload, token);
  const applications = async (account: string) => {
    const { id } = (await findMemberByAccount(context.database.db, account))!;
    return context.database.db.selectFrom('agent_applications').selectAll().where('member_id', '=', id).orderBy('id').execute();
  };

  it('answers 401 without a session', async () => {
    expect((await post(context.app, api.applyagentdo.path, application)).status).toBe(401);
  });

  it.each([
    ['a wrong mobile', { ...application, mobile: '12345' }, messages.agent.mobile],
    ['no mobile', { apply_info: '理由' }, messages.agent.mobile],
    ['no reason', { ...application, apply_info: '  ' }, messages.agent.reasonRequired],
  ])('refuses %s with the rule message', async (_, payload, message) => {
    const member = await registerMember(context.app);
    expect((await apply(payload, member.token)).body).toEqual({ code: 400, message, data: null });
    expect(await applications(member.account)).toEqual([]);
  });

  it('stores one pending application, also when several arrive at once', async () => {
    const member = await registerMember(context.app);
    const answers = await Promise.all([1, 2, 3].map(() => apply(application, member.token)));
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.body.code === 200)!.body.message).toBe(messages.agent.submitted);
    expect(answers.find((answer) => answer.body.code === 409)!.body.message).toBe(messages.agent.alreadyApplied);
    const rows = await applications(member.account);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...application, state: 1, reviewed_at: null });
  });

  it('accepts a new application after a rejection; after approval the member is an agent and is refused', async () => {
    const member = await registerMember(context.app);
    expect((await apply(application, member.token)).body.code).toBe(200);
    await decideAgentApplication(context.database.db, firstRow(await applications(member.account)).id, 'reject');
    expect((await apply({ ...application, apply_info: '再次申请' }, member.token)).body.code).toBe(200);
    const second = rowAt(await applications(member.account), 1);
    expect(second).toMatchObject({ apply_info: '再次申请', state: 1 });

    await decideAgentApplication(context.database.db, second.id, 'approve');
    expect((await post<UserInfo>(context.app, api.user.path, {}, member.token)).body.data.isagent).toBe(1);
    expect((await apply(application, member.token)).body).toEqual({ code: 409, message: messages.agent.alreadyApplied, data: null });
  });
});
