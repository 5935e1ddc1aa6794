import type { AppInfo } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { SiteModeOverride } from '../config.ts';
import type { ContentLanguage } from '../content/translations/content-language.ts';
import { readTranslations } from '../content/translations/read-translations.ts';
import type { Database } from '../db/schema.ts';
import { readSiteSettings } from './site-settings.ts';
import { repairText } from './site-mode.ts';

/** The settings that are words rather than switches and addresses. */
const TRANSLATED_SETTINGS = ['title', 'webcontent'];

/**
 * Read from the database on every call, so `npm run site -- maintenance` takes effect without a restart;
 * SITE_STATE / REPAIR_TIPS from the environment win over the database. `translate` puts the server's own
 * default text into the request's language; `language` reads the site's name and the welcome popup
 * (`webcontent`) in the brand's words and the request's language, where they have translations.
 */
export async function appInfo(
  db: Kysely<Database>,
  override: SiteModeOverride,
  translate: (text: string) => string = (text) => text,
  language?: ContentLanguage,
): Promise<AppInfo> {
  const [settings, translated] = await Promise.all([readSiteSettings(db), readTranslations(db, language, 'site_setting', TRANSLATED_SETTINGS)]);
  const mode = { siteState: (override.siteState ?? settings.site_state) as AppInfo['site_state'], repairTips: override.repairTips ?? settings.repair_tips };
  return {
    title: translated('title', 'value', settings.title),
    site_state: mode.siteState,
    // The default text is the server's own words, so it is answered in the member's language; the
    // operator's own tips are their content, shown as written.
    repair_tips: repairText(mode, translate),
    app_state: settings.app_state,
    ios_download_url: settings.ios_download_url,
    index_modal: settings.index_modal,
    webcontent: translated('webcontent', 'value', settings.webcontent),
    redpacket_switch: settings.redpacket_switch,
    site_logo: settings.site_logo,
  };
}
