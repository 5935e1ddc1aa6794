import type { AppInfo } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { forgetSiteMode } from '../caching/read-caches.ts';
import { dialectOf } from '../db/dialect.ts';
import { publishSiteSettingsChanged } from '../events/site-settings-events.ts';
import type { Database } from '../db/schema.ts';

/**
 * Every operator-editable site setting, stored as key/value text rows so new ones need no migration:
 * the app info the client reads, plus the exchange rates and fees user info carries.
 */
export interface SiteSettings extends AppInfo {
  /** Yuan per USDT for deposits. */
  usdtrate: number;
  /** Yuan per USDT for withdrawals. */
  withdrawusdtrate: number;
  /** ERC20 withdrawal fee, USDT. */
  withdrawcashfee: number;
  /** TRC20 withdrawal fee, USDT. */
  withdrawfeeusdttrc: number;
}

/** What a fresh install starts with; also the fallback for a row an operator deleted. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  title: 'Lobby 娱乐',
  site_state: 1,
  repair_tips: '',
  app_state: 1,
  ios_download_url: 'https://example.com/download/lobby-ios',
  index_modal: 1,
  webcontent: '<p>欢迎来到 Lobby 娱乐！</p><p>体育、视讯、电子、彩票、棋牌、电竞，一站畅玩。理性娱乐，祝您游戏愉快。</p>',
  redpacket_switch: 1,
  site_logo: '/logo.svg',
  usdtrate: 7.2,
  withdrawusdtrate: 7.3,
  withdrawcashfee: 5,
  withdrawfeeusdttrc: 1,
};

export type SiteSettingKey = keyof SiteSettings;

export function encodeSetting(value: SiteSettings[SiteSettingKey]): string {
  return String(value);
}

/** Reads every setting at once (a dozen short rows); numbers are stored as text and parsed by the default's type. */
export async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const settings: Record<string, string | number> = { ...DEFAULT_SITE_SETTINGS };
  for (const { key, value } of rows) {
    if (!(key in DEFAULT_SITE_SETTINGS)) continue;
    if (typeof DEFAULT_SITE_SETTINGS[key as SiteSettingKey] === 'number') {
      const number = Number(value);
      if (value.trim() !== '' && Number.isFinite(number)) settings[key] = number;
    } else {
      settings[key] = value;
    }
  }
  return settings as unknown as SiteSettings;
}

/**
 * In one transaction, so no process reads a new state with the old text; whatever caches the settings
 * (the maintenance gate's site mode) forgets them as it commits, here and in every other process.
 */
export async function writeSiteSettings(db: Kysely<Database>, changes: Partial<SiteSettings>): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => writeSiteSettings(trx, changes));
  for (const [key, value] of Object.entries(changes)) {
    await dialectOf(db).upsert(db.insertInto('site_settings').values({ key, value: encodeSetting(value) }), { columns: ['key'] }, { value: encodeSetting(value) });
  }
  forgetSiteMode(db);
  publishSiteSettingsChanged(db);
}
