import { messages, SITE_STATE, type AppInfo } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { readCachesOf, SITE_MODE_KEY, SITE_MODE_TAG } from '../caching/read-caches.ts';
import type { SiteModeOverride } from '../config.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { DEFAULT_SITE_SETTINGS } from './site-settings.ts';

export interface SiteMode {
  siteState: AppInfo['site_state'];
  /** The operator's repair text as written ('' when none). */
  repairTips: string;
}

/**
 * The site mode for the maintenance gate on every /api call, from this process's memory (read-caches.ts),
 * so that `npm run site -- maintenance` takes effect without a restart yet an open site costs no query: a
 * write of site settings drops it as it commits here and over the bus in every other process, and it is
 * read again after a few seconds anyway. On SQLite it is read each time (below).
 * The environment wins over the database.
 */
export async function cachedSiteMode(db: Kysely<Database>, override: SiteModeOverride): Promise<SiteMode> {
  // SQLite reads in-process in microseconds, and another process's write would reach a cache only at the
  // watcher's next look: app info (read fresh) and the gate would disagree for that second, and an app
  // coming back from maintenance would meet refusals after app info said normal.
  if (dialectOf(db).name === 'sqlite') return withOverride(await readStoredSiteMode(db), override);
  const stored = await readCachesOf(db).siteMode.read(SITE_MODE_KEY, async () => ({ value: await readStoredSiteMode(db), tag: SITE_MODE_TAG }));
  return withOverride(stored ?? DEFAULT_SITE_MODE, override);
}

const DEFAULT_SITE_MODE: SiteMode = { siteState: DEFAULT_SITE_SETTINGS.site_state, repairTips: DEFAULT_SITE_SETTINGS.repair_tips };

/** Only the two settings maintenance needs (two key rows). */
async function readStoredSiteMode(db: Kysely<Database>): Promise<SiteMode> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).where('key', 'in', ['site_state', 'repair_tips']).execute();
  const stored = Object.fromEntries(rows.map(({ key, value }) => [key, value]));
  const state = Number(stored.site_state);
  const siteState = stored.site_state !== undefined && stored.site_state.trim() !== '' && Number.isFinite(state) ? state : DEFAULT_SITE_MODE.siteState;
  return { siteState: siteState as AppInfo['site_state'], repairTips: stored.repair_tips ?? DEFAULT_SITE_MODE.repairTips };
}

function withOverride(stored: SiteMode, override: SiteModeOverride): SiteMode {
  return { siteState: (override.siteState ?? stored.siteState) as AppInfo['site_state'], repairTips: override.repairTips ?? stored.repairTips };
}

/**
 * The text shown during maintenance: the operator's, or when they wrote none the server's own words
 * (a maintenance screen with no text would look broken), in the request's language (`translate`).
 */
export function repairText(mode: SiteMode, translate: (text: string) => string): string {
  return mode.siteState === SITE_STATE.maintenance && mode.repairTips.trim() === '' ? translate(messages.server.maintenance) : mode.repairTips;
}
