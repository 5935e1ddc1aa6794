import { messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { applyForAgent } from '../../src/agents/agent-applications.ts';
import { insertPendingApplication } from '../../src/content/activity-applications-repository.ts';
import { listHomeNotices } from '../../src/content/banners-repository.ts';
import { listMemberMessages } from '../../src/messages-centre/member-messages.ts';
import { createMember } from '../support/ledger-fixtures.ts';
import { useAdminCli } from '../support/admin-cli.ts';
import { firstRows, rowAt } from '../support/rows.ts';

const texts = messages.backOffice;

describe('npm run admin: member services', () => {
  const cli = useAdminCli();
  const { admin } = cli;
  const isagent = async (memberId: number) => (await cli.db.selectFrom('members').select('isagent').where('id', '=', memberId).executeTakeFirstOrThrow()).isagent;

  it('lists agent applications and approves one (isagent 1) and rejects another', async () => {
    const [approved, rejected] = [await createMember(cli.db), await createMember(cli.db)];
    await applyForAgent(cli.db, approved, { mobile: '13812345678', apply_info: '推广渠道' });
    await applyForAgent(cli.db, rejected, { mobile: '13912345678', apply_info: '兼职' });
    const [first, second] = firstRows(await cli.db.selectFrom('agent_applications').select('id').orderBy('id').execute(), 2);

    expect((await admin('agents')).stdout).toContain('13912345678');
    expect((await admin('approve-agent', String(first.id))).stdout.trim()).toBe(texts.agentApproved);
    expect((await admin('reject-agent', String(second.id))).stdout.trim()).toBe(texts.agentRejected);
    expect([await isagent(approved), await isagent(rejected)]).toEqual([1, 0]);
    await expect(admin('approve-agent', String(second.id))).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(texts.applicationNotPending) });
    expect((await admin('agents')).stdout.trim()).toBe('(none)');
  }, 60_000);

  it('lists and decides promotion sign-ups', async () => {
    const memberId = await createMember(cli.db);
    const activity = await cli.db.selectFrom('activities').select('id').where('can_apply', '=', 1).executeTakeFirstOrThrow();
    await insertPendingApplication(cli.db, { memberId, activityId: activity.id, amountFen: 12_300 });
    const row = await cli.db.selectFrom('activity_applications').select('id').where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect((await admin('activity-applications')).stdout).toContain('123');
    expect((await admin('approve-activity', String(row.id))).stdout.trim()).toBe(texts.activityApproved);
    const stored = await cli.db.selectFrom('activity_applications').select('state').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.state).toBe(2);
    await expect(admin('reject-activity', String(row.id))).rejects.toMatchObject({ code: 1 });
  }, 60_000);

  it('posts an announcement and sends in-site messages to one member or everyone', async () => {
    const memberId = await createMember(cli.db);
    const member = await cli.db.selectFrom('members').select('account').where('id', '=', memberId).executeTakeFirstOrThrow();
    expect((await admin('announce', '今晚22:00系统升级')).stdout.trim()).toBe(texts.announced);
    expect((await listHomeNotices(cli.db))[0]).toBe('今晚22:00系统升级');

    expect((await admin('message', member.account, '专属优惠', '<p>您有一份<b>专属优惠</b></p>')).stdout.trim()).toBe(texts.messageSent);
    expect((await admin('message', 'all', '全站通知', '<p>全体会员</p>')).stdout.trim()).toBe(texts.messageSent);
    const inbox = await listMemberMessages(cli.db, memberId, 1);
    expect(inbox.data.slice(0, 2).map((notice) => notice.title)).toEqual(['全站通知', '专属优惠']);
    expect(rowAt(inbox.data, 1).content).toBe('<p>您有一份<b>专属优惠</b></p>');
    await expect(admin('message', 'nobody99', 't', 'c')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(texts.memberNotFound) });
  }, 60_000);

  it('shows its usage for malformed arguments', async () => {
    await expect(admin('approve-agent', 'abc')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('message <account|all>') });
    await expect(admin('message', 'all', 'only a title')).rejects.toMatchObject({ code: 2 });
    await expect(admin('announce')).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
