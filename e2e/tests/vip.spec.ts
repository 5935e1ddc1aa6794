import { expect, test } from '@playwright/test';
import { messages } from '@lobby/contract';
import { logIn } from '../support/app.ts';
import { bindBankCard, registerMember } from '../support/member-setup.ts';
import { approvedDeposit } from '../support/record-setup.ts';

const levelTabs = ['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10'];

test('a visitor sees the level tabs, cards, rebate table and rules, but no level, progress or badge', async ({ page }) => {
  await page.goto('/#/vip');
  await expect(page.getByRole('heading', { name: 'VIP特权', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(levelTabs);
  await expect(page.getByRole('article', { name: 'P0 晋级条件' })).toBeVisible();

  await page.getByRole('tab', { name: 'P2', exact: true }).click();
  const card = page.getByRole('article', { name: 'P2 晋级条件' });
  await expect(card).toContainText('累计存款5,000.00 元');
  await expect(card).toContainText('累计流水15,000.00 元');
  await expect(card.getByText(messages.records.vipReached)).toHaveCount(0);
  await expect(card.getByText(messages.records.vipNotReached)).toHaveCount(0);

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['等级', '真人视讯', '体育', '电竞', '棋牌', '电子', '彩票']);
  await expect(table.getByRole('row')).toHaveCount(levelTabs.length + 1);
  await expect(table.getByRole('row', { name: /^P2 / })).toHaveText(/P20\.5%0\.5%0\.5%0\.4%0\.6%0\.3%/);
  await expect(page.getByRole('region', { name: 'VIP规则说明' })).toContainText('每天最多晋升一级，不可跨级晋升');
  await expect(page.getByRole('region', { name: '我的VIP' })).toHaveCount(0);
});

test('a member sees the own level, the cumulative deposit and which levels are reached', async ({ page, request }) => {
  const member = await registerMember(request);
  await bindBankCard(request, member.token);
  // Reads the order number from the deposit records when the back end leaves out data.deposit_no (a Lobby addition).
  await approvedDeposit(request, member, 1500);

  await page.goto('/#/login?redirect=%2Fvip');
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/vip$/);
  const progress = page.getByRole('region', { name: '我的VIP' });
  await expect(progress).toContainText('P0');
  await expect(progress).toContainText('累计存款1,500.00 元');
  // VIP0 asks no deposit, so the spec's percent (paysum / the own level's recharge) is 0 there.
  await expect(progress).toContainText('晋级进度0%');
  await expect(page.getByRole('article', { name: 'P0 晋级条件' }).getByText(messages.records.vipReached)).toBeVisible();
  await page.getByRole('tab', { name: 'P1', exact: true }).click();
  await expect(page.getByRole('article', { name: 'P1 晋级条件' }).getByText(messages.records.vipNotReached)).toBeVisible();
});
