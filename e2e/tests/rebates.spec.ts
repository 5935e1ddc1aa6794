import { expect, test, type Page } from '@playwright/test';
import { messages, PAGE_SIZE, type Platform } from '@lobby/contract';
import { expectToast, logIn } from '../support/app.ts';
import { memberCall, registerMember } from '../support/member-setup.ts';
import { approvedDeposit, beijingYesterday, betsPlayedYesterday, playOneValidBet, runRebateJob } from '../support/record-setup.ts';

/** The figure shown under a total's label (累计领取, 待领取), in yuan. */
async function total(page: Page, label: string): Promise<number> {
  const figure = page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  return Number((await figure.textContent())!.replace(/元$|,/g, ''));
}

test('rebates computed by the daily job are claimed once from /fanshui', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A fresh member bets on every platform, the rounds counted as yesterday's (the job runs only a day that
  // is over); the job, run for yesterday, pays a rebate row per platform.
  const member = await registerMember(request);
  await approvedDeposit(request, member, 1000);
  const platforms = (await memberCall(request, member.token, '/api/balancelist')).data as Platform[];
  for (const platform of platforms) await playOneValidBet(request, member, platform.platname, 10);
  betsPlayedYesterday(member.account);
  expect(runRebateJob(beijingYesterday())).toMatch(/rebates for \d{4}-\d{2}-\d{2}: [1-9]\d* new/);
  const balanceBefore = ((await memberCall(request, member.token, '/api/balance')).data as { balance: number }).balance;

  await page.goto('/#/login?redirect=%2Ffanshui');
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/fanshui$/);
  const rebates = page.getByRole('list', { name: '返水记录' });
  // One row per platform (each has one rebate category): a full first page, and the last.
  await expect(rebates.getByRole('listitem')).toHaveCount(Math.min(platforms.length, PAGE_SIZE));
  await expect(page.getByText(messages.records.noMore)).toBeVisible();
  await expect(rebates.getByText(messages.records.notClaimed)).toHaveCount(Math.min(platforms.length, PAGE_SIZE));
  const pending = await total(page, '待领取');
  expect(pending).toBeGreaterThan(0);
  expect(await total(page, '累计领取')).toBe(0);

  // The platform filter starts again at page 1 with that platform's row only.
  const filtered = page.waitForRequest((call) => call.url().endsWith('/api/getfanshui'));
  await page.getByRole('button', { name: '平台：全平台' }).click();
  await page.getByRole('dialog', { name: '选择平台' }).getByRole('button', { name: platforms[0]!.name }).click();
  expect((await filtered).postDataJSON()).toEqual({ date: 4, page: 1, api_type: platforms[0]!.platname, type: '' });
  await expect(rebates.getByRole('listitem')).toHaveCount(1);
  await expect(rebates.getByRole('listitem')).toContainText(platforms[0]!.name);

  await expect(page.getByRole('button', { name: '点击领取' })).toBeEnabled();
  await page.getByRole('button', { name: '点击领取' }).click();
  await expectToast(page, messages.rebate.claimed);
  await expect.poll(() => total(page, '累计领取')).toBe(pending);
  expect(await total(page, '待领取')).toBe(0);
  // The row now shows its claim time instead of 暂未领取.
  await expect(rebates.getByRole('listitem')).toContainText(/领取时间\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(rebates.getByText(messages.records.notClaimed)).toHaveCount(0);
  const balanceAfter = ((await memberCall(request, member.token, '/api/balance')).data as { balance: number }).balance;
  expect(Math.round((balanceAfter - balanceBefore) * 100)).toBe(Math.round(pending * 100));

  // Nothing left: the button is disabled (aria-disabled, issue 13), and a tap still says why.
  const claimButton = page.getByRole('button', { name: '点击领取' });
  await expect(claimButton).toBeDisabled();
  await claimButton.click({ force: true });
  await expectToast(page, messages.rebate.nothingToClaim);
});
