import { api, PAGE_SIZE, type Notice } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { sendInSiteMessage } from '../../../../src/back-office/site-messages.ts';
import { seed } from '../../../../src/db/seed.ts';
import { SEED_MEMBER_MESSAGES } from '../../../../src/messages-centre/seed-member-messages.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { at, recordPage, useSimulatedClock } from '../records/records-fixtures.ts';
import { firstRow } from '../../../support/rows.ts';

describe.each(testTargets)('POST /api/noticeList on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  // Simulated times (2030) lie after the real seeding time, so the seeded welcome messages are the oldest.
  useSimulatedClock();
  const notices = (token: string, payload: object = {}) => recordPage<Notice>(context.app, api.noticeList, token, payload);
  const welcomeTitles = SEED_MEMBER_MESSAGES.map((message) => message.title);

  it('answers 401 without a session', async () => {
    expect((await post(context.app, api.noticeList.path, { page: 1 })).status).toBe(401);
  });

  it('shows every member the three seeded welcome messages, once however often the seed runs', async () => {
    await seed(context.database.db);
    const member = await registerMember(context.app);
    const page = await notices(member.token, { page: 1 });
    expect(page).toMatchObject({ total: 3, last_page: 1, current_page: 1 });
    expect(page.data.map((notice) => notice.title)).toEqual(welcomeTitles);
    expect(firstRow(page.data).content).toContain('<p>');
  });

  it("shows a member's own messages and those to everyone, newest first, never another member's", async () => {
    const [reader, other] = [await registerMember(context.app), await registerMember(context.app)];
    at('2030-01-18 09:00:00');
    await sendInSiteMessage(context.database.db, { to: reader.account, title: '提款到账通知', content: '<p>您的提款已到账</p>' });
    at('2030-01-18 10:00:00');
    await sendInSiteMessage(context.database.db, { to: 'all', title: '系统维护', content: '<p>今晚维护</p>' });
    at('2030-01-18 11:00:00');
    await sendInSiteMessage(context.database.db, { to: other.account, title: '私信', content: '<p>只给另一位会员</p>' });

    const page = await notices(reader.token);
    expect(page.data.slice(0, 2)).toEqual([
      { title: '系统维护', content: '<p>今晚维护</p>', created_at: '2030-01-18 10:00:00' },
      { title: '提款到账通知', content: '<p>您的提款已到账</p>', created_at: '2030-01-18 09:00:00' },
    ]);
    expect(page.data.map((notice) => notice.title)).not.toContain('私信');
    expect((await notices(other.token)).data.map((notice) => notice.title).slice(0, 2)).toEqual(['私信', '系统维护']);
  });

  it('pages by PAGE_SIZE: first page, last page, past the end', async () => {
    const member = await registerMember(context.app);
    const before = (await notices(member.token)).total;
    for (let i = 1; i <= PAGE_SIZE; i += 1) {
      at(`2030-02-01 10:${String(i).padStart(2, '0')}:00`);
      await sendInSiteMessage(context.database.db, { to: member.account, title: `第${i}封`, content: `<p>${i}</p>` });
    }
    const total = before + PAGE_SIZE;
    const lastPage = Math.ceil(total / PAGE_SIZE);
    const first = await notices(member.token, { page: 1 });
    expect(first).toMatchObject({ total, last_page: lastPage, current_page: 1 });
    expect(first.data.map((notice) => notice.title)).toEqual(Array.from({ length: PAGE_SIZE }, (_, i) => `第${PAGE_SIZE - i}封`));
    const last = await notices(member.token, { page: lastPage });
    expect(last.data).toHaveLength(total - PAGE_SIZE * (lastPage - 1));
    expect(last.data.at(-1)!.title).toBe(welcomeTitles.at(-1));
    expect(await notices(member.token, { page: lastPage + 1 })).toEqual({ data: [], total, last_page: lastPage, current_page: lastPage + 1 });
  });
});
