import { expect, type APIRequestContext } from '@playwright/test';
import { PLATFORM_WALLET } from '@lobby/contract';
import { e2eServer } from './e2e-server.ts';
import { RECORD_VENUE } from './record-setup.ts';
import { bindCard, memberCall, PAY_PASSWORD, runAdminOn, type TestMember } from './member-setup.ts';

/**
 * The member the screenshot baselines show: a fixed name, balances and records, so that a screen looks
 * the same on every run. Made once per test database; a retry (or a second spec) logs the same member in
 * instead of making its money twice. `request` must reach the screenshot server (e2eServer.screens).
 */
const SCREENSHOT_MEMBER = { account: 'shots2026', password: 'pass1234' } as const;

/** What the member holds after the set-up: 12,888.00 deposited, 888.00 of it moved to the record venue. */
const SCREENSHOT_BALANCES = { deposited: 12_888, inVenue: 888 } as const;

export async function screenshotMember(request: APIRequestContext): Promise<TestMember> {
  const { account, password } = SCREENSHOT_MEMBER;
  const login = await (await request.post('/api/login_pc', { data: { name: account, password, code: 'ab12' } })).json();
  if (login.code === 200) return { account, password, token: login.data.new_api_token };

  const registered = await (
    await request.post('/api/register', {
      data: { name: account, password, confirmPass: password, realname: '李明', paypassword: PAY_PASSWORD, code: 'ab12' },
    })
  ).json();
  expect(registered.code, registered.message).toBe(200);
  const member: TestMember = { account, password, token: registered.data.api_token };
  await memberCall(request, member.token, '/api/recharge', {
    paytype: 'bank', amount: SCREENSHOT_BALANCES.deposited, bank: '中国银行', bank_address: '深圳市南山区支行',
    bank_no: '6217000011112222', bank_owner: '李明',
  });
  const records = await memberCall(request, member.token, '/api/gettransrecord', { date: 1, type: 1, page: 1, api_type: '' });
  const [order] = (records.data as { data: Array<{ out_trade_no: string }> }).data;
  runAdminOn(e2eServer.screens.dbFile, 'approve-deposit', order!.out_trade_no);
  await memberCall(request, member.token, '/api/transfer', {
    amount: SCREENSHOT_BALANCES.inVenue, sourcetype: PLATFORM_WALLET, targettype: RECORD_VENUE.platname,
  });
  const banks = (await memberCall(request, member.token, '/api/banklist')).data as Array<{ bank_name: string }>;
  await bindCard(request, member.token, {
    bank: banks[0]!.bank_name, bank_address: '深圳市南山区支行', bank_no: '6222020012345678', bank_owner: '李明',
  });
  return member;
}
