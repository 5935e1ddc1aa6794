/**
 * Every call of the contract, as a visitor and as the (funded) demo member, fed malformed payloads
 * (NUL bytes, 64-bit ids and coerced amounts among them), NUL bytes in path parameters and query
 * strings, malformed paths and oversized headers: never a 5xx, always the envelope with a code other
 * than 200 (but for the one valid value `mustRefuse` lists), and not one fen moves.
 */
import { connect, type AddressInfo } from 'node:net';
import { allCalls, api, callPath, SUCCESS_CODE, type CallDef } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../src/db/seed.ts';
import type { TestDatabase } from '../support/test-database.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';
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

/** An envelope's shape, whatever its code. */
const isEnvelope = (body: unknown): boolean =>
  body !== null && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'number' && typeof (body as { message?: unknown }).message === 'string' && 'data' in body;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One raw request on a fresh connection; answers the status and the parsed body of what came back. */
function rawRequest(port: number, request: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: parseJson(body) });
    });
    socket.end(request);
  });
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
    const member = { role: 'member', token: login.body.data.new_api_token };
    const roles = [{ role: 'visitor', token: '' }, member];
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
      const { status, body } = await send(context.app, api.logoff, request, member.token);
      if (status >= 500 || typeof body.code !== 'number') problems.push(`logoff, ${request.name}: HTTP ${status}`);
    }

    expect(problems).toEqual([]);
    // The member's requests reached the handlers, not only the token check.
    expect(memberAnswersPastAuth).toBeGreaterThan(500);
    expect(await moneySnapshot(context.database)).toEqual(before);
  });

  it('refuses NUL bytes in path parameters and query strings and malformed paths of every call, and moves no money', { timeout: 300_000 }, async () => {
    // A fresh member: the first test ends the demo member's session and fills the login throttle.
    const { token: memberToken } = await registerMember(context.app);
    const before = await moneySnapshot(context.database);
    const problems: string[] = [];
    for (const [key, call] of allCalls) {
      if (key === 'logoff') continue;
      const params = { platname: 'ag' };
      const path = callPath(call, params);
      const urls = [
        `${path}?probe=%00`,
        `${path}?page=1&category=%00sport&api_type=a%00`,
        `${path}%`,
        `${path}/%E0%A4%A`,
        ...(call.path.includes(':') ? [call.path.replace(/:\w+/, 'ag%00'), call.path.replace(/:\w+/, '%'), call.path.replace(/:\w+/, '%E0%A4%A'), call.path.replace(/:\w+/, 'a'.repeat(101))] : []),
      ];
      for (const token of ['', memberToken]) {
        for (const url of urls) {
          const response = await context.app.inject({ method: call.method, url, headers: { authorization: `Bearer ${token}` } });
          const body = parseJson(response.body);
          const where = `${key} ${token ? 'member' : 'visitor'} ${url.slice(0, 60)}`;
          if (response.statusCode >= 500) problems.push(`${where}: HTTP ${response.statusCode}`);
          if (!isEnvelope(body)) problems.push(`${where}: no envelope ${response.body.slice(0, 80)}`);
          else if ((body as { code: number }).code === SUCCESS_CODE) problems.push(`${where}: accepted`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await moneySnapshot(context.database)).toEqual(before);
  });

  it('answers oversized headers to every call with HTTP 431 and the envelope', { timeout: 120_000 }, async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;
    const problems: string[] = [];
    for (const [key, call] of allCalls) {
      const answer = await rawRequest(port, `${call.method} ${callPath(call, { platname: 'ag' })} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'t'.repeat(20_000)}\r\n\r\n`);
      if (answer.status !== 431 || !isEnvelope(answer.body)) problems.push(`${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(problems).toEqual([]);
  });
});
