import { api, callPath, CARD_LIST_TYPES, formatYuan, PLATFORM_WALLET, type CallKey, type UrlResult } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { sendInSiteMessage } from '../../src/back-office/site-messages.ts';
import { maskBankNumber } from '../../src/cards/card-kinds.ts';
import { addDays, beijingDayOf } from '../../src/jobs/beijing-day.ts';
import { findMemberByAccount } from '../../src/members/members-repository.ts';
import { placeOnlineDeposit } from '../deposits/deposit-fixtures.ts';
import { placeBet } from '../jobs/job-fixtures.ts';
import { beijing, insertDeposit } from '../red-packets/red-packet-fixtures.ts';
import { antokenWallet, bankCard, usdtWallet } from '../routes/api/cards/cards-fixtures.ts';
import { credit } from '../routes/api/games/games-fixtures.ts';
import { multipartFile, PNG_BYTES } from './multipart-body.ts';
import { registerMember, type Answer } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

/** What makes one member's data recognisable: every amount is odd enough not to occur by chance. */
export interface MemberProfile {
  realname: string;
  password: string;
  payPassword: string;
  email: string;
  mobile: string;
  birthday: string;
  bankNo: string;
  usdtAddress: string;
  antokenAddress: string;
  /** Test funding of the main wallet and of the 'pg' venue wallet. */
  mainFen: number;
  pgFen: number;
  withdrawYuan: number;
  /** Main wallet to 'ag'. */
  transferYuan: number;
  /** A pending Alipay order with a sandbox pay page. */
  onlineDepositYuan: number;
  demoBetYuan: number;
  /** An approved deposit in the red-packet window (yesterday 18:00 Beijing), and a valid AG bet at 20:00 after it. */
  redPacketDepositFen: number;
  rebateBetFen: number;
  activityAmount: number;
  messageTitle: string;
  /** Applies to become an agent during setup (only one of the two does). */
  agent?: { mobile: string; apply_info: string };
}

export interface TwoMemberMember {
  profile: MemberProfile;
  id: number;
  account: string;
  /** Mutable: a probe that changes the login password issues a new one. */
  token: string;
  cardIds: { bank: number; usdt: number; antoken: number };
  depositNo: string;
  payToken: string;
  /** The demo venue launch ticket of the 'pg' game. */
  ticket: string;
  activityId: number;
}

/** The day the red packet is grabbed on and the day whose rebates are computed: today and yesterday in Beijing. */
export function redPacketDays(now = Date.now()) {
  const today = beijingDayOf(now);
  const yesterday = addDays(today, -1);
  return { today, yesterday, grabTime: beijing(`${today} 10:30:00`), depositTime: beijing(`${yesterday} 18:00:00`) };
}

/** Sends a contract call the way the web app does: GET with a query string, POST with a JSON body. */
export async function callAs<T = unknown>(
  app: FastifyInstance,
  key: CallKey,
  token: string,
  payload: Record<string, unknown> = {},
  params: Record<string, string> = {},
): Promise<Answer<T>> {
  const call = api[key];
  const url = callPath(call, params);
  const headers = { authorization: `Bearer ${token}` };
  const response =
    call.method === 'GET'
      ? await app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries(payload).map(([name, value]) => [name, String(value)])), headers })
      : await app.inject({ method: 'POST', url, payload, headers });
  return { status: response.statusCode, body: response.json() };
}

async function succeed<T>(what: string, answer: Promise<Answer<T>>): Promise<T> {
  const { body } = await answer;
  if (body.code !== 200) throw new Error(`setup: ${what} refused: ${body.message}`);
  return body.data;
}

/**
 * A registered member with data of every kind, made through the API wherever the API makes it: profile,
 * a bank card and both wallets, a withdrawal, a transfer, a demo-venue round, a pending online deposit,
 * an approved deposit and a red packet grabbed on it, an in-site message, a promotion sign-up, an
 * avatar, and (when the profile says so) an agent application. The red-packet clock must already read
 * `redPacketDays().grabTime`; rebates are computed by the caller once both members have bet.
 */
export async function setUpMember(app: FastifyInstance, database: TestDatabase, profile: MemberProfile, activityId: number): Promise<TwoMemberMember> {
  const { db } = database;
  const { password, payPassword } = profile;
  const registered = await registerMember(app, { realname: profile.realname, password, confirmPass: password, paypassword: payPassword });
  const { token, account } = registered;
  const id = (await findMemberByAccount(db, account))!.id;
  const send = <T>(key: CallKey, payload: Record<string, unknown> = {}) => succeed<T>(key, callAs<T>(app, key, token, payload));

  await send('updateuserinfo', { email: profile.email, mobile: profile.mobile, birthday: profile.birthday });
  await send('bindcard', bankCard({ bank_no: profile.bankNo, bank_owner: profile.realname, pay_pass: payPassword }));
  await send('bindcard', usdtWallet({ bank_no: profile.usdtAddress, pay_pass: payPassword }));
  await send('bindcard', antokenWallet({ bank_no: profile.antokenAddress, pay_pass: payPassword }));
  const cards = await db.selectFrom('saved_cards').select(['id', 'list_type']).where('member_id', '=', id).execute();
  const cardOf = (listType: number) => cards.find((card) => card.list_type === listType)!.id;
  const cardIds = { bank: cardOf(CARD_LIST_TYPES.bank), usdt: cardOf(CARD_LIST_TYPES.usdt), antoken: cardOf(CARD_LIST_TYPES.antoken) };

  await credit(db, id, profile.mainFen);
  await credit(db, id, profile.pgFen, 'pg');
  // Before any approved deposit, so no turnover is required yet.
  await send('withdraw', { amount: profile.withdrawYuan, bank: cardIds.bank, password: payPassword });
  await send('transfer', { amount: profile.transferYuan, sourcetype: PLATFORM_WALLET, targettype: 'ag' });

  const launch = await send<UrlResult>('getGameUrl', { plat_name: 'pg', is_mobile_url: 1 });
  const ticket = new URL(launch.url).searchParams.get('ticket')!;
  const round = await app.inject({ method: 'POST', url: '/demo-venue/round', payload: { ticket, amount: formatYuan(profile.demoBetYuan) } });
  if (round.json().code !== 200) throw new Error(`setup: demo round refused: ${round.body}`);

  const { depositNo, payToken } = await placeOnlineDeposit(app, db, token, { paytype: 'alipay', amount: profile.onlineDepositYuan });
  const days = redPacketDays();
  await insertDeposit(db, id, profile.redPacketDepositFen, days.depositTime);
  await placeBet(db, id, { platformName: 'ag', gameCode: 'baccarat', validFen: profile.rebateBetFen, at: `${days.yesterday} 20:00:00` });
  await send('douserredpacket');

  await sendInSiteMessage(db, { to: account, title: profile.messageTitle, content: `<p>${profile.messageTitle}</p>` });
  await send('doactivityapply', { activityid: activityId, amount: profile.activityAmount });
  if (profile.agent) await send('applyagentdo', profile.agent);
  const upload = await app.inject({ method: 'POST', url: api.uploadimg.path, ...multipartFile(PNG_BYTES, { authorization: `Bearer ${token}` }) });
  if (upload.json().code !== 200) throw new Error(`setup: avatar refused: ${upload.body}`);

  return { profile, id, account, token, cardIds, depositNo, payToken, ticket, activityId };
}

/** Texts and amounts that belong to one member only, to look for in another member's answers. */
export interface MemberTraces {
  texts: string[];
  amounts: number[];
}

/**
 * The member's identifying texts as stored (so nothing made during setup is forgotten): account, names,
 * contact data, avatar, card numbers whole and masked, wallet addresses, order and bet numbers, pay
 * token, launch ticket, session token, message titles and agent application; and the profile's amounts.
 */
export async function tracesOf(database: TestDatabase, member: TwoMemberMember): Promise<MemberTraces> {
  const { db } = database;
  const row = await db.selectFrom('members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
  const cards = await db.selectFrom('saved_cards').select(['list_type', 'bank_no']).where('member_id', '=', member.id).execute();
  const deposits = await db.selectFrom('deposits').select(['deposit_no', 'pay_token']).where('member_id', '=', member.id).execute();
  const withdrawals = await db.selectFrom('withdrawals').select('withdraw_no').where('member_id', '=', member.id).execute();
  const bets = await db.selectFrom('bet_records').select('bet_id').where('member_id', '=', member.id).execute();
  const letters = await db.selectFrom('member_messages').select(['title', 'content']).where('member_id', '=', member.id).execute();
  const agent = await db.selectFrom('agent_applications').select(['mobile', 'apply_info']).where('member_id', '=', member.id).execute();
  const texts = [
    row.account,
    row.realname,
    row.email,
    row.mobile,
    row.birthday,
    row.avatar,
    ...cards.flatMap((card) => (card.list_type === CARD_LIST_TYPES.bank ? [card.bank_no, maskBankNumber(card.bank_no)] : [card.bank_no])),
    ...deposits.flatMap((deposit) => [deposit.deposit_no, deposit.pay_token ?? '']),
    ...withdrawals.map((withdrawal) => withdrawal.withdraw_no),
    ...bets.map((bet) => bet.bet_id),
    ...letters.flatMap((letter) => [letter.title, letter.content]),
    ...agent.flatMap((application) => [application.mobile, application.apply_info]),
    member.ticket,
    member.token,
  ];
  const { profile } = member;
  return {
    texts: [...new Set(texts.filter((text): text is string => typeof text === 'string' && text.trim() !== ''))],
    amounts: [profile.withdrawYuan, profile.transferYuan, profile.onlineDepositYuan, profile.pgFen / 100, profile.rebateBetFen / 100],
  };
}

function numbersIn(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => numbersIn(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => numbersIn(item, into));
  return into;
}

/** Which of the traces occur in an answer: a JSON value (texts anywhere, amounts as numbers) or a page's HTML. */
export function tracesIn(answer: unknown, traces: MemberTraces): string[] {
  if (typeof answer === 'string') {
    return [...traces.texts.filter((text) => answer.includes(text)), ...traces.amounts.map(formatYuan).filter((amount) => answer.includes(amount))];
  }
  const json = JSON.stringify(answer);
  const numbers = numbersIn(answer);
  return [...traces.texts.filter((text) => json.includes(text)), ...traces.amounts.filter((amount) => numbers.has(amount)).map(String)];
}
