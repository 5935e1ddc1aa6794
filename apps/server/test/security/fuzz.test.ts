/**
 * Every call of the contract, as a visitor and as the (funded) demo member, fed malformed payloads:
 * never a 5xx, always the envelope with a code other than 200 (but for the one valid value
 * `mustRefuse` lists), and not one fen moves.
 */
import { allCalls, api, callPath, SUCCESS_CODE, type CallDef } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../src/db/seed.ts';
import type { TestDatabase } from '../support/test-database.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { malformedRequests, mustRefuse, type MalformedRequest } from './malformed-bodies.ts';

/** Each account's balance and the sum of its ledger entries, and the members' total. */
async function moneySnapshot({ db }: TestDatabase) {
  const accounts = await db.selectFrom('accounts').select(['id', 'kind', 'balance_fen']).orderBy('id').execute();
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['account_id', (eb) => eb.fn.sum<number>('amount_fen').as('sum')])
    .groupBy('account_id')
    .orderBy('account_id')
    .execute();
  return {
    balances: accounts.map((account) => [account.id, Number(account.balance_fen)]),
    ledger: entries.map((entry) => [entry.account_id, Number(entry.sum)]),
    members: accounts.filter((account) => account.kind !== 'house').reduce((sum, account) => sum + Number(account.balance_fen), 0),
  };
}

/** GET calls take the same bad values in the query string; what is not a JSON object goes in raw. */
function queryOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return new URLSearchParams(Object.entries(parsed).map(([name, value]) => [name, String(value)])).toString();
    }
  } catch {
    // Broken JSON: sent raw below.
  }
  return encodeURIComponent(body);
}

async function send(app: FastifyInstance, call: CallDef<unknown, unknown>, request: MalformedRequest, token: string) {
  const url = callPath(call, { platname: 'ag' });
  const authorization = `Bearer ${token}`;
  const response =
    call.method === 'GET'
      ? await app.inject({ method: 'GET', url: `${url}?${queryOf(request.body)}`, headers: { authorization } })
      : await app.inject({ method: 'POST', url, headers: { authorization, 'content-type': request.contentType }, payload: request.body });
  return { status: response.statusCode, body: response.json() as { code: unknown; message: unknown; data: unknown } };
}

describe.each(testTargets)('malformed input to every call on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('never answers a 5xx or anything but the envelope, refuses every malformed request and moves no money', { timeout: 300_000 }, async () => {
    const login = await post<{ new_api_token: string }>(context.app, api.login_pc.path, { name: DEMO_MEMBER.account, password: DEMO_MEMBER.password, code: '0000' });
    const roles = [{ role: 'visitor', token: '' }, { role: 'member', token: login.body.data.new_api_token }];
    const before = await moneySnapshot(context.database);
    expect(before.members).toBeGreaterThan(0);

    const problems: string[] = [];
    let memberAnswersPastAuth = 0;
    for (const [key, call] of allCalls) {
      if (key === 'logoff') continue; // would end the member's session for the calls after it; fuzzed last
      for (const { role, token } of roles) {
        for (const request of malformedRequests(key)) {
          const { status, body } = await send(context.app, call, request, token);
          const where = `${key} as ${role}, ${request.name}`;
          if (role === 'member' && call.auth === 'member' && status !== 401) memberAnswersPastAuth += 1;
          if (status >= 500) problems.push(`${where}: HTTP ${status}`);
          if (typeof body.code !== 'number' || typeof body.message !== 'string' || !('data' in body)) problems.push(`${where}: no envelope`);
          if (mustRefuse(key, request) && body.code === SUCCESS_CODE) problems.push(`${where}: accepted`);
        }
      }
    }
    for (const request of malformedRequests('logoff')) {
      const { status, body } = await send(context.app, api.logoff, request, roles[1].token);
      if (status >= 500 || typeof body.code !== 'number') problems.push(`logoff, ${request.name}: HTTP ${status}`);
    }

    expect(problems).toEqual([]);
    // The member's requests reached the handlers, not only the token check.
    expect(memberAnswersPastAuth).toBeGreaterThan(500);
    expect(await moneySnapshot(context.database)).toEqual(before);
  });
});
