import { api, HOME_BANNER_TYPE, messages, type Banner } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

describe.each(testTargets)('POST /api/bannerList and /api/homenotice on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it.each([HOME_BANNER_TYPE, String(HOME_BANNER_TYPE)])('answers at least 4 home banners for type %j, each served', async (type) => {
    const { body } = await post<Banner[]>(context.app, api.bannerList.path, { type });
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    for (const banner of body.data) {
      expect(Object.keys(banner)).toEqual(['src', 'link']);
      expect((await context.app.inject({ method: 'GET', url: banner.src })).statusCode).toBe(200);
    }
  });

  it('links each seeded banner to what it advertises: its promotion, the red packets, VIP', async () => {
    const { body } = await post<Banner[]>(context.app, api.bannerList.path, { type: HOME_BANNER_TYPE });
    const links = body.data.map((banner) => banner.link);
    expect(links.every((link) => typeof link === 'string' && link.startsWith('/') && !link.startsWith('//'))).toBe(true);
    expect(links).toContain('/hongbao');
    expect(links).toContain('/vip');
    const promotions = links.filter((link) => link!.startsWith('/activityInfo?id='));
    expect(promotions.length).toBeGreaterThanOrEqual(3);
    for (const link of promotions) {
      const id = Number(link!.split('=')[1]);
      const detail = await post<{ title: string }>(context.app, api.activitydeatil.path, { id });
      expect(detail.body.code, link).toBe(200);
    }
  });

  it('answers an empty list for another type and refuses a missing or malformed one', async () => {
    expect((await post(context.app, api.bannerList.path, { type: 1 })).body).toEqual({ code: 200, message: messages.server.success, data: [] });
    expect((await post(context.app, api.bannerList.path, {})).body.code).toBe(400);
    expect((await post(context.app, api.bannerList.path, { type: 'two' })).body).toEqual({ code: 400, message: messages.server.badRequest, data: null });
  });

  it('answers the shown notices as plain texts, an operator-hidden one left out', async () => {
    const before = (await post<string[]>(context.app, api.homenotice.path)).body;
    expect(before.code).toBe(200);
    expect(before.data.length).toBeGreaterThanOrEqual(3);
    expect(before.data.every((text) => typeof text === 'string' && text.length > 10)).toBe(true);

    await context.database.db.updateTable('home_notices').set({ status: 0 }).where('seed_key', '=', 'notice-anti-fraud').execute();
    const after = (await post<string[]>(context.app, api.homenotice.path)).body.data;
    expect(after).toHaveLength(before.data.length - 1);
  });
});
