import { api, messages, type UserInfo, type VenueWallet } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { credit, memberWithToken, walletsOf } from '../games/games-fixtures.ts';

describe.each(testTargets)('POST /api/uptransferstatus and /api/userapimoney/:platname on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const transferstatus = async (token: string) => (await post<UserInfo>(context.app, api.user.path, {}, token)).body.data.transferstatus;

  it('switches free-transfer mode on and off, moving no money by itself', async () => {
    const { memberId, token } = await memberWithToken(context.database.db);
    await credit(context.database.db, memberId, 5_000);
    await credit(context.database.db, memberId, 700, 'ag');
    expect((await post(context.app, api.uptransferstatus.path, { transferstatus: 1 }, token)).body).toEqual({ code: 200, message: messages.server.success, data: null });
    expect(await transferstatus(token)).toBe(1);
    expect(await walletsOf(context.database.db, memberId)).toEqual({ main: 5_000, ag: 700 });
    expect((await post(context.app, api.uptransferstatus.path, { transferstatus: '0' }, token)).body.code).toBe(200);
    expect(await transferstatus(token)).toBe(0);
  });

  it.each([[{ transferstatus: 2 }], [{ transferstatus: 'on' }], [{}]])('refuses %j as a malformed request', async (payload) => {
    const { token } = await memberWithToken(context.database.db);
    const answer = await post(context.app, api.uptransferstatus.path, payload, token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: messages.server.badRequest, data: null });
    expect(await transferstatus(token)).toBe(0);
  });

  it('answers one venue with the member\'s balance there (0 before any transfer)', async () => {
    const { memberId, token } = await memberWithToken(context.database.db);
    await credit(context.database.db, memberId, 12_345, 'pg');
    const pg = await post<VenueWallet>(context.app, '/api/userapimoney/pg', {}, token);
    expect(pg.body).toEqual({ code: 200, message: messages.server.success, data: { platname: 'pg', name: 'PG电子', balance: 123.45 } });
    expect((await post<VenueWallet>(context.app, '/api/userapimoney/ag', {}, token)).body.data).toEqual({ platname: 'ag', name: 'AG视讯', balance: 0 });
  });

  it('refuses an unknown venue', async () => {
    const { token } = await memberWithToken(context.database.db);
    expect((await post(context.app, '/api/userapimoney/nowhere', {}, token)).body).toEqual({ code: 404, message: messages.transfer.unknownPlatform, data: null });
  });

  it('answers 401 without a token', async () => {
    expect((await post(context.app, api.uptransferstatus.path, { transferstatus: 1 })).status).toBe(401);
    expect((await post(context.app, '/api/userapimoney/ag')).status).toBe(401);
  });
});
