import { expect, test } from '@playwright/test';
import { messages } from '@lobby/contract';
import { expectToast, logIn } from '../support/app.ts';
import { registerMember, runAdmin } from '../support/member-setup.ts';

/** The id of a member's pending agent application, read from the back office's table (`npm run admin -- agents`). */
function pendingAgentApplicationId(account: string): string {
  const table = runAdmin('agents');
  const row = table.split('\n').find((line) => line.includes(`'${account}'`));
  const id = row?.split('│').map((cell) => cell.trim())[2];
  if (!id || !/^\d+$/.test(id)) throw new Error(`no pending agent application of ${account} in:\n${table}`);
  return id;
}

test('a member applies to be an agent, each rule speaks once, and after approval the entry is gone', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/#/login?redirect=%2Fmine');
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/mine$/);
  await page.getByRole('button', { name: '代理申请' }).click();
  await expect(page).toHaveURL(/#\/applyagent$/);
  // The address changes at once; the member centre (whose profile is also labelled 用户名) stays on screen
  // until the page's code is in.
  await expect(page.getByRole('heading', { name: '代理申请', level: 1 })).toBeVisible();

  await expect(page.getByLabel('用户名')).toHaveValue(member.account);
  await expect(page.getByLabel('用户名')).not.toBeEditable();
  await expect(page.getByLabel('真实姓名')).toHaveValue('张三');
  await expect(page.getByLabel('真实姓名')).not.toBeEditable();

  const join = page.getByRole('button', { name: '加入我们' });
  await page.getByLabel('联系方式').fill('1380013');
  await join.click();
  await expectToast(page, messages.agent.mobile);
  await page.getByLabel('联系方式').fill('13800138000');
  await join.click();
  await expectToast(page, messages.agent.reasonRequired);
  await page.getByLabel('申请理由').fill('有稳定的推广渠道，希望成为代理');
  await join.click();
  await expectToast(page, messages.agent.submitted);

  runAdmin('approve-agent', pendingAgentApplicationId(member.account));
  // The entry follows isagent, which the app reads again on the next load.
  await page.goto('/#/mine');
  await page.reload();
  await expect(page.getByRole('button', { name: '代理登录' })).toBeVisible();
  await expect(page.getByRole('button', { name: '代理申请' })).toHaveCount(0);
});

test('the consultation block opens customer service', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/#/login?redirect=%2Fapplyagent');
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/applyagent$/);
  await expect(page.getByRole('region', { name: '代理咨询' })).toBeVisible();
  await page.getByRole('button', { name: '咨询客服' }).click();
  await expect(page).toHaveURL(/#\/kefu$/);
});

test('a visitor who fills in the application is sent to log in and comes back to the form as typed, then sends it', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/#/applyagent');
  await page.getByLabel('联系方式').fill('13800138000');
  await page.getByLabel('申请理由').fill('有稳定的推广渠道，希望成为代理');
  await page.getByRole('button', { name: '加入我们' }).click();

  await expectToast(page, messages.recovery.loginToApplyAgent);
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fapplyagent$/);
  await logIn(page, member.account, member.password);

  await expect(page).toHaveURL(/#\/applyagent$/);
  await expect(page.getByRole('heading', { name: '代理申请', level: 1 })).toBeVisible();
  await expect(page.getByLabel('用户名')).toHaveValue(member.account);
  await expect(page.getByLabel('联系方式')).toHaveValue('13800138000');
  await expect(page.getByLabel('申请理由')).toHaveValue('有稳定的推广渠道，希望成为代理');
  await page.getByRole('button', { name: '加入我们' }).click();
  await expectToast(page, messages.agent.submitted);
  await expect(page.getByLabel('联系方式')).toHaveValue('');
  expect(pendingAgentApplicationId(member.account)).toMatch(/^\d+$/);
});
