import { api, type Bank } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { SEED_BANK_NAMES } from '../../../../src/cards/seed-banks.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

describe.each(testTargets)('POST /api/banklist on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('answers the seeded mainland banks in order, each as { bank_name }', async () => {
    const { token } = await registerMember(context.app);
    const answer = await post<Bank[]>(context.app, api.banklist.path, {}, token);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toEqual(SEED_BANK_NAMES.map((bank_name) => ({ bank_name })));
    expect(answer.body.data.length).toBeGreaterThanOrEqual(15);
  });

  it('answers 401 without a token', async () => {
    expect((await post(context.app, api.banklist.path)).status).toBe(401);
  });
});
