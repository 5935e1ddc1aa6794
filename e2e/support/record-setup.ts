import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { PAGE_SIZE, PLATFORM_WALLET, type Activity, type Paged, type SavedCard } from '@lobby/contract';
import { e2eServer } from './e2e-server.ts';
import { bindBankCard, memberCall, PAY_PASSWORD, registerMember, runAdmin, type TestMember } from './member-setup.ts';

const root = join(import.meta.dirname, '../..');

/** The demo venue every platform launches into; its rounds write the bet records. */
export const RECORD_VENUE = { platname: 'obgdy', name: 'OB捕鱼' } as const;

/** The rebate job (`npm run jobs -- rebates <day>`) on the running e2e server's database; answers its output. */
export function runRebateJob(day: string): string {
  return execFileSync('npm', ['run', '--silent', 'jobs', '--', 'rebates', day], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `sqlite:${e2eServer.dbFile}`, FORCE_COLOR: '0' },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/** Yesterday in Beijing as YYYY-MM-DD: the last day the jobs may run. */
export function beijingYesterday(): string {
  return new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}

/** The member's rounds moved back one day (support/move-bets-to-yesterday.ts), into a day the jobs may run. */
export function betsPlayedYesterday(account: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'e2e/support/move-bets-to-yesterday.ts'), account], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: `sqlite:${e2eServer.dbFile}` },
    stdio: 'pipe',
  });
}

/** A bank deposit through /api/recharge, approved with the back office's CLI; answers its order number. */
export async function approvedDeposit(request: APIRequestContext, member: TestMember, amount: number): Promise<string> {
  const order = await memberCall(request, member.token, '/api/recharge', {
    paytype: 'bank', amount, bank: '中国银行', bank_address: '深圳市南山区支行', bank_no: '6217000011112222', bank_owner: '张三',
  });
  // data.deposit_no is a Lobby addition (a bank deposit's message is 'submitted'): a spec-only back end
  // (LOBBY_E2E_SPEC_MINIMAL=1) names the order only in the member's deposit records, newest first.
  const depositNo = (order.data as { deposit_no?: string } | null)?.deposit_no ?? (await newestDepositNo(request, member));
  runAdmin('approve-deposit', depositNo);
  return depositNo;
}

/** The member's newest deposit order number, from the deposit records (/api/gettransrecord, type 1). */
export async function newestDepositNo(request: APIRequestContext, member: TestMember): Promise<string> {
  const records = await memberCall(request, member.token, '/api/gettransrecord', { date: 1, type: 1, page: 1, api_type: '' });
  const [newest] = (records.data as Paged<{ out_trade_no?: string }>).data;
  if (!newest?.out_trade_no) throw new Error('the deposit records name no order');
  return newest.out_trade_no;
}

/** Main wallet → a venue (the record venue unless named). */
async function transferToVenue(request: APIRequestContext, member: TestMember, amount: number, platname: string = RECORD_VENUE.platname) {
  await memberCall(request, member.token, '/api/transfer', { amount, sourcetype: PLATFORM_WALLET, targettype: platname });
}

/** Launches a venue as the app does (/api/getGameUrl) and answers the ticket its demo page plays with. */
async function launchTicket(request: APIRequestContext, member: TestMember, platname: string = RECORD_VENUE.platname): Promise<string> {
  const launch = await memberCall(request, member.token, '/api/getGameUrl', { plat_name: platname, is_mobile_url: 1 });
  return new URL((launch.data as { url: string }).url).searchParams.get('ticket')!;
}

/** What the demo venue's round endpoint answers, in yuan. */
interface DemoRound {
  bet_amount: number;
  payout: number;
  balance: number;
}

/** One round on the demo venue page's own endpoint. */
async function playRound(request: APIRequestContext, ticket: string, amount: number): Promise<DemoRound> {
  const body = await (await request.post('/demo-venue/round', { data: { ticket, amount: String(amount) } })).json();
  expect(body.code, body.message).toBe(200);
  return body.data;
}

/**
 * Funds a venue and plays it until one round is a valid bet (a push, paid back in full, is not), so the
 * rebate job has something to pay on that platform.
 */
export async function playOneValidBet(request: APIRequestContext, member: TestMember, platname: string, bet: number) {
  await transferToVenue(request, member, bet, platname);
  const ticket = await launchTicket(request, member, platname);
  // A push leaves the balance as it was and the first valid round ends the play: one bet's worth is enough.
  let round: DemoRound;
  do round = await playRound(request, ticket, bet);
  while (round.payout === round.bet_amount);
}

/** The turnover still required before a withdrawal (/api/getBetAmount). */
async function requiredTurnover(request: APIRequestContext, member: TestMember): Promise<number> {
  return ((await memberCall(request, member.token, '/api/getBetAmount')).data as { bet_amount: number }).bet_amount;
}

/**
 * Plays `rounds` rounds of `bet` on the record venue, then goes on until the deposit's turnover is met
 * when `meetTurnover` is set; tops the venue up from the main wallet whenever it runs short.
 */
async function playRounds(
  request: APIRequestContext,
  member: TestMember,
  { rounds, bet, meetTurnover = false }: { rounds: number; bet: number; meetTurnover?: boolean },
): Promise<void> {
  const ticket = await launchTicket(request, member);
  let venueBalance = Infinity;
  for (let played = 0; played < rounds || (meetTurnover && (await requiredTurnover(request, member)) > 0); played++) {
    if (venueBalance < bet) await transferToVenue(request, member, bet * 10);
    venueBalance = (await playRound(request, ticket, bet)).balance;
  }
}

/**
 * A fresh member whose records the product's own flows wrote: an approved bank deposit of 1000, more
 * than a page of transfers into the record venue and of rounds there, the venue recovered (a
 * transfer-out), and a withdrawal of 100 waiting for review. The withdrawal needs the deposit's 1x
 * turnover met first; bets of 5 take a few hundred rounds to meet it but keep the swing small (a
 * balance under 100 at the end is a 1-in-several-thousand event), where bets of 50 would fail about
 * one run in five.
 */
export async function memberWithRecords(request: APIRequestContext): Promise<TestMember & { depositNo: string }> {
  const member = await registerMember(request);
  await bindBankCard(request, member.token);
  const depositNo = await approvedDeposit(request, member, 1000);
  for (let i = 0; i < PAGE_SIZE + 2; i++) await transferToVenue(request, member, 20);
  await playRounds(request, member, { rounds: PAGE_SIZE + 3, bet: 5, meetTurnover: true });
  await memberCall(request, member.token, '/api/transall');
  const cards = (await memberCall(request, member.token, '/api/getcard', { type: 1 })).data as SavedCard[];
  await memberCall(request, member.token, '/api/withdraw', { amount: 100, bank: cards[0]!.id, password: PAY_PASSWORD });
  return { ...member, depositNo };
}

/** Signs the member up for the first promotion that takes applications; answers its title. */
export async function signUpForPromotion(request: APIRequestContext, member: TestMember): Promise<string> {
  const list = (await memberCall(request, member.token, '/api/activitylist', { page: 1 })).data as Paged<Activity>;
  const promotion = list.data.find((activity) => activity.state === 1 && activity.can_apply === 1)!;
  await memberCall(request, member.token, '/api/doactivityapply', { activityid: promotion.id, amount: 500 });
  return promotion.title;
}
