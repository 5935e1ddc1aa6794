import { api, PLATFORM_WALLET } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { eventBusOf } from '../../src/events/database-event-bus.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { dropListeningConnections, postgresTarget, useTwoInstances } from '../support/two-instances.ts';

process.env.ADMIN_TOKEN = 'read-caches-test-token';
const bankDeposit = { paytype: 'bank', amount: 800, bank_owner: '李四', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' };

const balanceOf = async (app: FastifyInstance, token: string) => (await post<{ balance: number; gameblance: number }>(app, api.balance.path, {}, token)).body;
const admin = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'POST', url, headers: { authorization: `Admin ${process.env.ADMIN_TOKEN}` } }).then((answer) => answer.json() as { code: number });

async function memberId(db: Kysely<Database>, account: string): Promise<number> {
  const row = await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves a main wallet behind the ledger's back, which nothing but this test ever does: what the balance
 * poll answers then shows whether it read the database or its memory. Put back before the test ends.
 */
const shiftMainWallet = (db: Kysely<Database>, id: number, fen: number) =>
  sql`update accounts set balance_fen = balance_fen + ${fen} where member_id = ${id} and kind = 'main'`.execute(db);

async function depositApproved(app: FastifyInstance, token: string): Promise<void> {
  const placed = await post<{ deposit_no: string }>(app, api.recharge.path, bankDeposit, token);
  expect((await admin(app, `/admin/api/deposits/${placed.body.data.deposit_no}/approve`)).code).toBe(200);
}

describe.each(testTargets)('the session and balance caches on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  beforeAll(() => eventBusOf(context.database.db).ready());

  it('answers a repeated balance poll from memory, and the first poll after money moved from the database', async () => {
    const member = await registerMember(context.app);
    const id = await memberId(context.database.db, member.account);
    expect((await balanceOf(context.app, member.token)).data).toEqual({ balance: 0, gameblance: 0 });
    await shiftMainWallet(context.database.db, id, 12_300);
    try {
      expect((await balanceOf(context.app, member.token)).data).toEqual({ balance: 0, gameblance: 0 });
      // Money moved through the ledger: the cached figures are dropped as it commits.
      await depositApproved(context.app, member.token);
      expect((await balanceOf(context.app, member.token)).data).toEqual({ balance: 923, gameblance: 0 });
      expect((await post(context.app, api.transfer.path, { amount: 100, sourcetype: PLATFORM_WALLET, targettype: 'ag' }, member.token)).body.code).toBe(200);
      expect((await balanceOf(context.app, member.token)).data).toEqual({ balance: 823, gameblance: 100 });
    } finally {
      await shiftMainWallet(context.database.db, id, -12_300);
    }
  });

  it('ends a session at once at logoff, at a new login password and at blacklisting, however often it was used before', async () => {
    const loggedOff = await registerMember(context.app);
    expect((await balanceOf(context.app, loggedOff.token)).code).toBe(200);
    expect((await balanceOf(context.app, loggedOff.token)).code).toBe(200);
    expect((await post(context.app, api.logoff.path, {}, loggedOff.token)).body.code).toBe(200);
    expect((await balanceOf(context.app, loggedOff.token)).code).toBe(401);

    const newPassword = await registerMember(context.app);
    expect((await balanceOf(context.app, newPassword.token)).code).toBe(200);
    const changed = await post(context.app, api.editPassword.path, { password: newPassword.password, paypassword: 'efgh5678', newpasword: 'efgh5678' }, newPassword.token);
    expect(changed.body.code).toBe(200);
    expect((await balanceOf(context.app, newPassword.token)).code).toBe(401);

    const blacklisted = await registerMember(context.app);
    expect((await balanceOf(context.app, blacklisted.token)).code).toBe(200);
    expect((await admin(context.app, `/admin/api/members/${blacklisted.account}/blacklist`)).code).toBe(200);
    expect((await balanceOf(context.app, blacklisted.token)).code).toBe(401);
  });
});

/** Two instances on one PostgreSQL database, each with its pool, its listening connection and its caches, as two processes. */
describe.skipIf(!postgresTarget.available)('the caches of two server instances on PostgreSQL', () => {
  const instances = useTwoInstances();

  it('ends on instance B a session ended through instance A, and shows B money moved through A', async () => {
    const { appA, appB } = instances;
    const member = await registerMember(appA);
    expect((await balanceOf(appB, member.token)).data).toEqual({ balance: 0, gameblance: 0 });
    await depositApproved(appA, member.token);
    await expect.poll(async () => (await balanceOf(appB, member.token)).data).toEqual({ balance: 800, gameblance: 0 });

    expect((await post(appA, api.logoff.path, {}, member.token)).body.code).toBe(200);
    await expect.poll(async () => (await balanceOf(appB, member.token)).code).toBe(401);

    const blacklisted = await registerMember(appA);
    expect((await balanceOf(appB, blacklisted.token)).code).toBe(200);
    expect((await admin(appA, `/admin/api/members/${blacklisted.account}/blacklist`)).code).toBe(200);
    await expect.poll(async () => (await balanceOf(appB, blacklisted.token)).code).toBe(401);
  });

  it('forgets everything when its listening connection drops: what changed meanwhile is read from the database', async () => {
    const { appA, appB, database, second } = instances;
    const member = await registerMember(appA);
    const id = await memberId(database.db, member.account);
    expect((await balanceOf(appB, member.token)).data).toEqual({ balance: 0, gameblance: 0 });
    const bus = eventBusOf(second.db);
    const back = new Promise<void>((resolve) => bus.onStatus((status) => status === 'up' && resolve()));
    // Unannounced, as a change made while B could not hear would be.
    await shiftMainWallet(database.db, id, 4_500);
    try {
      expect((await balanceOf(appB, member.token)).data).toEqual({ balance: 0, gameblance: 0 });
      await dropListeningConnections(database.schema);
      await back;
      expect((await balanceOf(appB, member.token)).data).toEqual({ balance: 45, gameblance: 0 });
    } finally {
      await shiftMainWallet(database.db, id, -4_500);
    }
  });
});
