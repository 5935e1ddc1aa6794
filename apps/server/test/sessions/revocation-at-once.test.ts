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
