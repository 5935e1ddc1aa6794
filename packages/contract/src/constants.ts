/** The business constants of part 1 §9 and part 2 §9 (plus a few codes their §2-§7 fix). */
import type { CardListType, DepositPaytype, GameCategory, PayRange, Protocol } from './entities.ts';
import { messages } from './messages.ts';

// ---------------------------------------------------------------- timings (ms)
export const REQUEST_TIMEOUT_MS = 30_000;
export const BALANCE_POLL_MS = 4_300;
export const BANNER_AUTOPLAY_MS = 3_000;
export const GAME_OPEN_LOADING_MS = 1_000;
export const HOME_NAV_DELAY_MS = 500;
export const MENU_NAV_DELAY_MS = 500;
export const DOWNLOAD_FRAME_REMOVE_MS = 2_000;
export const WITHDRAW_REDIRECT_MS = 1_500;
export const TRANSFER_POLL_MS = 1_500;
/** Bet record page: animated show/hide of the page body. */
export const BET_RECORD_BODY_ANIMATION_MS = 200;

// ---------------------------------------------------------------- captcha, lengths
export const CAPTCHA_LENGTH = 4;
/** 21 pre-made images; the shown one is random among the first 20. */
export const CAPTCHA_IMAGE_COUNT = 21;
export const CAPTCHA_RANDOM_POOL = 20;
export const ACCOUNT_MIN_LENGTH = 6;
export const ACCOUNT_MAX_LENGTH = 10;
export const REGISTER_PASSWORD_MIN_LENGTH = 8;
export const PAY_PASSWORD_LENGTH = 6;
/** Bank-card bind also accepts 6 to 18 characters. */
export const BIND_PAY_PASSWORD_MAX_LENGTH = 18;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const LOGIN_PASSWORD_MAX_LENGTH = 16;
export const CARD_NUMBER_MIN_LENGTH = 8;
export const CARD_NUMBER_MAX_LENGTH = 50;
export const CARDHOLDER_MAX_LENGTH = 50;
export const WALLET_ADDRESS_MIN = 26;
export const WALLET_ADDRESS_MAX = 42;
export const TRANSFER_AMOUNT_MAX_LENGTH = 50;

// ---------------------------------------------------------------- site and games
export const SITE_STATE = { maintenance: 0, normal: 1 } as const;
/** A game is listed only when its app_state is 1. */
export const GAME_LISTED = 1;
export const GAME_CATEGORIES: readonly GameCategory[] = ['realbet', 'joker', 'gaming', 'sport', 'lottery', 'concise'];

/**
 * The six home tabs by index. Mapping (the spec names the tabs and the categories, not the pairing):
 * sport = sports; realbet = live video (real dealers); concise = slots/electronic (the provider lists at
 * /concise, fishing included); lottery = lottery; joker = board/card games (part 2 names the VIP
 * column `joker` "board games"); gaming = e-sports.
 */
export const GAME_TAB_CATEGORIES: ReadonlyArray<{ index: number; category: GameCategory }> = [
  { index: 0, category: 'sport' },
  { index: 1, category: 'realbet' },
  /** Also carries the fixed fishing-game entry (/concise?gamecode=obgdy). */
  { index: 2, category: 'concise' },
  { index: 3, category: 'lottery' },
  { index: 4, category: 'joker' },
  { index: 5, category: 'gaming' },
];

export const PROVIDER_CODES = ['obgdy', 'fgdz', 'pp', 'ae', 'pg', 'fgfish'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];
/** Default provider of /concise; also the fishing-games entry. */
export const DEFAULT_PROVIDER_CODE: ProviderCode = 'obgdy';
/** getGameUrl defaults. */
export const DEFAULT_GAME_TYPE = 0;
export const IS_MOBILE_URL = 1;
/** Platforms opened in the in-app /gamePage without a getGameUrl call. */
export const IN_APP_GAME_PLATFORMS = ['avia', 'yb'] as const;
/** The landing page's live-casino entry. */
export const LANDING_LIVE_PLATFORM = 'ag';
export const LANDING_CAROUSEL_COUNT = 8;
/** bannerList type of the home carousel. */
export const HOME_BANNER_TYPE = 2;

// ---------------------------------------------------------------- articles
export const ARTICLE_TYPES = [1, 2, 3, 4, 5, 7, 8] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
/** Type 6 has no title. */
export const ARTICLE_TITLES: Readonly<Record<ArticleType, string>> = {
  1: '常见问题',
  2: '隐私政策',
  3: '免责说明',
  4: '联系我们',
  5: '代理加盟',
  7: '关于我们',
  8: '博彩责任',
};
/** Help-centre topic order: about us first. */
export const HELP_TOPIC_ORDER: readonly ArticleType[] = [7, 1, 2, 3, 4, 5, 8];

// ---------------------------------------------------------------- VIP
export const VIP_PERCENT_CAP = 100;
export const VIP_RETENTION_DAYS = 90;

// ---------------------------------------------------------------- cards and wallets
export const MAX_SAVED_CARDS = 5;
export const CARD_LIST_TYPES = { bank: 1, usdt: 2, antoken: 4 } as const satisfies Record<string, CardListType>;
/** /wallet?type= tabs (1 bank, 2 USDT, 3 AnToken) to getcard types. */
export const WALLET_TAB_CARD_TYPES: Readonly<Record<1 | 2 | 3, CardListType>> = { 1: 1, 2: 2, 3: 4 };
/** bindcard `bank` values for crypto entries. */
export const CRYPTO_BANK = { usdt: 'USDT', antoken: 'antoken' } as const;
export const PROTOCOLS: readonly Protocol[] = ['TRC20', 'ERC20'];
export const DEFAULT_PROTOCOL: Protocol = 'TRC20';
/** ERC20 is offered only for USDT. */
export const ANTOKEN_PROTOCOLS: readonly Protocol[] = ['TRC20'];
/** Display: last 4 digits of a bank card, last 10 characters of a wallet address. */
export const BANK_NO_TAIL = 4;
export const WALLET_NO_TAIL = 10;

// ---------------------------------------------------------------- deposits
export const DEFAULT_PAY_RANGE: Readonly<PayRange> = { min_price: 100, max_price: 10_000 };
export const QUICK_DEPOSIT_AMOUNTS = [100, 299, 499, 699, 999] as const;
export const DEPOSIT_WINDOW_MINUTES = 60;
/** Pay-way flags in the order the first enabled one is chosen. */
export const PAY_WAY_ORDER = ['antoken', 'card', 'usdt', 'wechat', 'alipay'] as const;
export type PayWayKey = (typeof PAY_WAY_ORDER)[number];
/** recharge paytype per pay way. */
export const DEPOSIT_PAYTYPES: Readonly<Record<PayWayKey, DepositPaytype>> = {
  antoken: 'antoken',
  card: 'bank',
  usdt: 'usdt',
  wechat: 'wxpay',
  alipay: 'alipay',
};
/** getPayRange type values. */
export const PAY_RANGE_TYPES = ['antoken', 'bank', 'wechat', 'alipay', 'usdt-erc20', 'usdt-trc20'] as const;
export type PayRangeType = (typeof PAY_RANGE_TYPES)[number];
/** payinfo message values recognised as order types. */
export const DEPOSIT_ORDER_TYPES = { antoken: 'antoken', usdt: 'usdtpay' } as const;

// ---------------------------------------------------------------- withdrawals and transfers
export { MIN_WITHDRAWAL_YUAN } from './withdrawal-limits.ts';
/** Withdrawal modes (qutype). */
export const WITHDRAWAL_MODES = { bank: 1, usdt: 2, antoken: 3 } as const;
export const PLATFORM_WALLET = 'userbalance';
export const FREE_TRANSFER = { off: 0, on: 1 } as const;
export const VENUE_GRID_DEFAULT_COUNT = 4;

// ---------------------------------------------------------------- lists and records
export const INFINITE_SCROLL_OFFSET = 300;
/** Rows a page. The spec leaves it open ("page size not shown"); our choice. */
export const PAGE_SIZE = 15;
/** Message centre tabs (/message?type=). */
export const MESSAGE_TABS = { announcements: 1, messages: 2 } as const;

/** Deposit and withdraw states (transaction rows). */
export const MONEY_ORDER_STATE = { unknown: 0, pending: 1, approved: 2, rejected: 3 } as const;
export const MONEY_ORDER_STATE_LABELS: Readonly<Record<number, string>> = messages.records.moneyOrderState;
/** Transfer-in/out states. */
export const TRANSFER_STATE = { failed: 0, success: 1, pending: 2, unknown: 3 } as const;
export const TRANSFER_STATE_LABELS: Readonly<Record<number, string>> = messages.records.transferState;
/** Activity application states (0 and 4 unspecified). */
export const ACTIVITY_APPLICATION_STATE = { pending: 1, approved: 2, rejected: 3 } as const;
export const ACTIVITY_APPLICATION_STATE_LABELS: Readonly<Record<number, string>> = messages.records.activityState;
/** Rebate row state: 0 not yet claimed, anything else claimed. */
export const REBATE_STATE = { unclaimed: 0, claimed: 1 } as const;
/** Bet row status. The spec gives the labels but not the values; this mapping is ours. */
export const BET_STATUS = { unsettled: 0, settled: 1, invalid: 2 } as const;
// Getters: the texts are read when shown, so they follow the member's language (i18n/activate-messages.ts).
export const BET_STATUS_LABELS: Readonly<Record<number, string>> = {
  get [BET_STATUS.unsettled]() { return messages.records.betStatus.unsettled; },
  get [BET_STATUS.settled]() { return messages.records.betStatus.settled; },
  get [BET_STATUS.invalid]() { return messages.records.betStatus.invalid; },
};

// ---------------------------------------------------------------- profile, time, red packets
export const EARLIEST_BIRTHDAY = '1980-01-01';
export const BEIJING_UTC_OFFSET_HOURS = 8;
/** Red-packet rules text: grabbing 10:00-12:00 Beijing time daily. */
export const RED_PACKET_GRAB_START = '10:00';
export const RED_PACKET_GRAB_END = '12:00';
export const RED_PACKET_GRAB_WINDOW = `${RED_PACKET_GRAB_START}-${RED_PACKET_GRAB_END}`;
/** Deposits counted from the previous day 12:00 to 10:00. */
export const RED_PACKET_DEPOSIT_FROM = '12:00';
export const RED_PACKET_DEPOSIT_TO = '10:00';

// ---------------------------------------------------------------- uploads (ours)
/** Multipart field name of /api/uploadimg. */
export const AVATAR_UPLOAD_FIELD = 'file';
/** The spec sets no size limit; 2 MB is ours. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/gif', 'image/png'] as const;
