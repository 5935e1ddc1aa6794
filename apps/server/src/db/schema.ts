import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * One interface per table (kysely's example-app style). Money is integer fen; times are ISO-8601 UTC
 * text written by the server (`nowIso()`), which sorts and compares the same on SQLite and PostgreSQL.
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
}

export interface MembersTable {
  id: Generated<number>;
  /** The account name as the member typed it. */
  account: string;
  /** Lower-cased account, unique: accounts are taken case-insensitively. */
  account_key: string;
  password_hash: string;
  pay_password_hash: string;
  realname: string;
  birthday: Generated<string>;
  email: Generated<string>;
  mobile: Generated<string>;
  avatar: Generated<string>;
  isblack: Generated<number>;
  /** 1 enabled, 0 disabled. */
  status: Generated<number>;
  isagent: Generated<number>;
  vip: Generated<number>;
  paysum_fen: Generated<number>;
  /** 1 = free-transfer mode. */
  transferstatus: Generated<number>;
  introducer_id: number | null;
  register_ip: Generated<string>;
  created_at: string;
  last_login_at: string | null;
  last_login_ip: string | null;
}

export interface ApiTokensTable {
  id: Generated<number>;
  member_id: number;
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** held: a member's withdrawals awaiting review, out of the spendable balance (0007). */
export type AccountKind = 'main' | 'venue' | 'house' | 'held';

export interface AccountsTable {
  id: Generated<number>;
  /** Stable name: `member:<id>:main`, `member:<id>:venue:<platname>`, `house:<code>`. */
  code: string;
  member_id: number | null;
  kind: AccountKind;
  platname: string | null;
  balance_fen: Generated<number>;
  created_at: string;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: string;
  idempotency_key: string;
  member_id: number | null;
  memo: Generated<string>;
  created_at: string;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  /** Signed: positive credits the account, negative debits it. */
  amount_fen: number;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
}

export interface PlatformsTable {
  platname: string;
  name: string;
  /** 1 listed and playable, 0 hidden. */
  status: Generated<number>;
  sort: Generated<number>;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type Account = Selectable<AccountsTable>;

// ---------------------------------------------------------------- content (0004)

export interface GamesTable {
  id: Generated<number>;
  category_id: string;
  /** A platforms.platname. */
  platform_name: string;
  game_code: string;
  name: string;
  mobile_img: string;
  /** 1 listed, 0 hidden (the client filters). */
  app_state: Generated<number>;
  sort: Generated<number>;
}

/** A tile of a provider's list (/api/gamelistBycode); catecode is the platname the game launches on. */
export interface ProviderGamesTable {
  id: Generated<number>;
  provider_code: string;
  gamename: string;
  gamepic: string;
  catecode: string;
  gamecode: string;
  sort: Generated<number>;
}

export interface BannersTable {
  id: Generated<number>;
  type: number;
  src: string;
  sort: Generated<number>;
  /** Set on rows the seed owns; null on an operator's rows. */
  seed_key: string | null;
}

export interface HomeNoticesTable {
  id: Generated<number>;
  content: string;
  /** 1 shown, 0 hidden. */
  status: Generated<number>;
  sort: Generated<number>;
  seed_key: string | null;
}

export interface ActivityTypesTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
  seed_key: string | null;
}

export interface ActivitiesTable {
  id: Generated<number>;
  type_id: number;
  title: string;
  banner: string;
  /** HTML. */
  content: string;
  memo: Generated<string>;
  /** 1 shown, 0 hidden. */
  state: Generated<number>;
  can_apply: Generated<number>;
  sort: Generated<number>;
  created_at: string;
  seed_key: string | null;
}

export interface ActivityApplicationsTable {
  id: Generated<number>;
  member_id: number;
  activity_id: number;
  amount_fen: number;
  /** ACTIVITY_APPLICATION_STATE: 1 pending review, 2 approved, 3 rejected. */
  state: number;
  created_at: string;
  reviewed_at: string | null;
}

export interface ArticlesTable {
  /** ARTICLE_TYPES. */
  type: number;
  title: string;
  /** HTML. */
  content: string;
}

/** Requirements in fen; rebate rates in basis points (38 = 0.38 %). */
export interface VipLevelsTable {
  level: number;
  recharge_fen: number;
  flow_fen: number;
  /** 1 shown. */
  status: Generated<number>;
  realperson_bp: number;
  sport_bp: number;
  e_sport_bp: number;
  joker_bp: number;
  electron_bp: number;
  lottery_bp: number;
}

// ---------------------------------------------------------------- games and red packets (0005)

/** A demo-venue launch: the page knows the member only through this ticket, never the API token. */
export interface GameLaunchTicketsTable {
  id: Generated<number>;
  /** SHA-256 hex of the ticket. */
  ticket_hash: string;
  member_id: number;
  platname: string;
  game_code: string;
  game_name: string;
  /** The session (api_tokens row) that launched the game: the ticket ends with it. Null only on tickets from before migration 0011. */
  token_id: number | null;
  /** Pushed forward by every round, so a session in play does not lapse, never past LAUNCH_TICKET_MAX_AGE_MS after created_at. */
  expires_at: string;
  created_at: string;
}

export interface BetRecordsTable {
  id: Generated<number>;
  bet_id: string;
  member_id: number;
  platname: string;
  game_code: string;
  game_name: string;
  bet_amount_fen: number;
  valid_bet_fen: number;
  /** The payout (0 on a lost round). */
  win_loss_fen: number;
  /** BET_STATUS. */
  status: number;
  bet_time: string;
  playname: string;
  /** The bet content: what the round showed. */
  playmemo: string;
}

export interface DepositsTable {
  id: Generated<number>;
  deposit_no: string;
  member_id: number;
  /** DepositPaytype. */
  paytype: string;
  amount_fen: number;
  /** USDT amount as decimal text; null for non-crypto deposits. */
  real_money: string | null;
  /** MONEY_ORDER_STATE. */
  state: number;
  bank: string | null;
  bank_no: string | null;
  bank_owner: string | null;
  bank_address: string | null;
  /** USDT protocol. */
  catepay: string | null;
  created_at: string;
  credited_at: string | null;
  /** Sandbox orders (0007): the random secret in the pay URL; null for bank deposits. */
  pay_token: string | null;
  /** The platform's receiving wallet shown to the payer. */
  receiving_address: string | null;
  /** End of the payment window; null for bank deposits, which wait for review instead. */
  expires_at: string | null;
  /** DepositOutcome: how the order left the pending state. */
  outcome: string | null;
  closed_at: string | null;
}

/** One row, id 1. Dates are 'YYYY-MM-DD' in US Eastern time, as the red-packet rules text says. */
export interface RedPacketCampaignTable {
  id: number;
  start_date: string;
  end_date: string;
  /** Grabs a member may make a day, whatever the tier. */
  max_times: number;
  /** The pool left; a grab takes from it with a conditional UPDATE. */
  remaining_fen: number;
}

/** Deposits of at least recharge_fen in the counting window earn `grabs` a day, each paying min..max. */
export interface RedPacketTiersTable {
  id: Generated<number>;
  recharge_fen: number;
  grabs: number;
  min_fen: number;
  max_fen: number;
}

export interface RedPacketDailyGrabsTable {
  member_id: number;
  /** Beijing date. */
  grab_day: string;
  grabbed: Generated<number>;
}

export interface RedPacketGrabsTable {
  id: Generated<number>;
  member_id: number;
  grab_day: string;
  /** The deposits counted for this grab (the record's 'money'). */
  recharge_fen: number;
  amount_fen: number;
  created_at: string;
  /** Paid at once: equal to created_at. */
  used_at: string;
}

// ---------------------------------------------------------------- cards and wallets (0006)

/** A mainland bank a card may name (/api/banklist). */
export interface BanksTable {
  bank_name: string;
  /** Icon address, '' when the operator set none. */
  ico: Generated<string>;
  sort: Generated<number>;
}

/** A saved bank card (list_type 1), USDT wallet (2) or AnToken wallet (4). */
export interface SavedCardsTable {
  id: Generated<number>;
  member_id: number;
  /** CardListType. */
  list_type: number;
  /** Bank name, 'USDT' or 'antoken'. */
  bank: string;
  bank_address: Generated<string>;
  /** The whole card number or wallet address. */
  bank_no: string;
  /** Cardholder name, or the protocol (TRC20/ERC20) of a wallet. */
  bank_owner: string;
  created_at: string;
}

export type SavedCardRow = Selectable<SavedCardsTable>;

// ---------------------------------------------------------------- deposits and withdrawals (0007)

/** A withdrawal: its amount sits in the member's held account while state is pending (1). */
export interface WithdrawalsTable {
  id: Generated<number>;
  withdraw_no: string;
  member_id: number;
  amount_fen: number;
  /** MONEY_ORDER_STATE. */
  state: number;
  /** The saved card or wallet, copied at request time (a later unbind keeps the payout address). */
  card_id: number;
  list_type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  /** Crypto only: converted amount and fee in USDT, decimal text. */
  usdt_amount: string | null;
  usdt_fee: string | null;
  created_at: string;
  reviewed_at: string | null;
}

/** getPayRange per type (PAY_RANGE_TYPES), in fen. */
export interface PayRangesTable {
  type: string;
  min_fen: number;
  max_fen: number;
}

/** The platform's accounts members pay bank deposits into (/api/getpaybank). */
export interface ReceivingBankAccountsTable {
  id: Generated<number>;
  bank_name: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  /** 1 shown, 0 hidden. */
  status: Generated<number>;
  sort: Generated<number>;
  seed_key: string | null;
}

// ---------------------------------------------------------------- messages and agents (0008)

/** An in-site message (站内信); member_id null addresses every member. */
export interface MemberMessagesTable {
  id: Generated<number>;
  member_id: number | null;
  title: string;
  /** HTML, sanitised by the client. */
  content: string;
  created_at: string;
  /** Set on the welcome messages the seed owns; null on the back office's messages. */
  seed_key: string | null;
}

/** An application to the agent programme; approval sets members.isagent to 1. */
export interface AgentApplicationsTable {
  id: Generated<number>;
  member_id: number;
  mobile: string;
  apply_info: string;
  /** 1 pending review, 2 approved, 3 rejected. */
  state: number;
  created_at: string;
  reviewed_at: string | null;
}

// ---------------------------------------------------------------- rebates and VIP (0009)

/** A member's rebate for one Beijing day, platform and VIP rate column; paid when claimed. */
export interface RebatesTable {
  id: Generated<number>;
  member_id: number;
  /** Beijing day 'YYYY-MM-DD' of the bets. */
  day: string;
  platname: string;
  /** RebateCategory: the VIP rate column (realperson, sport, e_sport, joker, electron, lottery). */
  category: string;
  gamename: string;
  valid_bet_fen: number;
  rate_bp: number;
  money_fen: number;
  /** REBATE_STATE: 0 unclaimed, 1 claimed. */
  state: Generated<number>;
  created_at: string;
  /** Claim time; null while unclaimed. */
  updated_at: string | null;
  claim_transaction_id: number | null;
}

/** Where a member stands in the VIP rules (days are Beijing 'YYYY-MM-DD'); the level itself is members.vip. */
export interface MemberVipStateTable {
  member_id: number;
  level_reached_day: string | null;
  /** First day of the 90-day retention window; null at level 0. */
  window_start_day: string | null;
  window_turnover_fen: Generated<number>;
  /** Turnover towards the next promotion counts from this day (after a relegation); null: from the start. */
  promotion_turnover_since: string | null;
  last_evaluated_day: string | null;
  updated_at: string;
}

/** A claimed Idempotency-Key of a money-moving call (src/idempotency/); unique per member, call and key. */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  member_id: number;
  /** The contract's call key, e.g. 'transfer'. */
  call: string;
  idempotency_key: string;
  /** SHA-256 hex of method, path and canonical body, secrets left out. */
  fingerprint: string;
  state: 'processing' | 'done';
  /** HTTP status and body of the first answer; null while processing or when the call re-runs instead. */
  status_code: number | null;
  answer: string | null;
  /** When the claim was made, renewed while its request runs (a claim not renewed is a dead process's). */
  claimed_at: string;
  completed_at: string | null;
}
