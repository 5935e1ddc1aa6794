import { api, messages } from '@lobby/contract';
import { en } from '@lobby/contract/i18n/en';
import { zhTW } from '@lobby/contract/i18n/zh-TW';
import { describe, expect, it } from 'vitest';
import { writeSiteSettings } from '../../src/site/site-settings.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

/** Issue 14: the reference server answers its messages in the language the app asks for. */
describe.each(testTargets)('answers in the member language (Accept-Language) on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const balanceAs = (language?: string) =>
    context.app.inject({ method: 'POST', url: api.balance.path, headers: { authorization: 'Bearer nope', ...(language ? { 'accept-language': language } : {}) } });

  it('zh-CN without a header, for zh and zh-Hans, and for a language it does not speak: the spec text', async () => {
    for (const language of [undefined, 'zh-CN', 'zh', 'zh-Hans-CN', 'fr-FR', 'de;q=1, en;q=0', '*']) {
      const answer = await balanceAs(language);
      expect(answer.statusCode, String(language)).toBe(401);
      expect(answer.json().message, String(language)).toBe(messages.server.unauthorized);
    }
  });

  it('English and Traditional Chinese for en, en-GB, zh-TW, zh-HK and zh-Hant, by q weight', async () => {
    expect((await balanceAs('en')).json().message).toBe(en.server.unauthorized);
    expect((await balanceAs('en-GB,en;q=0.9')).json().message).toBe(en.server.unauthorized);
    expect((await balanceAs('zh-TW')).json().message).toBe(zhTW.server.unauthorized);
    expect((await balanceAs('zh-HK')).json().message).toBe(zhTW.server.unauthorized);
    expect((await balanceAs('zh-Hant')).json().message).toBe(zhTW.server.unauthorized);
    expect((await balanceAs('zh-CN;q=0.5, en;q=0.8')).json().message).toBe(en.server.unauthorized);
    expect(en.auth.loginRequired).not.toBe(messages.server.unauthorized);
  });

  it('a text made by a message function, with its arguments carried over, and refusals of the framework', async () => {
    // An account longer than its limit: input.tooLong names the field, which is translated too.
    const tooLong = await context.app.inject({
      method: 'POST', url: api.login_pc.path, headers: { 'accept-language': 'en' },
      payload: { name: 'a'.repeat(51), password: 'x', code: 'ab12' },
    });
    expect(tooLong.json()).toEqual({ code: 400, message: en.input.tooLong(en.fields.account, 50), data: null });
    const notFound = await context.app.inject({ method: 'POST', url: '/api/no_such_call', headers: { 'accept-language': 'zh-TW' } });
    expect(notFound.json()).toEqual({ code: 404, message: zhTW.server.notFound, data: null });
  });

  it('a success keeps its data as it is but for the operator content, and says Vary: Accept-Language', async () => {
    const zh = await context.app.inject({ method: 'POST', url: api.app.path });
    const english = await context.app.inject({ method: 'POST', url: api.app.path, headers: { 'accept-language': 'en' } });
    // The site's name and welcome popup are content, kept per language (test/routes/api/content/content-languages.test.ts).
    const { title, webcontent } = zh.json().data;
    expect({ ...english.json().data, title, webcontent }).toEqual(zh.json().data);
    expect(english.json().message).toBe(en.server.success);
    expect(english.headers.vary).toContain('Accept-Language');
  });

  it('the maintenance text the server supplies itself is in the member language; the operator\'s own is as written', async () => {
    const appAs = async (language: string) =>
      (await context.app.inject({ method: 'POST', url: api.app.path, headers: { 'accept-language': language } })).json().data;
    await writeSiteSettings(context.database.db, { site_state: 0, repair_tips: '' });
    try {
      expect((await appAs('zh-CN')).repair_tips).toBe(messages.server.maintenance);
      expect((await appAs('en')).repair_tips).toBe(en.server.maintenance);
      expect((await appAs('zh-TW')).repair_tips).toBe(zhTW.server.maintenance);
      await writeSiteSettings(context.database.db, { site_state: 0, repair_tips: '今晚 2 点升级' });
      expect((await appAs('en')).repair_tips).toBe('今晚 2 点升级');
    } finally {
      await writeSiteSettings(context.database.db, { site_state: 1, repair_tips: '' });
    }
  });
});
