import type { AgentApplicationsTable } from '../agents/agent-applications.table.ts';
import type { ApiTokensTable } from '../auth/api-tokens.table.ts';
import type { BanksTable } from '../cards/banks.table.ts';
import type { SavedCardsTable } from '../cards/saved-cards.table.ts';
import type { ActivitiesTable, ActivityTypesTable } from '../content/activities.table.ts';
import type { ActivityApplicationsTable } from '../content/activity-applications.table.ts';
import type { ArticlesTable } from '../content/articles.table.ts';
import type { ContentTranslationsTable } from '../content/translations/content-translations.table.ts';
import type { BannersTable, HomeNoticesTable } from '../content/banners.table.ts';
import type { GamesTable, ProviderGamesTable } from '../content/games.table.ts';
import type { VipLevelsTable } from '../content/vip-levels.table.ts';
import type { DepositsTable } from '../deposits/deposits.table.ts';
import type { PayRangesTable } from '../deposits/pay-ranges.table.ts';
import type { ReceivingBankAccountsTable } from '../deposits/receiving-accounts.table.ts';
import type { BetRecordsTable } from '../games/bet-records.table.ts';
import type { GameLaunchTicketsTable } from '../games/launch-tickets.table.ts';
import type { DailyJobRunsTable } from '../jobs/daily-job-runs.table.ts';
import type { IdempotencyKeysTable } from '../idempotency/idempotency-keys.table.ts';
import type { AccountsTable, LedgerEntriesTable, LedgerTransactionsTable } from '../ledger/ledger.table.ts';
import type { MembersTable } from '../members/members.table.ts';
import type { MemberMessagesTable } from '../messages-centre/member-messages.table.ts';
import type { RebatesTable } from '../rebates/rebates.table.ts';
import type { RedPacketCampaignTable, RedPacketDailyGrabsTable, RedPacketGrabsTable, RedPacketTiersTable } from '../red-packets/red-packets.table.ts';
import type { PlatformsTable } from '../site/platforms.table.ts';
import type { SiteSettingsTable } from '../site/site-settings.table.ts';
import type { MemberVipStateTable } from '../vip/member-vip-state.table.ts';
import type { WithdrawalsTable } from '../withdrawals/withdrawals.table.ts';

/**
 * The whole database as Kysely sees it. Each table's interface lives in a `<name>.table.ts` beside the
 * code that owns its rows (kysely's example-app style); this file only names the tables. Money is
 * integer fen; times are ISO-8601 UTC text written by the server (`nowIso()`), which sorts and compares
 * the same on every dialect.
 */
export interface Database {
  members: MembersTable;
  api_tokens: ApiTokensTable;
  accounts: AccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  site_settings: SiteSettingsTable;
  platforms: PlatformsTable;
  games: GamesTable;
  provider_games: ProviderGamesTable;
  banners: BannersTable;
  home_notices: HomeNoticesTable;
  activity_types: ActivityTypesTable;
  activities: ActivitiesTable;
  activity_applications: ActivityApplicationsTable;
  articles: ArticlesTable;
  vip_levels: VipLevelsTable;
  game_launch_tickets: GameLaunchTicketsTable;
  bet_records: BetRecordsTable;
  deposits: DepositsTable;
  red_packet_campaign: RedPacketCampaignTable;
  red_packet_tiers: RedPacketTiersTable;
  red_packet_daily_grabs: RedPacketDailyGrabsTable;
  red_packet_grabs: RedPacketGrabsTable;
  banks: BanksTable;
  saved_cards: SavedCardsTable;
  withdrawals: WithdrawalsTable;
  pay_ranges: PayRangesTable;
  receiving_bank_accounts: ReceivingBankAccountsTable;
  member_messages: MemberMessagesTable;
  agent_applications: AgentApplicationsTable;
  rebates: RebatesTable;
  member_vip_state: MemberVipStateTable;
  idempotency_keys: IdempotencyKeysTable;
  daily_job_runs: DailyJobRunsTable;
  content_translations: ContentTranslationsTable;
}
