import { messages, SITE_STATE, type AppInfo } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { SiteModeOverride } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { DEFAULT_SITE_SETTINGS } from './site-settings.ts';

export interface SiteMode {
  siteState: AppInfo['site_state'];
  /** The operator's repair text as written ('' when none). */
  repairTips: string;
}

/**
 * Only the two settings maintenance needs (two key rows), read on every call so that
 * `npm run site -- maintenance` takes effect without a restart; the environment wins over the database.
 */
export async function readSiteMode(db: Kysely<Database>, override: SiteModeOverride): Promise<SiteMode> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', ['site_state', 'repair_tips']).execute();
  const stored = Object.fromEntries(rows.map(({ key, value }) => [key, value]));
  const state = Number(stored.site_state);
  const siteState = override.siteState
    ?? (stored.site_state !== undefined && stored.site_state.trim() !== '' && Number.isFinite(state) ? state : DEFAULT_SITE_SETTINGS.site_state);
  return { siteState: siteState as AppInfo['site_state'], repairTips: override.repairTips ?? stored.repair_tips ?? DEFAULT_SITE_SETTINGS.repair_tips };
}

/**
 * The text shown during maintenance: the operator's, or when they wrote none the server's own words
 * (a maintenance screen with no text would look broken), in the request's language (`translate`).
 */
export function repairText(mode: SiteMode, translate: (text: string) => string): string {
  return mode.siteState === SITE_STATE.maintenance && mode.repairTips.trim() === '' ? translate(messages.server.maintenance) : mode.repairTips;
}
