import { expect, test, type Page } from '@playwright/test';
import { PAGE_SIZE } from '@lobby/contract';
import { logIn } from '../support/app.ts';
import { memberCall, registerMember, runAdmin, type TestMember } from '../support/member-setup.ts';

async function openAs(page: Page, member: TestMember, path: string): Promise<void> {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
}

/** The member's in-site message total, as /api/noticeList answers it (messages to everyone included). */
async function messageTotal(page: Page, member: TestMember): Promise<number> {
  const body = await memberCall(page.request, member.token, '/api/noticeList', { page: 1 });
  return (body.data as { total: number }).total;
}

test('announcements are the /api/homenotice texts, one plain line each', async ({ page, request }) => {
  const member = await registerMember(request);
  const notices = (await (await request.post('/api/homenotice', { data: {} })).json()).data as string[];
  expect(notices.length).toBeGreaterThan(0);
  await openAs(page, member, '/message?type=1');
  await expect(page.getByRole('tab', { name: '平台公告', selected: true })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveText(notices);
});

test('in-site messages from the back office page past the first page, sanitized, and clear the unread count', async ({ page, request }) => {
  test.setTimeout(240_000);
  const member = await registerMember(request);
  for (let n = 1; n <= PAGE_SIZE; n++) runAdmin('message', member.account, `第${n}条通知`, `<p>这是第<b>${n}</b>条站内信</p>`);
  // Sent last, so it leads the list: markup that would run script if it were not sanitized.
  runAdmin('message', member.account, '安全测试', '<p>图片<img src="x" onerror="window.__xss = 1"></p><script>window.__xss = 2</script>');
  const total = await messageTotal(page, member);
  expect(total).toBeGreaterThan(PAGE_SIZE);

  await openAs(page, member, '/mine');
  const entry = page.getByRole('button', { name: /^站内信/ });
  await expect(entry.getByRole('img', { name: `${total}条未读` })).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/#\/message\?type=2$/);
  await expect(page.getByRole('tab', { name: '站内信', selected: true })).toBeVisible();

  const unsafe = page.getByRole('article', { name: '安全测试' });
  await expect(unsafe).toContainText('图片');
  await expect(unsafe.locator('img')).toHaveCount(1);
  await expect(unsafe.locator('img')).not.toHaveAttribute('onerror');
  await expect(unsafe.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByRole('article', { name: '第15条通知' }).locator('b')).toHaveText('15');
  await expect(page.getByRole('article', { name: '第15条通知' }).locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  const secondPage = page.waitForRequest((req) => req.url().endsWith('/api/noticeList') && req.postDataJSON().page === 2);
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(page.getByText('没有更多了')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await secondPage;
  await expect(page.getByRole('article', { name: '第1条通知' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(total);

  // Opened: the count is 0 from now on, also after a reload (the flag lives in local storage).
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/#\/mine$/);
  await expect(page.getByRole('img', { name: /条未读/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /^站内信/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /条未读/ })).toHaveCount(0);

  // A new message raises the total, and the count shows again.
  runAdmin('message', member.account, '新消息', '<p>又一条</p>');
  await page.reload();
  await expect(page.getByRole('img', { name: `${total + 1}条未读` })).toBeVisible();
});
