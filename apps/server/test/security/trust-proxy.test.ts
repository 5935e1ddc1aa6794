/**
 * Behind a proxy every request comes from the proxy's address. With TRUST_PROXY naming the proxy, the
 * per-address limits (registration, login, the admin credential) and the recorded addresses are the
 * client's, from X-Forwarded-For; without it, X-Forwarded-For is never believed.
 */
import { api, messages, type Envelope } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../src/db/seed.ts';
import type { TrustProxy } from '../../src/trust-proxy.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { registration, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

const ADMIN = { token: 'trust-proxy-test-token', generated: true };
const PROXY = '10.0.0.2';
const adminLocked = { status: 429, body: { code: 429, message: messages.sessions.adminLocked(15), data: null } };

/** A request as the proxy forwards it: from the proxy's socket, naming the client in X-Forwarded-For. */
async function viaProxy(app: FastifyInstance, url: string, client: string, options: { payload?: object; authorization?: string; method?: 'GET' | 'POST' } = {}) {
  const response = await app.inject({
    method: options.method ?? 'POST',
    url,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': client, authorization: options.authorization ?? 'Bearer ' },
    ...(options.payload ? { payload: options.payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Envelope<unknown> };
}

const registerIpOf = async (app: FastifyInstance, account: string) =>
  (await app.db.selectFrom('members').select('register_ip').where('account', '=', account).executeTakeFirstOrThrow()).register_ip;

/** The app with the real limits and this TRUST_PROXY. */
const useApp = (target: (typeof testTargets)[number], trustProxy?: TrustProxy) =>
  useTestApp(target, { rateLimitScale: {}, adminToken: ADMIN, ...(trustProxy === undefined ? {} : { trustProxy }) });

/** The two forms of the setting, each on both databases. */
const SETTINGS: Array<{ name: string; trust: TrustProxy }> = [
  { name: '127.0.0.1,10.0.0.0/8', trust: ['127.0.0.1', '10.0.0.0/8'] },
  { name: '1 (one proxy in front)', trust: { hops: 1 } },
];
const behindProxy = testTargets.flatMap((target) => SETTINGS.map((setting) => ({ target, dialect: target.dialect, ...setting })));

describe.each(behindProxy)('behind a proxy with TRUST_PROXY=$name on $dialect', ({ target, trust }) => {
  if (skipWhenUnavailable(target)) return;
  const context = useApp(target, trust);

  it('gives each client behind the proxy its own registration limit and records its address', async () => {
    const { app } = context;
    for (let index = 0; index < 20; index += 1) {
      expect((await viaProxy(app, api.register.path, '198.51.100.1', { payload: registration() })).body.code).toBe(200);
    }
    expect((await viaProxy(app, api.register.path, '198.51.100.1', { payload: registration() })).status).toBe(429);
    // A client's own forged entry stays to the left of what the proxy appended: the proxy's entry counts.
    const other = registration();
    expect((await viaProxy(app, api.register.path, '198.51.100.1, 198.51.100.2', { payload: other })).body.code).toBe(200);
    expect(await registerIpOf(app, other.name)).toBe('198.51.100.2');
  });

  it('lets a client log in while another behind the same proxy has used up its failed logins', async () => {
    const { app } = context;
    for (let index = 0; index < 20; index += 1) {
      const answer = await viaProxy(app, api.login_pc.path, '198.51.100.3', { payload: { name: `nobody${index}x`, password: 'abcd1234', code: 'ab12' } });
      expect(answer.body.message).toBe(messages.server.invalidCredentials);
    }
    const blocked = await viaProxy(app, api.login_pc.path, '198.51.100.3', { payload: { name: DEMO_MEMBER.account, password: DEMO_MEMBER.password, code: 'ab12' } });
    expect(blocked.body.message).toBe(messages.server.tooManyAttempts);
    const login = await viaProxy(app, api.login_pc.path, '198.51.100.4', { payload: { name: DEMO_MEMBER.account, password: DEMO_MEMBER.password, code: 'ab12' } });
    expect(login.body.code).toBe(200);
    const member = await app.db.selectFrom('members').select('last_login_ip').where('account', '=', DEMO_MEMBER.account).executeTakeFirstOrThrow();
    expect(member.last_login_ip).toBe('198.51.100.4');
  });

  it('locks out only the client that sent wrong admin credentials', async () => {
    const { app } = context;
    const admin = (client: string, authorization: string) => viaProxy(app, '/admin/api/deposits', client, { method: 'GET', authorization });
    for (let index = 0; index < 10; index += 1) expect((await admin('198.51.100.5', `Admin guess-${index}`)).status).toBe(401);
    expect(await admin('198.51.100.5', `Admin ${ADMIN.token}`)).toEqual(adminLocked);
    expect((await admin('198.51.100.6', `Admin ${ADMIN.token}`)).status).toBe(200);
  });

  // A hop count cannot tell the proxy from a direct client: that is why the README keeps it for servers only the proxies reach.
  it.skipIf(!Array.isArray(trust))('believes no X-Forwarded-For from a client that reaches the server directly', async () => {
    const { app } = context;
    const direct = (forged: string, payload: object) =>
      app.inject({ method: 'POST', url: api.register.path, remoteAddress: '203.0.113.50', headers: { 'x-forwarded-for': forged }, payload }).then((response) => response.json() as Envelope<unknown>);
    const first = registration();
    expect((await direct('198.51.100.150', first)).code).toBe(200);
    expect(await registerIpOf(app, first.name)).toBe('203.0.113.50');
    for (let index = 1; index < 20; index += 1) expect((await direct(`198.51.100.${150 + index}`, registration())).code).toBe(200);
    expect((await direct('198.51.100.199', registration())).code).toBe(429);
  });
});

describe.each(testTargets)('without TRUST_PROXY on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useApp(target);

  it('ignores a forged X-Forwarded-For: the limits and the recorded address are the socket address', async () => {
    const { app } = context;
    const first = registration();
    expect((await viaProxy(app, api.register.path, '198.51.100.100', { payload: first })).body.code).toBe(200);
    expect(await registerIpOf(app, first.name)).toBe(PROXY);
    for (let index = 1; index < 20; index += 1) {
      expect((await viaProxy(app, api.register.path, `198.51.100.${100 + index}`, { payload: registration() })).body.code).toBe(200);
    }
    expect((await viaProxy(app, api.register.path, '198.51.100.200', { payload: registration() })).status).toBe(429);

    const admin = (client: string, authorization: string) => viaProxy(app, '/admin/api/deposits', client, { method: 'GET', authorization });
    for (let index = 0; index < 10; index += 1) expect((await admin(`198.51.100.${index}`, `Admin guess-${index}`)).status).toBe(401);
    expect(await admin('198.51.100.250', `Admin ${ADMIN.token}`)).toEqual(adminLocked);
  });
});
