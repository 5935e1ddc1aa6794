import { expect, test, type Page } from '@playwright/test';
import { BALANCE_PUSH_PATH, messages } from '@lobby/contract';
import { logIn } from '../support/app.ts';
import { e2eServer } from '../support/e2e-server.ts';
import { memberCall, registerMember, runAdmin, type TestMember } from '../support/member-setup.ts';
import { newestDepositNo } from '../support/record-setup.ts';

const bankDeposit = { paytype: 'bank', amount: 800, bank_owner: '张三', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' };

/** A bank deposit of 800.00 waiting for review; answers its number. */
async function pendingDeposit(request: Parameters<typeof memberCall>[0], member: TestMember): Promise<string> {
  const placed = await memberCall(request, member.token, '/api/recharge', bankDeposit);
  // deposit_no is Lobby's own field: a spec-only back end answers without it, and the records name the order.
  return ((placed.data as { deposit_no?: string } | null)?.deposit_no) ?? (await newestDepositNo(request, member));
}

async function openMemberCentre(page: Page, member: TestMember) {
  await page.goto('/#/login?redirect=%2Fmine');
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/mine$/);
}

if (!e2eServer.specMinimal) {
  test('a deposit approved in the back office shows at once through the balance push, with every poll held back', async ({ page, request }) => {
    const member = await registerMember(request);
    const depositNo = await pendingDeposit(request, member);
    const streamOpened = page.waitForResponse((response) => response.url().endsWith(BALANCE_PUSH_PATH) && response.status() === 200);
    await openMemberCentre(page, member);
    const balance = page.getByRole('button', { name: /^余额/ });
    await expect(balance).toContainText('0.00');
    await streamOpened;

    // From here no balance poll is ever answered: only the stream can bring the new figure.
    await page.route('**/api/balance', () => undefined);
    expect(runAdmin('approve-deposit', depositNo)).toContain(messages.backOffice.depositApproved);
    await expect(balance).toContainText('800.00');
  });
} else {
  test('against a spec-only back end the balance is polled, and no stream is ever opened', async ({ page, request }) => {
    const member = await registerMember(request);
    const depositNo = await pendingDeposit(request, member);
    const streams: string[] = [];
    page.on('request', (sent) => void (sent.url().endsWith(BALANCE_PUSH_PATH) && streams.push(sent.url())));
    await openMemberCentre(page, member);
    const balance = page.getByRole('button', { name: /^余额/ });
    await expect(balance).toContainText('0.00');
    expect(runAdmin('approve-deposit', depositNo)).toContain(messages.backOffice.depositApproved);
    // The next 4.3 s poll brings it.
    await expect(balance).toContainText('800.00');
    expect(streams).toEqual([]);
  });
}
