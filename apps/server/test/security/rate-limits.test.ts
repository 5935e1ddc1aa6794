import { api, fenToYuan, messages, PLATFORM_WALLET, type Envelope } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ledgerInvariants, LEDGER_INTACT, memberTotals } from '../../src/ledger/reconcile.ts';
import { RATE_LIMITS } from '../../src/rate-limits/rate-limit-policy.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { registration, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { fundedMembers } from '../transfers/transfer-fixtures.ts';

interface Answer {
  status: number;
  body: Envelope<unknown>;
  retryAfter: string | undefined;
}

/** A client at `address`: light-my-request sets the socket's remote address, which the limits count by. */
async function call(app: FastifyInstance, method: string, url: string, payload: object, options: { token?: string; address: string }): Promise<Answer> {
  const response = await app.inject({
    method: method as 'POST',
    url,
    payload,
    remoteAddress: options.address,
    headers: { authorization: `Bearer ${options.token ?? ''}` },
  });
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] as string | undefined };
}

function expectRateLimited(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ code: 429, message: messages.server.rateLimited, data: null });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

async function memberCount(app: FastifyInstance): Promise<number> {
  const row = await app.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

describe.each(testTargets)('rate limits on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // The real limits: no test-rig scale.
  const context = useTestApp(target, { rateLimitScale: {} });

  it('lets an address register 20 members an hour; the 21st gets 429 and no member is created', async () => {
    const { app } = context;
    const address = '203.0.113.10';
    for (let index = 0; index < 20; index += 1) {
      const answer = await call(app, 'POST', api.register.path, registration(), { address });
      expect(answer.body.code).toBe(200);
    }
    const before = await memberCount(app);
    const refused = await call(app, 'POST', api.register.path, registration(), { address });
    expectRateLimited(refused);
    expect(await memberCount(app)).toBe(before);
    // Another address is counted on its own.
    expect((await call(app, 'POST', api.register.path, registration(), { address: '203.0.113.11' })).body.code).toBe(200);
  });

  it('stops a member after 60 transfers a minute: the 61st moves no money, another member goes on', async () => {
    const { app } = context;
    const { db } = context.database;
    const [abuser, neighbour] = await fundedMembers(db, 2, 100_000);
    const transfer = { amount: 1, sourcetype: PLATFORM_WALLET, targettype: 'ag' };
    const address = '203.0.113.20';
    for (let index = 0; index < 60; index += 1) {
      expect((await call(app, 'POST', api.transfer.path, transfer, { token: abuser!.token, address })).body.code).toBe(200);
    }
    const walletsBefore = await venueAndMain(app, abuser!.token);
    const totalsBefore = await memberTotals(db, [abuser!.memberId]);

    expectRateLimited(await call(app, 'POST', api.transfer.path, transfer, { token: abuser!.token, address }));

    expect(await venueAndMain(app, abuser!.token)).toEqual(walletsBefore);
    expect(walletsBefore.main).toBe(fenToYuan(100_000 - 60 * 100));
    expect(await memberTotals(db, [abuser!.memberId])).toEqual(totalsBefore);
    expect(await ledgerInvariants(db)).toEqual(LEDGER_INTACT);
    // Same address, another member: per-member limits do not share a budget.
    expect((await call(app, 'POST', api.transfer.path, transfer, { token: neighbour!.token, address })).body.code).toBe(200);
  });

  it('answers 429 on every limited call once its limit is used up, and not before', { timeout: 120_000 }, async () => {
    const { app } = context;
    const { db } = context.database;
    const members = await fundedMembers(db, RATE_LIMITS.size, 100);
    let index = 0;
    for (const [route, rule] of RATE_LIMITS) {
      const [method, url] = route.split(' ') as [string, string];
      const client = { token: members[index]!.token, address: `198.51.100.${index + 1}` };
      index += 1;
      // An empty body: each handler refuses it, but the request still counts, as an abusive client's would.
      for (let sent = 0; sent < rule.max; sent += 1) {
        const answer = await call(app, method, url, {}, client);
        expect(answer.status, `${route} request ${sent + 1}`).not.toBe(429);
      }
      expectRateLimited(await call(app, method, url, {}, client));
    }
  });
});

async function venueAndMain(app: FastifyInstance, token: string): Promise<{ main: number; ag: number }> {
  const main = await app.inject({ method: 'POST', url: api.balance.path, headers: { authorization: `Bearer ${token}` } });
  const venue = await app.inject({ method: 'POST', url: api.userapimoney.path.replace(':platname', 'ag'), headers: { authorization: `Bearer ${token}` } });
  return { main: main.json().data.balance, ag: venue.json().data.balance };
}
