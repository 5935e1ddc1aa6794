import { api, HOME_BANNER_TYPE, messages, type Activity, type ActivityType, type AppInfo, type Bank, type Banner, type Notice, type Paged, type RowList, type TransactionRow } from '@lobby/contract';
import { en } from '@lobby/contract/i18n/en';
import { describe, expect, it } from 'vitest';
import { SEED_BANK_NAMES } from '../../../../src/cards/seed-banks.ts';
import { SEED_ACTIVITIES, SEED_ACTIVITY_TYPES, activityBannerPath } from '../../../../src/content/seed/activities.ts';
import { SEED_ARTICLES } from '../../../../src/content/seed/articles.ts';
import { SEED_BANNERS, SEED_NOTICES, bannerImagePath } from '../../../../src/content/seed/banners-and-notices.ts';
import { placeDeposit } from '../../../../src/deposits/place-deposit.ts';
import { DEFAULT_SITE_SETTINGS } from '../../../../src/site/site-settings.ts';
import { requestWithdrawal } from '../../../../src/withdrawals/request-withdrawal.ts';
import { PAY_PASSWORD, payPasswords, withdrawingMember } from '../../../withdrawals/withdrawal-fixtures.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

const JADE_HOST = 'jade.localhost';
/** Han characters: an English text holds none. */
const HAN = /[\u3400-\u9fff]/;
/** Characters whose Traditional form differs: a zh-TW text holds none of these Simplified ones. */
const SIMPLIFIED_ONLY = /[们欢来乐账户时优惠则话国银额转会员请发现过达务礼红]/;

describe.each(testTargets)('content in the brand and language of the request on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  async function call<T>(path: string, { language, host, token = '', payload = {} }: { language?: string; host?: string; token?: string; payload?: object } = {}): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (language) headers['accept-language'] = language;
    if (host) headers.host = host;
    const answer = await context.app.inject({ method: 'POST', url: path, headers, payload });
    const body = answer.json() as { code: number; data: T };
    expect(body.code, `${path} ${language} ${host}`).toBe(200);
    return body.data;
  }
  const notices = (language?: string, host?: string) => call<string[]>(api.homenotice.path, { language, host });
  const popup = async (language?: string, host?: string) => (await call<AppInfo>(api.app.path, { language, host })).webcontent;
  const promotions = (language?: string, host?: string) => call<RowList<Activity>>(api.activitylist.path, { language, host });
  const shownNotices = SEED_NOTICES.map((notice) => notice.content);
  let memberToken: Promise<string> | undefined;
  /** The bank list is a member's call. */
  const banks = async (language?: string) => {
    memberToken ??= registerMember(context.app).then((member) => member.token);
    return (await call<Bank[]>(api.banklist.path, { language, token: await memberToken })).map((bank) => bank.bank_name);
  };

  it('zh-CN on the default brand, with or without the header or with a language it does not offer: the seeded texts, byte for byte', async () => {
    for (const language of [undefined, 'zh-CN', 'fr-FR']) {
      expect(await notices(language), String(language)).toEqual(shownNotices);
      expect(await popup(language)).toBe(DEFAULT_SITE_SETTINGS.webcontent);
      expect((await promotions(language)).data.map((row) => row.title)).toEqual(SEED_ACTIVITIES.filter((row) => row.state === 1).map((row) => row.title));
      expect((await call<ActivityType[]>(api.activitytype.path, { language })).map((type) => type.name)).toEqual(SEED_ACTIVITY_TYPES.map((type) => type.name));
      expect(await banks(language)).toEqual([...SEED_BANK_NAMES]);
    }
  });

  it('English: notices, popup, promotion tabs, titles, bodies and memos, articles and bank names hold no Han character', async () => {
    const english = await notices('en');
    expect(english).toHaveLength(shownNotices.length);
    expect(english[0]).toContain('welcome to Lobby');
    expect(await popup('en')).toContain('Welcome to Lobby!');
    const texts = [
      ...english,
      await popup('en'),
      ...(await call<ActivityType[]>(api.activitytype.path, { language: 'en' })).map((type) => type.name),
      ...(await promotions('en')).data.flatMap((row) => [row.title, row.content, row.memo]),
      ...(await banks('en-GB,en;q=0.9')),
    ];
    for (const article of SEED_ARTICLES) texts.push((await call<{ content: string }>(api.article.path, { language: 'en', payload: { type: article.type } })).content);
    for (const text of texts) expect(text).not.toMatch(HAN);
    const first = (await promotions('en')).data[0]!;
    expect((await call<Activity>(api.activitydeatil.path, { language: 'en', payload: { id: first.id } })).title).toBe(first.title);
  });

  it('Traditional Chinese for zh-TW and zh-HK, with no Simplified-only character', async () => {
    const traditional = await notices('zh-TW');
    expect(traditional[0]).toContain('歡迎來到 Lobby 娛樂');
    expect(await notices('zh-HK')).toEqual(traditional);
    const texts = [...traditional, await popup('zh-TW'), ...(await promotions('zh-TW')).data.map((row) => row.title)];
    for (const text of texts) expect(text).not.toMatch(SIMPLIFIED_ONLY);
    expect((await call<{ content: string }>(api.article.path, { language: 'zh-TW', payload: { type: 7 } })).content).toContain('Lobby 娛樂是一家');
  });

  it('the jade brand names jade in every language, zh-TW (its default) without a header or for a language it does not offer', async () => {
    const [simplified, traditional, english] = [await notices('zh-CN', JADE_HOST), await notices(undefined, JADE_HOST), await notices('en', JADE_HOST)];
    expect(simplified[0]).toContain('欢迎来到 翡翠娱乐');
    expect(traditional[0]).toContain('歡迎來到 翡翠娛樂');
    expect(english[0]).toContain('welcome to Jade Entertainment');
    expect(await notices('fr', JADE_HOST)).toEqual(traditional);
    expect(await popup(undefined, JADE_HOST)).toContain('歡迎來到 翡翠娛樂');
    expect(await popup('en', JADE_HOST)).toContain('Welcome to Jade Entertainment!');
    for (const text of [...simplified, ...traditional, ...english, await popup('zh-CN', JADE_HOST), await popup('en', JADE_HOST)]) expect(text).not.toMatch(/Lobby|娱乐所有/);
    expect((await promotions('zh-CN', JADE_HOST)).data[0]!.content).toContain('欢迎加入 翡翠娱乐');
  });

  it('a missing translation falls back to the brand default language for that whole text, never a mix', async () => {
    const db = context.database.db;
    const notice = await db.selectFrom('home_notices').select('id').where('seed_key', '=', 'notice-maintenance').executeTakeFirstOrThrow();
    const removed = db.deleteFrom('content_translations').where('kind', '=', 'notice').where('row_key', '=', String(notice.id)).where('locale', '=', 'en');
    await removed.execute();
    const index = SEED_NOTICES.findIndex((row) => row.seed_key === 'notice-maintenance');
    const jade = await notices('en', JADE_HOST);
    expect(jade[index]).toBe((await notices('zh-TW', JADE_HOST))[index]);
    expect(jade.filter((_text, at) => at !== index).every((text) => !HAN.test(text))).toBe(true);
    // The default brand's default language is the row's own text.
    expect((await notices('en'))[index]).toBe(SEED_NOTICES[index]!.content);
  });

  const bannerPictures = async (language?: string, host?: string) => (await call<Banner[]>(api.bannerList.path, { language, host, payload: { type: HOME_BANNER_TYPE } })).map((banner) => banner.src);
  const promotionPictures = async (language?: string, host?: string) => (await promotions(language, host)).data.map((row) => row.banner);
  const shownPromotions = SEED_ACTIVITIES.filter((row) => row.state === 1);
  /** The seeded picture drawn in a language: beside the zh-CN file, e.g. /media/banners/home-vip.en.webp. */
  const inLanguage = (path: string, locale: string) => path.replace(/\.webp$/, `.${locale}.webp`);

  it('home banners and promotion pictures in the language: en and zh-TW files, the seeded zh-CN addresses byte for byte', async () => {
    const simplifiedBanners = SEED_BANNERS.map(bannerImagePath);
    const simplifiedPromotions = shownPromotions.map(activityBannerPath);
    for (const language of [undefined, 'zh-CN', 'fr-FR']) {
      expect(await bannerPictures(language), String(language)).toEqual(simplifiedBanners);
      expect(await promotionPictures(language), String(language)).toEqual(simplifiedPromotions);
    }
    for (const [language, locale] of [['en', 'en'], ['en-GB,en;q=0.9', 'en'], ['zh-TW', 'zh-TW'], ['zh-HK', 'zh-TW']] as const) {
      expect(await bannerPictures(language), language).toEqual(simplifiedBanners.map((path) => inLanguage(path, locale)));
      expect(await promotionPictures(language), language).toEqual(simplifiedPromotions.map((path) => inLanguage(path, locale)));
    }
    const first = (await promotions('en')).data[0]!;
    expect((await call<Activity>(api.activitydeatil.path, { language: 'en', payload: { id: first.id } })).banner).toBe(inLanguage(activityBannerPath(shownPromotions[0]!), 'en'));
    // jade: its default language (zh-TW) without a header, zh-CN's own pictures when asked.
    expect(await bannerPictures(undefined, JADE_HOST)).toEqual(simplifiedBanners.map((path) => inLanguage(path, 'zh-TW')));
    expect(await bannerPictures('zh-CN', JADE_HOST)).toEqual(simplifiedBanners);
    expect(await promotionPictures('en', JADE_HOST)).toEqual(simplifiedPromotions.map((path) => inLanguage(path, 'en')));
  });

  it('a picture with no translation in the language falls back to the brand default language\'s picture', async () => {
    const db = context.database.db;
    const banner = await db.selectFrom('banners').select('id').where('seed_key', '=', 'home-vip').executeTakeFirstOrThrow();
    await db.deleteFrom('content_translations').where('kind', '=', 'banner').where('row_key', '=', String(banner.id)).where('locale', '=', 'en').execute();
    const index = SEED_BANNERS.findIndex((row) => row.seed_key === 'home-vip');
    const vip = bannerImagePath(SEED_BANNERS[index]!);
    expect((await bannerPictures('en', JADE_HOST))[index]).toBe(inLanguage(vip, 'zh-TW'));
    expect((await bannerPictures('en'))[index]).toBe(vip);
    expect((await bannerPictures('en')).filter((_src, at) => at !== index).every((src) => src.endsWith('.en.webp'))).toBe(true);
  });

  it('member messages in the language of the request', async () => {
    const { token } = await registerMember(context.app);
    const list = await call<Paged<Notice>>(api.noticeList.path, { language: 'en', token, payload: { page: 1 } });
    expect(list.data.length).toBeGreaterThanOrEqual(3);
    expect(list.data.find((message) => message.title === 'Welcome to Lobby')).toBeDefined();
    for (const message of list.data) expect(`${message.title}${message.content}`).not.toMatch(HAN);
    const jade = await call<Paged<Notice>>(api.noticeList.path, { host: JADE_HOST, token, payload: { page: 1 } });
    expect(jade.data.map((message) => message.title)).toContain('歡迎加入 翡翠娛樂');
  });

  it('a card bound with an English bank name keeps the bank; records name the pay way and the bank in the request language', async () => {
    const db = context.database.db;
    const { memberId, token } = await withdrawingMember(db, 50_000);
    const bound = await context.app.inject({
      method: 'POST',
      url: api.bindcard.path,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      payload: { type: 1, bank: 'Bank of Communications', bank_no: '6222600000001234567', bank_owner: '王五', bank_address: 'Shanghai', pay_pass: PAY_PASSWORD },
    });
    expect(bound.json()).toMatchObject({ code: 200, message: en.card.bound });
    const saved = await db.selectFrom('saved_cards').select(['id', 'bank']).where('member_id', '=', memberId).where('bank_no', '=', '6222600000001234567').executeTakeFirstOrThrow();
    expect(saved.bank).toBe('交通银行');

    await placeDeposit(db, memberId, { paytype: 'bank', amount: 100, bank_owner: '赵六', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' });
    await requestWithdrawal(db, { memberId, payload: { amount: 100, bank: saved.id, password: PAY_PASSWORD }, idempotencyKey: 'content-languages' }, payPasswords);
    const records = (type: number, language: string) => call<Paged<TransactionRow>>(api.gettransrecord.path, { language, token, payload: { type, date: 1, page: 1 } });
    expect((await records(1, 'en')).data[0]!.pay_way).toBe('Bank card');
    expect((await records(1, 'zh-CN')).data[0]!.pay_way).toBe(messages.paymentSandbox.methods.bank);
    expect((await records(2, 'en')).data[0]!.pay_way).toBe('Bank of Communications');
    expect((await records(2, 'zh-TW')).data[0]!.pay_way).toBe('交通銀行');
    expect((await records(2, 'zh-CN')).data[0]!.pay_way).toBe('交通银行');
  });
});
