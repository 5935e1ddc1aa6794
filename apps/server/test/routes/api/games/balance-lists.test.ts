import { api, messages, type Platform, type VenueWallet } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORMS } from '../../../../src/site/default-platforms.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { credit, memberWithToken } from './games-fixtures.ts';

describe.each(testTargets)('POST /api/balancelist and /api/balancelist2 on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('lists the listed platforms in display order, without disabled ones', async () => {
    await context.database.db.updateTable('platforms').set({ status: 0 }).where('platform_name', '=', 'vr').execute();
    const { token } = await memberWithToken(context.database.db);
    const answer = await post<Platform[]>(context.app, api.balancelist.path, {}, token);
    const expected = DEFAULT_PLATFORMS.filter((platform) => platform.platform_name !== 'vr').map(({ name, platform_name }) => ({ name, platname: platform_name }));
    expect(answer.body).toEqual({ code: 200, message: messages.server.success, data: expected });
    await context.database.db.updateTable('platforms').set({ status: 1 }).where('platform_name', '=', 'vr').execute();
  });

  it('answers each venue balance in yuan, 0 where no wallet exists, and creates no wallet', async () => {
    const { memberId, token } = await memberWithToken(context.database.db);
    await credit(context.database.db, memberId, 12_345, 'ag');
    await credit(context.database.db, memberId, 1, 'pg');
    const answer = await post<VenueWallet[]>(context.app, api.balancelist2.path, {}, token);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toHaveLength(DEFAULT_PLATFORMS.length);
    expect(answer.body.data[0]).toEqual({ name: 'AG视讯', platname: 'ag', balance: 123.45 });
    expect(answer.body.data.find((venue) => venue.platname === 'pg')!.balance).toBe(0.01);
    expect(answer.body.data.filter((venue) => venue.balance === 0)).toHaveLength(DEFAULT_PLATFORMS.length - 2);
    const wallets = await context.database.db.selectFrom('accounts').select('platform_name').where('member_id', '=', memberId).execute();
    expect(wallets.map((wallet) => wallet.platform_name).sort()).toEqual(['ag', 'pg']);
  });

  it.each([api.balancelist.path, api.balancelist2.path])('answers 401 to %s without a token', async (path) => {
    const answer = await post(context.app, path);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: messages.server.unauthorized, data: null });
  });
});
