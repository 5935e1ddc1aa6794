/**
 * A JSON body nested deeper than MAX_JSON_DEPTH is refused with 400 and the envelope before anything
 * walks it: 100,000 nested arrays to /api/transfer answered 500 (a recursive walk ran out of stack).
 */
import { api, messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../src/db/seed.ts';
import type { TestDatabase } from '../support/test-database.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

const tooDeep = { status: 400, body: { code: 400, message: messages.input.tooDeep, data: null } };
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Every row count and every balance: a refused request changes none of them. */
async function snapshot({ db }: TestDatabase) {
  const accounts = await db.selectFrom('accounts').select(['id', 'balance_fen']).orderBy('id').execute();
  const count = async (table: 'members' | 'ledger_entries' | 'ledger_transactions') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { accounts: accounts.map((row) => [row.id, Number(row.balance_fen)]), members: await count('members'), ledger: await count('ledger_entries'), transactions: await count('ledger_transactions') };
}

async function send(app: FastifyInstance, url: string, body: string, token = '') {
  const response = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: body });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe.each(testTargets)('deeply nested JSON bodies on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const memberToken = async () =>
    (await post<{ new_api_token: string }>(context.app, api.login_pc.path, { name: DEMO_MEMBER.account, password: DEMO_MEMBER.password, code: 'ab12' })).body.data
      .new_api_token;

  it('refuses 100,000 nested arrays to /api/transfer, /api/register and /api/login_pc with 400, and changes nothing', async () => {
    const token = await memberToken();
    const before = await snapshot(context.database);
    const body = nestedArrays(100_000);
    expect(body.length).toBe(200_000);
    expect(await send(context.app, api.transfer.path, body, token)).toEqual(tooDeep);
    expect(await send(context.app, api.register.path, body)).toEqual(tooDeep);
    expect(await send(context.app, api.login_pc.path, body)).toEqual(tooDeep);
    expect(await send(context.app, api.transfer.path, `{"amount":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`, token)).toEqual(tooDeep);
    expect(await snapshot(context.database)).toEqual(before);
  });

  it('refuses one level past the bound and not the bound itself', async () => {
    const token = await memberToken();
    expect(await send(context.app, api.transfer.path, `{"amount":${nestedArrays(32)}}`, token)).toEqual(tooDeep);
    const atBound = await send(context.app, api.transfer.path, `{"amount":${nestedArrays(31)}}`, token);
    expect(atBound.status).not.toBe(500);
    expect(atBound.body).not.toMatchObject({ message: messages.input.tooDeep });
    expect(await send(context.app, api.transfer.path, nestedArrays(33), token)).toEqual(tooDeep);
    expect((await send(context.app, api.transfer.path, nestedArrays(32), token)).body).not.toMatchObject({ message: messages.input.tooDeep });
  });

  it('counts no bracket inside a string, escaped quotes included', async () => {
    const name = `\\"${'['.repeat(1_000)}`;
    const answer = await send(context.app, api.login_pc.path, `{"name":"${name}","password":"x","code":"ab12"}`);
    expect(answer.status).not.toBe(500);
    expect(answer.body).not.toMatchObject({ message: messages.input.tooDeep });
  });
});
