import { expect, test } from '@playwright/test';
import { allCalls } from '@lobby/contract';
import { checkConformance } from '../conformance/check-conformance.ts';
import { demoMember } from '../support/app.ts';
import { e2eServer } from '../support/e2e-server.ts';

// The checker operators run against their own back end, run here against the reference server.
test('the reference server conforms to the contract on every call the checker runs, as the demo member', async () => {
  const results = await checkConformance({ baseUrl: e2eServer.url, account: demoMember.account, password: demoMember.password });
  expect(results.map((result) => result.key).sort()).toEqual(allCalls.map(([key]) => key).sort());
  expect(results.filter((result) => result.verdict === 'FAIL')).toEqual([]);
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
