import { api, messages, SITE_STATE_HEADER } from '@lobby/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSiteSettings } from '../../src/site/site-settings.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

const repairTips = '系统升级维护中，预计30分钟后恢复';

describe.each(testTargets)('calls during maintenance on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  afterEach(() => writeSiteSettings(context.database.db, { site_state: 1, repair_tips: '' }));

  it('answers a member call 503 with the repair text and the site-state header', async () => {
    const member = await registerMember(context.app);
    await writeSiteSettings(context.database.db, { site_state: 0, repair_tips: repairTips });
    const response = await context.app.inject({
      method: 'POST', url: api.transfer.path, headers: { authorization: `Bearer ${member.token}` },
      payload: { amount: 10, sourcetype: 'userbalance', targettype: 'obgdy' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 503, message: repairTips, data: null });
    expect(response.headers[SITE_STATE_HEADER.toLowerCase()]).toBe('0');
    expect(response.headers['access-control-expose-headers']).toContain(SITE_STATE_HEADER);
  });

  it('answers a visitor call the same way, with the default text when the operator wrote none', async () => {
    await writeSiteSettings(context.database.db, { site_state: 0, repair_tips: '' });
    const answer = await post(context.app, api.activitylist.path, { page: 1 });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ code: 503, message: messages.server.maintenance, data: null });
  });

  it('still answers app info and the customer-service address, which the maintenance screen needs', async () => {
    await writeSiteSettings(context.database.db, { site_state: 0, repair_tips: repairTips });
    expect((await post(context.app, api.app.path)).body).toMatchObject({ code: 200, data: { site_state: 0 } });
    expect((await post(context.app, api.getservicerurl.path)).body.code).toBe(200);
  });

  it('answers as usual once the site is back to normal, without the header', async () => {
    await writeSiteSettings(context.database.db, { site_state: 0, repair_tips: repairTips });
    await writeSiteSettings(context.database.db, { site_state: 1, repair_tips: '' });
    const response = await context.app.inject({ method: 'POST', url: api.activitylist.path, payload: { page: 1 } });
    expect(response.json().code).toBe(200);
    expect(response.headers[SITE_STATE_HEADER.toLowerCase()]).toBeUndefined();
  });
});

describe.each(testTargets)('calls with SITE_STATE=0 from the environment on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { siteModeOverride: { siteState: 0, repairTips: '环境变量维护' } });

  it('are answered as in maintenance', async () => {
    const answer = await post(context.app, api.activitylist.path, { page: 1 });
    expect(answer.body).toEqual({ code: 503, message: '环境变量维护', data: null });
  });
});

describe.each(testTargets)('calls during maintenance under SPEC_MINIMAL on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { specMinimal: true, siteModeOverride: { siteState: 0, repairTips: repairTips } });

  it('are answered as a spec-only back end would: normally', async () => {
    expect((await post(context.app, api.activitylist.path, { page: 1 })).body.code).toBe(200);
  });
});
