import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '@lobby/contract';
import { logIn } from '../support/app.ts';
import { registerMember, runAdmin } from '../support/member-setup.ts';
import {
  expectNothingRan,
  neighbours,
  pageTraces,
  scriptVectorsLeft,
  settle,
  watchForScript,
  xssProbeAnnouncement,
  xssProbeHtml,
} from '../support/xss-probes.ts';

// Server HTML (promotion, in-site message and help-article bodies) goes into the app through DOMPurify
// (apps/web/src/components/SafeHtml.tsx). The payloads reach the server through the back office
// (npm run admin), as an operator's would, and each screen is then opened in Chromium.

/** The help article the payloads go into; restored afterwards (help.spec.ts reads every article). */
const ARTICLE_TYPE = 3;

async function envelope<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const body = await (await request.post(path, { data })).json();
  expect(body.code, body.message).toBe(200);
  return body.data as T;
}

/** Runs `use` while a back-office content command has replaced some HTML, and puts the original back. */
async function withContent(command: 'activity-content' | 'article-content', id: number, original: string, use: () => Promise<void>) {
  // A previous run that stopped before restoring would make the payload the 'original' for good.
  expect(original).not.toContain('安全检查');
  const saved = command === 'activity-content' ? messages.backOffice.activityContentSaved : messages.backOffice.articleContentSaved;
  expect(runAdmin(command, String(id), xssProbeHtml).trim()).toBe(saved);
  try {
    await use();
  } finally {
    runAdmin(command, String(id), original);
  }
}

/** The rendered probe: its text is visible, the payloads' neighbours too, and the harmless formatting survived. */
async function expectProbeRendered(page: Page) {
  const probe = page.getByRole('region', { name: '安全检查' });
  for (const text of neighbours) await expect(probe.getByText(text)).toBeVisible();
  await expect(probe.locator('b')).toHaveText('加粗');
  const image = probe.getByRole('img', { name: '活动配图' });
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  return probe;
}

/** Taps what a member would tap: the injected links and the details toggle; then nothing may have run. */
async function tapAndExpectInert(page: Page, watch: Awaited<ReturnType<typeof watchForScript>>) {
  const probe = await expectProbeRendered(page);
  await probe.getByText('点我领取').click();
  await probe.getByText('大小写链接').click();
  await probe.getByText('展开详情').click();
  await expectNothingRan(page, watch);
  expect(await scriptVectorsLeft(page)).toEqual([]);
}

async function openAsMember(page: Page, account: string, password: string, path: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, account, password);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
}

test.describe('without DOMPurify and without the CSP', () => {
  test.use({ bypassCSP: true });

  test('the payloads run in this Chromium when nothing sanitizes them: the test sees an escape', async ({ page }) => {
    const watch = await watchForScript(page);
    await page.goto('/#/securitycenter');
    await expect(page.getByRole('heading', { name: '您好，欢迎来到帮助中心' })).toBeVisible();
    // Straight into the DOM, as a page without SafeHtml would put it.
    await page.evaluate((html) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
    }, xssProbeHtml);
    await page.getByText('点我领取').click();
    await expect.poll(() => watch.hits).toEqual(expect.arrayContaining(['/xss-hit/img', '/xss-hit/details', '/xss-hit/link', '/xss-hit/style-import']));
    expect(watch.dialogs).toEqual(expect.arrayContaining(['img', 'details', 'link']));
    expect((await pageTraces(page)).xss).toEqual(expect.any(String));
    expect(await scriptVectorsLeft(page)).toEqual(expect.arrayContaining(['img[onerror]', 'a[href=javascript:]', 'iframe']));
  });
});

test.describe('the CSP, without DOMPurify', () => {
  test("the page's CSP is in effect: it forbids inline script and stops an unsanitized handler by itself", async ({ page }) => {
    const watch = await watchForScript(page);
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSources.split(/\s+/)).toEqual(["'self'"]);
    expect(policy).toMatch(/object-src 'none'/);

    await page.evaluate(() => {
      const host = document.createElement('div');
      host.innerHTML = '<img src="x" onerror="window.__xss=\'csp\';fetch(\'/xss-hit/csp\')">';
      document.body.append(host);
    });
    await expect.poll(async () => (await pageTraces(page)).cspViolations).toContainEqual(expect.stringMatching(/^script-src-attr /));
    await settle(page);
    expect(watch.hits).toEqual([]);
    expect((await pageTraces(page)).xss).toBeUndefined();
  });
});

// Each screen is checked twice: with the CSP bypassed (DOMPurify is then the only barrier, so a payload
// it let through would run and be seen) and as shipped, with the CSP on top. Both times the live DOM must
// hold no on* attribute, javascript: URL, script, frame or @import: that is DOMPurify's work, CSP or not.
for (const mode of [
  { title: 'DOMPurify alone (CSP bypassed)', bypassCSP: true },
  { title: 'as shipped (with the CSP)', bypassCSP: false },
]) {
  test.describe(`server HTML in the app, ${mode.title}`, () => {
    test.use({ bypassCSP: mode.bypassCSP });

    test("a promotion's content at /activityInfo renders its formatting and runs none of its payloads", async ({ page, request }) => {
      const promotions = await envelope<{ data: Array<{ id: number }> }>(request, '/api/activitylist', { page: 1 });
      // The last shown promotion: promotions.spec.ts and the accessibility checks read the first ones.
      const { id } = promotions.data.at(-1)!;
      const { content } = await envelope<{ content: string }>(request, '/api/activitydeatil', { id });
      await withContent('activity-content', id, content, async () => {
        const watch = await watchForScript(page);
        await page.goto(`/#/activityInfo?id=${id}`);
        await tapAndExpectInert(page, watch);
      });
    });

    test('an in-site message at /message renders as sanitized HTML and an announcement as plain text', async ({ page, request }) => {
      const member = await registerMember(request);
      expect(runAdmin('message', member.account, '安全检查消息', xssProbeHtml).trim()).toBe(messages.backOffice.messageSent);
      const notices = await envelope<string[]>(request, '/api/homenotice', {});
      // Announcements cannot be withdrawn: posted once per database, it stays on the notice bar.
      if (!notices.includes(xssProbeAnnouncement)) expect(runAdmin('announce', xssProbeAnnouncement).trim()).toBe(messages.backOffice.announced);

      const watch = await watchForScript(page);
      await openAsMember(page, member.account, member.password, '/message?type=2');
      await expect(page.getByRole('article', { name: '安全检查消息' })).toBeVisible();
      await tapAndExpectInert(page, watch);

      await page.getByRole('tab', { name: '平台公告' }).click();
      const announcement = page.getByRole('listitem').filter({ hasText: xssProbeAnnouncement });
      await expect(announcement).toHaveText(xssProbeAnnouncement);
      await expect(announcement.locator('*')).toHaveCount(0);
      await expectNothingRan(page, watch);
      expect(await scriptVectorsLeft(page)).toEqual([]);
    });

    test('a help article at /boutBallBetInfo renders its formatting and runs none of its payloads', async ({ page, request }) => {
      const { content } = await envelope<{ content: string }>(request, '/api/article', { type: ARTICLE_TYPE });
      await withContent('article-content', ARTICLE_TYPE, content, async () => {
        const watch = await watchForScript(page);
        await page.goto('/#/securitycenter');
        await page.getByRole('navigation', { name: '帮助主题' }).getByRole('link', { name: '免责说明' }).click();
        await expect(page).toHaveURL(new RegExp(`#/boutBallBetInfo\\?type=${ARTICLE_TYPE}$`));
        await tapAndExpectInert(page, watch);
      });
    });
  });
}
