import { api, messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from '../../../../src/auth/login-throttle.ts';
import { counterStoreTargets, useCounterStore } from '../../../support/redis-counters.ts';
import { registerMember, useTestApp } from '../../../support/test-app.ts';

/** Every argon2 comparison the login makes (a real account's hash or the dummy one), counted. */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock(import('../../../../src/auth/passwords.ts'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    verifySecret: (hash: string, plain: string) => {
      checks.count += 1;
      return original.verifySecret(hash, plain);
    },
  };
});

const LIMIT = DEFAULT_LOGIN_LIMITS.perAccountFromAddress;
function login(app: FastifyInstance, name: string, password: string, remoteAddress: string) {
  return app
    .inject({ method: 'POST', url: api.login_pc.path, remoteAddress, headers: { authorization: 'Bearer ' }, payload: { name, password, code: 'ab12' } })
    .then((response) => response.json() as { code: number; message: string });
}

describe.each(counterStoreTargets)(
  'a burst of parallel login guesses on $dialect, counters in $store',
  (suite) => {
    const { target } = suite;
    const store = useCounterStore(suite);
    if (!store) return;
    const { shared } = store;
    const context = useTestApp(target, { sharedCounters: shared });
    beforeEach(() => {
      checks.count = 0;
    });

    it('checks at most 5 of 30 parallel guesses from one address, and refuses the right password late in the burst', async () => {
      const member = await registerMember(context.app);
      const guesses = Array.from({ length: 30 }, (_, index) => (index === 25 ? member.password : `wrong${1000 + index}`));
      const answers = await Promise.all(guesses.map((password) => login(context.app, member.account, password, '198.51.100.7')));

      expect(checks.count).toBe(LIMIT);
      const checked = answers.filter((answer) => answer.message !== messages.server.tooManyAttempts);
      expect(checked).toHaveLength(LIMIT);
      expect(answers[25]).toMatchObject({ code: 429, message: messages.server.tooManyAttempts });
      // Still refused after the burst, before any check; the owner's own address is not locked out.
      expect((await login(context.app, member.account, member.password, '198.51.100.7')).message).toBe(messages.server.tooManyAttempts);
      expect(checks.count).toBe(LIMIT);
      expect((await login(context.app, member.account, member.password, '203.0.113.9')).message).toBe(messages.server.loginSuccess);
    });

    it('gives a successful login its reservation back: 25 logins in a row from one address all succeed (20 failures would block it)', async () => {
      const member = await registerMember(context.app);
      for (let attempt = 0; attempt < 25; attempt += 1) {
        expect((await login(context.app, member.account, member.password, '198.51.100.8')).message).toBe(messages.server.loginSuccess);
      }
    });
  },
);
