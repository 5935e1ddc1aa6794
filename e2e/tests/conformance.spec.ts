import { expect, test } from '@playwright/test';
import { allCalls } from '@lobby/contract';
import { checkConformance } from '../conformance/check-conformance.ts';
import { demoMember } from '../support/app.ts';
import { e2eServer } from '../support/e2e-server.ts';
import { startSpecMinimalBackend } from '../support/spec-minimal-backend.ts';

/** The calls the checker reads whose answers carry a Lobby addition. */
const lobbyOnlyAnswers = ['activityApplyLog', 'activitylist', 'bannerList', 'betrecord', 'getfanshui', 'gettransrecord', 'noticeList', 'redpacket', 'uservip'].sort();

// The checker operators run against their own back end, run here against the reference server.
for (const level of ['spec', 'lobby'] as const) test(`the reference server conforms at the ${level} level on every call the checker runs, as the demo member`, async () => {
  const results = await checkConformance({ baseUrl: e2eServer.url, account: demoMember.account, password: demoMember.password, level });
  expect(results.map((result) => result.key).sort()).toEqual(allCalls.map(([key]) => key).sort());
  // In spec-minimal mode (LOBBY_E2E_SPEC_MINIMAL=1) the server leaves out Lobby's additions: the lobby level names them.
  const missingAdditions = level === 'lobby' && e2eServer.specMinimal ? lobbyOnlyAnswers : [];
  expect(results.filter((result) => result.verdict === 'FAIL').map((result) => result.key).sort()).toEqual(missingAdditions);
  // Only the calls that would change the member's money or profile are skipped.
  expect(results.filter((result) => result.verdict === 'SKIP').map((result) => result.key).sort()).toEqual(
    ['douserredpacket', 'dofanshui', 'getGameUrl', 'transall', 'updateuserinfo', 'uploadimg', 'uptransferstatus'].sort(),
  );
});

test('as a visitor the checker skips member calls and still passes every public one', async () => {
  const results = await checkConformance({ baseUrl: e2eServer.url });
  expect(results.filter((result) => result.verdict === 'FAIL')).toEqual([]);
  expect(results.find((result) => result.key === 'app')?.verdict).toBe('PASS');
  expect(results.find((result) => result.key === 'withdraw')).toMatchObject({ verdict: 'SKIP', detail: 'member call: needs --account' });
});

test.describe('a back end that answers only what the spec promises', () => {
  let backend: Awaited<ReturnType<typeof startSpecMinimalBackend>>;
  test.beforeAll(async () => {
    backend = await startSpecMinimalBackend();
  });
  test.afterAll(() => new Promise<void>((resolve) => backend.server.close(() => resolve())));
  const account = { account: 'specuser1', password: 'abcd1234' };

  test('passes the spec level, the default', async () => {
    const results = await checkConformance({ baseUrl: backend.url, ...account });
    expect(results.filter((result) => result.verdict === 'FAIL')).toEqual([]);
    expect(results.find((result) => result.key === 'uservip')).toMatchObject({ verdict: 'PASS', detail: 'data matches the spec level' });
  });

  test('fails the lobby level on each call whose answer lacks an addition, naming it', async () => {
    const results = await checkConformance({ baseUrl: backend.url, ...account, level: 'lobby' });
    const failed = Object.fromEntries(results.filter((result) => result.verdict === 'FAIL').map((result) => [result.key, result.detail]));
    expect(Object.keys(failed).sort()).toEqual(lobbyOnlyAnswers);
    expect(failed.uservip).toBe("Lobby extension missing: /data/0 must have required property 'level'");
    expect(failed.noticeList).toBe("Lobby extension missing: /data must have required property 'current_page'");
    expect(failed.activitylist).toMatch(/^Lobby extension missing: \/data must have required property '(total|last_page|current_page)'$/);
  });
});
