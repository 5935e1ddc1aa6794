import type { Locale } from '@lobby/contract/i18n';

/**
 * The brands the demo content is written for, with the name their texts give the site. The rows' own
 * texts are the default brand's zh-CN (the spec's), so that brand needs no zh-CN copy; jade's zh-CN name
 * is brands/jade/brand.json's (a test holds them equal), its Traditional one OpenCC's.
 */
export interface DemoBrand {
  id: string;
  siteName: { 'zh-CN': string; en: string };
  /** The locales seeded for it: every one but the language its rows are written in. */
  locales: readonly Locale[];
}

/** How the rows' own (zh-CN) texts name the site. */
export const OWN_SITE_NAME = 'Lobby 娱乐';

export const DEMO_BRANDS: readonly DemoBrand[] = [
  { id: 'lobby', siteName: { 'zh-CN': OWN_SITE_NAME, en: 'Lobby' }, locales: ['zh-TW', 'en'] },
  { id: 'jade', siteName: { 'zh-CN': '翡翠娱乐', en: 'Jade Entertainment' }, locales: ['zh-CN', 'zh-TW', 'en'] },
];
