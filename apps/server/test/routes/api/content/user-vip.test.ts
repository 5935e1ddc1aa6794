import { api, type VipLevel } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { firstRow, rowAt } from '../../../support/rows.ts';

describe.each(testTargets)('POST /api/uservip on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('answers VIP0..VIP10 with rising requirements and rebates in percent', async () => {
    const { body } = await post<VipLevel[]>(context.app, api.uservip.path);
    expect(body.code).toBe(200);
    expect(body.data.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Object.keys(firstRow(body.data)).sort()).toEqual(['e_sport', 'electron', 'flow', 'joker', 'level', 'lottery', 'realperson', 'recharge', 'sport', 'status']);
    expect(body.data[3]).toEqual({ level: 3, recharge: 20_000, flow: 60_000, status: 1, realperson: 0.55, sport: 0.55, e_sport: 0.55, joker: 0.45, electron: 0.65, lottery: 0.35 });
    for (let i = 1; i < body.data.length; i += 1) {
      const [previous, level] = [rowAt(body.data, i - 1), rowAt(body.data, i)];
      expect(level.recharge).toBeGreaterThan(previous.recharge);
      expect(level.flow).toBeGreaterThan(previous.flow);
      expect(level.electron).toBeGreaterThan(previous.electron);
    }
  });

  it('answers the same list to a member and to a stale token', async () => {
    const visitor = (await post(context.app, api.uservip.path)).body;
    const member = await registerMember(context.app);
    expect((await post(context.app, api.uservip.path, {}, member.token)).body).toEqual(visitor);
    expect((await post(context.app, api.uservip.path, {}, 'A'.repeat(43))).body).toEqual(visitor);
  });
});
