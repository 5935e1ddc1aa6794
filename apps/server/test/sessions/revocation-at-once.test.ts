import { api, messages, PLATFORM_WALLET } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeToken } from '../../src/auth/tokens.ts';
import { createDb, type Db } from '../../src/db/connect.ts';
import type { Database } from '../../src/db/schema.ts';
import { eventBusOf } from '../../src/events/database-event-bus.ts';
import { changeMemberAccess } from '../../src/members/member-access.ts';
import { replaceSecret } from '../../src/profile/member-secrets.ts';
import { bankCard } from '../routes/api/cards/cards-fixtures.ts';
import { multipartFile, PNG_BYTES } from '../support/multipart-body.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { accountsOf, PAY_PASSWORD, withdrawingMember } from '../withdrawals/withdrawal-fixtures.ts';

interface Member {
  memberId: number;
  account: string;
  token: string;
  tokenId: number;
  cardId: number;
}

/** Each as another process does it (the admin CLI, another server instance): on a database handle of its own. */
const REVOCATIONS: Record<string, (other: Kysely<Database>, member: Member) => Promise<unknown>> = {
  blacklist: (other, member) => changeMemberAccess(other, member.account, 'blacklist'),
  disable: (other, member) => changeMemberAccess(other, member.account, 'disable'),
  logoff: (other, member) => revokeToken(other, member.tokenId),
  'password change': (other, member) => replaceSecret(other, member.memberId, 'login', 'newpass123'),
};

/** 1.00 the member could claim with dofanshui. */
const unclaimedRebate = (memberId: number) => ({
  member_id: memberId,
  day: '2026-03-10',
  platform_name: 'ag',
  category: 'realperson',
  game_name: 'AG视讯',
  valid_bet_fen: 25_000,
  rate_bp: 40,
  money_fen: 100,
  created_at: new Date().toISOString(),
  updated_at: null,
  claim_transaction_id: null,
});

const UNAUTHORIZED = { status: 401, body: { code: 401, message: messages.server.unauthorized, data: null } };

/**
 * The session cache of the serving process hears of a revocation made elsewhere only later (NOTIFY on
 * PostgreSQL, a once-a-second look at the file on SQLite). A call that moves money or changes the
 * account must not be accepted in between: it checks the session inside its own transaction.
 */
describe.each(testTargets)('a revocation committed by another process on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  let other: Db;
  beforeAll(async () => {
    // Listening, so that the session cache is in use (it is bypassed while the bus may miss events).
    await eventBusOf(context.database.db).ready();
    other = createDb(context.database.url, { schema: context.database.schema });
  });
  afterAll(() => other?.destroy());

  const CALLS: Record<string, (member: Member) => ReturnType<typeof post>> = {
    transfer: (member) => post(context.app, api.transfer.path, { amount: 10, sourcetype: PLATFORM_WALLET, targettype: 'ag' }, member.token),
    withdraw: (member) => post(context.app, api.withdraw.path, { amount: 100, bank: member.cardId, password: PAY_PASSWORD }, member.token),
    bindcard: (member) => post(context.app, api.bindcard.path, bankCard({ pay_pass: PAY_PASSWORD, bank_no: '6225880212349999' }), member.token),
  };

  /** A member with 500.00, one saved card and a session this process has just used (so it is cached). */
  async function memberInSession(): Promise<Member> {
    const db = context.database.db;
    const { memberId, token, cardId } = await withdrawingMember(db, 50_000);
    const { account } = await db.selectFrom('members').select('account').where('id', '=', memberId).executeTakeFirstOrThrow();
    const { id: tokenId } = await db.selectFrom('api_tokens').select('id').where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect((await post(context.app, api.balance.path, {}, token)).body.code).toBe(200);
    return { memberId, account, token, tokenId, cardId };
  }

  /** Everything the three calls could write for the member. */
  async function footprint(memberId: number) {
    const db = context.database.db;
    const count = async (table: 'withdrawals' | 'saved_cards' | 'ledger_transactions') =>
      (await db.selectFrom(table).select('id').where('member_id', '=', memberId).execute()).length;
    return {
      accounts: await accountsOf(db, memberId),
      venues: (await db.selectFrom('accounts').select('id').where('member_id', '=', memberId).where('kind', '=', 'venue').execute()).length,
      withdrawals: await count('withdrawals'),
      cards: await count('saved_cards'),
      transactions: await count('ledger_transactions'),
    };
  }

  /** The other calls that move money or change the account, each with a payload it would accept. */
  const OTHER_CALLS: Record<string, (member: Member) => Promise<{ status: number; body: unknown }>> = {
    transall: (member) => post(context.app, api.transall.path, {}, member.token),
    recharge: (member) =>
      post(context.app, api.recharge.path, { paytype: 'bank', amount: 800, bank_owner: '赵六', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' }, member.token),
    getGameUrl: (member) => post(context.app, api.getGameUrl.path, { plat_name: 'pg' }, member.token),
    delcard: (member) => post(context.app, api.delcard.path, { id: member.cardId, pay_pass: PAY_PASSWORD }, member.token),
    dofanshui: (member) => post(context.app, api.dofanshui.path, {}, member.token),
    uptransferstatus: (member) => post(context.app, api.uptransferstatus.path, { transferstatus: 1 }, member.token),
    editPayPassword: (member) => post(context.app, api.editPayPassword.path, { password: PAY_PASSWORD, paypassword: '112233', newpasword: '112233' }, member.token),
    updateuserinfo: (member) => post(context.app, api.updateuserinfo.path, { email: 'li.si@example.com', mobile: '13812345678', birthday: '1990-05-20' }, member.token),
    applyagentdo: (member) => post(context.app, api.applyagentdo.path, { mobile: '13812345678', apply_info: '有稳定的推广渠道' }, member.token),
    uploadimg: async (member) => {
      const upload = multipartFile(PNG_BYTES, { authorization: `Bearer ${member.token}` });
      const response = await context.app.inject({ method: 'POST', url: api.uploadimg.path, ...upload });
      return { status: response.statusCode, body: response.json() };
    },
  };

  /** What those calls could change of the member. */
  async function account(memberId: number) {
    const db = context.database.db;
    const count = async (table: 'deposits' | 'agent_applications' | 'game_launch_tickets') =>
      (await db.selectFrom(table).select('id').where('member_id', '=', memberId).execute()).length;
    const member = await db
      .selectFrom('members')
      .select(['transferstatus', 'email', 'mobile', 'birthday', 'avatar', 'pay_password_hash'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return { member, deposits: await count('deposits'), agentApplications: await count('agent_applications'), links: await count('game_launch_tickets') };
  }

  it.each(Object.keys(OTHER_CALLS))('refuses %s with 401 right after a blacklist, and nothing is written', async (call) => {
    const member = await memberInSession();
    await context.database.db.insertInto('rebates').values(unclaimedRebate(member.memberId)).execute();
    const before = { ...(await footprint(member.memberId)), ...(await account(member.memberId)) };
    await REVOCATIONS.blacklist!(other.db, member);
    expect(await OTHER_CALLS[call]!(member)).toEqual(UNAUTHORIZED);
    expect({ ...(await footprint(member.memberId)), ...(await account(member.memberId)) }).toEqual(before);
  });

  for (const [revocation, revoke] of Object.entries(REVOCATIONS)) {
    it.each(Object.keys(CALLS))(`refuses a %s with 401 right after a ${revocation}, and nothing is written`, async (call) => {
      const member = await memberInSession();
      const before = await footprint(member.memberId);
      await revoke(other.db, member);
      expect(await CALLS[call]!(member)).toEqual(UNAUTHORIZED);
      expect(await footprint(member.memberId)).toEqual(before);
    });
  }
});
