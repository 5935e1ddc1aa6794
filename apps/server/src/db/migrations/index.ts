import type { Migration } from 'kysely';
import type { DialectName } from '../connect.ts';
import * as members from './0001_members.ts';
import * as ledger from './0002_ledger.ts';
import * as site from './0003_site.ts';
import * as content from './0004_content.ts';
import * as games from './0005_games.ts';
import * as cards from './0006_cards.ts';
import * as moneyOrders from './0007_money_orders.ts';
import * as messagesAgents from './0008_messages_agents.ts';
import * as rebatesVip from './0009_rebates_vip.ts';
import * as seedPicturesWebp from './0010_seed_pictures_webp.ts';
import * as launchTicketSessions from './0011_launch_ticket_sessions.ts';
import * as idempotencyKeys from './0012_idempotency_keys.ts';
import * as platformAndGameNames from './0013_platform_and_game_names.ts';
import * as bannerLinks from './0014_banner_links.ts';
import * as dailyJobRuns from './0015_daily_job_runs.ts';
import * as contentTranslations from './0016_content_translations.ts';
import type { PortableMigration } from './portable.ts';

/** Every migration, listed by hand: no directory globbing, so bundling or moving files cannot drop one. */
const migrations: Record<string, PortableMigration> = {
  '0001_members': members,
  '0002_ledger': ledger,
  '0003_site': site,
  '0004_content': content,
  '0005_games': games,
  '0006_cards': cards,
  '0007_money_orders': moneyOrders,
  '0008_messages_agents': messagesAgents,
  '0009_rebates_vip': rebatesVip,
  '0010_seed_pictures_webp': seedPicturesWebp,
  '0011_launch_ticket_sessions': launchTicketSessions,
  '0012_idempotency_keys': idempotencyKeys,
  '0013_platform_and_game_names': platformAndGameNames,
  '0014_banner_links': bannerLinks,
  '0015_daily_job_runs': dailyJobRuns,
  '0016_content_translations': contentTranslations,
};

export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [name, { up: (db) => migration.up(db, dialect) }]),
  );
}
