import { api, messages, type AppInfo } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { writeSiteSettings } from '../../../../src/site/site-settings.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

const APP_INFO_FIELDS: Array<keyof AppInfo> = [
  'title', 'site_state', 'repair_tips', 'app_state', 'ios_download_url', 'index_modal', 'webcontent', 'redpacket_switch', 'site_logo',
];

describe.each(testTargets)('POST /api/app on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('answers the seeded app info, with an empty body and no token', async () => {
    const response = await context.app.inject({ method: 'POST', url: api.app.path, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual([...APP_INFO_FIELDS].sort());
    expect(body.data).toMatchObject({ title: 'Lobby 娱乐', site_state: 1, app_state: 1, index_modal: 1, redpacket_switch: 1, site_logo: '/logo.svg' });
    expect(body.data.webcontent).toContain('<p>');
  });

  it('reflects a maintenance switch in the database at once, then the way back', async () => {
    await writeSiteSettings(context.database.db, { site_state: 0, repair_tips: '系统升级中，预计一小时' });
    expect((await post<AppInfo>(context.app, api.app.path)).body.data).toMatchObject({ site_state: 0, repair_tips: '系统升级中，预计一小时' });
    await writeSiteSettings(context.database.db, { repair_tips: '' });
    expect((await post<AppInfo>(context.app, api.app.path)).body.data.repair_tips).toBe(messages.server.maintenance);
    await writeSiteSettings(context.database.db, { site_state: 1 });
    expect((await post<AppInfo>(context.app, api.app.path)).body.data).toMatchObject({ site_state: 1, repair_tips: '' });
  });
});

describe.each(testTargets)('POST /api/app with SITE_STATE from the environment on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { siteModeOverride: { siteState: 0, repairTips: '环境变量维护' } });

  it('lets the environment override the database', async () => {
    expect((await post<AppInfo>(context.app, api.app.path)).body.data).toMatchObject({ site_state: 0, repair_tips: '环境变量维护' });
  });
});
