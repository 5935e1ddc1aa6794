/**
 * A NUL character (U+0000) wherever text enters: PostgreSQL cannot store or compare it and answered
 * 500 "invalid byte sequence" on about 20 calls. Refused before any handler, with the envelope and a
 * Chinese message, on both databases: JSON and form bodies (nested too), path parameters, query
 * strings, multipart fields, the admin API, the sandbox payment pages and the demo venue.
 */
import { api, messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../src/db/seed.ts';
import { multipartFile, PNG_BYTES } from '../support/multipart-body.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

// Read when the admin routes register (vitest runs each file in its own process).
process.env.ADMIN_TOKEN = 'nul-input-test-token';
const NUL = '\u0000';
const refused = { status: 400, body: { code: 400, message: messages.input.nul, data: null } };

describe.each(testTargets)('NUL characters on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // The sandbox provider's pages and recharge are off unless turned on.
  const context = useTestApp(target, { paymentSandbox: true });
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, options: { payload?: string | object | Buffer; headers?: Record<string, string> } = {}) => {
    const response = await context.app.inject({ method, url, ...options });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const memberToken = async () =>
    (await post<{ new_api_token: string }>(context.app, api.login_pc.path, { name: DEMO_MEMBER.account, password: DEMO_MEMBER.password, code: 'ab12' })).body.data
      .new_api_token;

  it('refuses a NUL in a JSON body before login (/api/login_pc answered 500 on PostgreSQL)', async () => {
    expect(await send('POST', api.login_pc.path, { payload: { name: `demo${NUL}888`, password: 'demo8888', code: 'ab12' } })).toEqual(refused);
    expect(await send('POST', api.register.path, { payload: { name: 'abc12345', password: 'abcd1234', confirmPass: 'abcd1234', realname: `李${NUL}四`, paypassword: '123456', code: 'ab12' } })).toEqual(refused);
  });

  it('refuses it in a form body, in a nested value and in a key', async () => {
    const form = { payload: `name=demo888&password=demo${NUL}8888&code=ab12`, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    expect(await send('POST', api.login_pc.path, form)).toEqual(refused);
    expect(await send('POST', api.login_pc.path, { payload: { name: 'demo888', password: 'demo8888', code: 'ab12', extra: { deep: ['x', `y${NUL}`] } } })).toEqual(refused);
    expect(await send('POST', api.login_pc.path, { payload: { name: 'demo888', password: 'demo8888', code: 'ab12', [`k${NUL}`]: 1 } })).toEqual(refused);
  });

  it('refuses it in a path parameter and a query string, as a member', async () => {
    const authorization = `Bearer ${await memberToken()}`;
    expect(await send('POST', '/api/userapimoney/ag%00', { headers: { authorization } })).toEqual(refused);
    expect(await send('GET', `${api.gameList.path}?category=sport%00`)).toEqual(refused);
    expect(await send('POST', api.payinfo.path, { payload: { deposit_no: `D1${NUL}` }, headers: { authorization } })).toEqual(refused);
  });

  it('refuses it in a multipart field of the avatar upload', async () => {
    const authorization = `Bearer ${await memberToken()}`;
    const boundary = '----lobbynul';
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi${NUL}there\r\n`;
    const file = multipartFile(PNG_BYTES);
    const payload = Buffer.concat([Buffer.from(field), file.payload.subarray(file.payload.indexOf('--'))]);
    const body = Buffer.from(payload.toString('latin1').replaceAll('----lobbytest7d1a', boundary), 'latin1');
    const answer = await send('POST', api.uploadimg.path, { payload: body, headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(answer).toEqual(refused);
  });

  it('refuses it on the admin API, the sandbox payment pages and the demo venue', async () => {
    const authorization = `Admin ${process.env.ADMIN_TOKEN}`;
    expect(await send('POST', '/admin/api/messages', { payload: { to: 'all', title: `t${NUL}`, content: 'x' }, headers: { authorization } })).toEqual(refused);
    expect(await send('POST', '/admin/api/deposits/D%00/approve', { headers: { authorization } })).toEqual(refused);
    expect(await send('PUT', '/admin/api/activities/1', { payload: { content: `<p>${NUL}</p>` }, headers: { authorization } })).toEqual(refused);
    expect(await send('GET', '/payment-sandbox/pay/abc%00')).toEqual(refused);
    expect(await send('POST', '/payment-sandbox/callback', { payload: { deposit_no: `D${NUL}`, outcome: 'pay', sign: 'x' } })).toEqual(refused);
    expect(await send('GET', '/demo-venue/play?ticket=%00')).toEqual(refused);
    expect(await send('POST', '/demo-venue/round', { payload: { ticket: `t${NUL}`, amount: '1' } })).toEqual(refused);
  });
});
