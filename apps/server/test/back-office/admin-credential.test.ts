import { messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_CREDENTIAL_LIMITS } from '../../src/back-office/admin-credential-guard.ts';
import { counterStoreTargets, useCounterStore } from '../support/redis-counters.ts';
import { useTestApp } from '../support/test-app.ts';

const ADMIN = { token: 'admin-credential-test-token', generated: true };
const refused = { status: 401, body: { code: 401, message: messages.backOffice.unauthorized, data: null } };
const locked = { status: 429, body: { code: 429, message: messages.sessions.adminLocked(15), data: null } };
describe.each(counterStoreTargets)(
  'wrong admin credentials are limited per client address on $dialect, counters in $store',
  (suite) => {
    const { target } = suite;
    const store = useCounterStore(suite);
    if (!store) return;
    const { shared } = store;
    /** Every log line the app writes, to show that the token never reaches the log. */
    const logLines: string[] = [];
    const context = useTestApp(target, {
      sharedCounters: shared,
      adminToken: ADMIN,
      logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
    });
    const admin = (remoteAddress: string, authorization?: string) =>
      context.app
        .inject({ method: 'GET', url: '/admin/api/deposits', remoteAddress, headers: authorization === undefined ? {} : { authorization } })
        .then((response) => ({ status: response.statusCode, body: response.json() }));

    it('refuses the right token with HTTP 429 after 10 wrong ones from that address; other addresses go on', async () => {
      expect(DEFAULT_ADMIN_CREDENTIAL_LIMITS).toEqual({ failures: 10, windowMs: 15 * 60_000 });
      for (let i = 0; i < 10; i += 1) expect(await admin('192.0.2.10', `Admin guess-${i}`)).toEqual(refused);
      expect(await admin('192.0.2.10', `Admin ${ADMIN.token}`)).toEqual(locked);
      expect(await admin('192.0.2.10', 'Bearer member-token')).toEqual(locked);
      expect((await admin('192.0.2.11', `Admin ${ADMIN.token}`)).status).toBe(200);
    });

    it('counts neither right tokens nor requests without a credential', async () => {
      for (let i = 0; i < 15; i += 1) expect((await admin('192.0.2.20', `Admin ${ADMIN.token}`)).status).toBe(200);
      for (let i = 0; i < 15; i += 1) expect(await admin('192.0.2.20')).toEqual(refused);
      for (let i = 0; i < 10; i += 1) expect(await admin('192.0.2.20', 'Admin wrong')).toEqual(refused);
      expect(await admin('192.0.2.20', 'Admin wrong')).toEqual(locked);
    });

    it('compares at most 10 of 30 parallel guesses', async () => {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => admin('192.0.2.30', `Admin burst-${i}`)));
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(10);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
    });

    it('never writes the admin token into the log', async () => {
      expect((await admin('192.0.2.40', `Admin ${ADMIN.token}`)).status).toBe(200);
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.filter((line) => line.includes(ADMIN.token))).toEqual([]);
    });
  },
);
