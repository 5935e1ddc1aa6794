import { loadConfig } from '../config.ts';
import { createDb } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { writeSiteSettings } from '../site/site-settings.ts';

/**
 * Switches the site between normal and maintenance in the database the server uses (DATABASE_URL);
 * running servers hear of it as it commits (PostgreSQL, over the event bus) or within a second (SQLite).
 *   npm run site -w apps/server -- maintenance "维护说明"
 *   npm run site -w apps/server -- normal
 */
const [mode, repairTips = ''] = process.argv.slice(2);
if (mode !== 'maintenance' && mode !== 'normal') {
  console.error('usage: npm run site -w apps/server -- maintenance "repair text" | normal');
  process.exit(2);
}

const database = createDb(loadConfig().databaseUrl);
try {
  await migrateToLatest(database);
  await writeSiteSettings(database.db, mode === 'maintenance' ? { site_state: 0, repair_tips: repairTips } : { site_state: 1, repair_tips: '' });
  console.log(mode === 'maintenance' ? `Site is in maintenance: "${repairTips}"` : 'Site is back to normal.');
} finally {
  await database.destroy();
}
