/**
 * The entities of part 1 §3 and part 2 §3, with the spec's own field names (misspellings kept:
 * `gameblance`). Money is a JSON number in yuan with at most 2 decimals; times are
 * 'YYYY-MM-DD HH:mm:ss' in Beijing time; 0/1 flags are numbers.
 */

/** A 0/1 switch as the spec writes it. */
export type Flag = 0 | 1;

// ---------------------------------------------------------------- app, games, banners (part 1)

export interface AppInfo {
  title: string;
  /** 1 normal, 0 maintenance (only repair_tips is shown). */
  site_state: Flag;
  repair_tips: string;
  /** 1 shows the app download banner on home. */
  app_state: Flag;
  ios_download_url: string;
  /** 1 shows the welcome popup. */
  index_modal: Flag;
  /** HTML for the welcome popup; empty shows host and backup lines instead. */
  webcontent: string;
  /** 1 shows the floating red-packet icon and opens /hongbao. */
  redpacket_switch: Flag;
  site_logo: string;
}

/** The six game categories (part 1 §3, §9); see GAME_TAB_CATEGORIES for the home tabs. */
export type GameCategory = 'realbet' | 'joker' | 'gaming' | 'sport' | 'lottery' | 'concise';

export interface Game {
  category_id: GameCategory;
  /** 1 means listed; other values are not shown. */
  app_state: number;
  platform_name: string;
  game_code: string;
  name: string;
  mobile_img: string;
}

/** A tile of a provider's game list (/concise?gamecode=). */
export interface GameTile {
  gamename: string;
  gamepic: string;
  catecode: string;
  gamecode: string;
}

export interface Banner {
  src: string;
  /**
   * Lobby addition: where a tap on the banner leads, an in-app path ('/activityInfo?id=3'); '' for a
   * banner that is only a picture; absent from a back end that knows no such field.
   */
  link?: string;
}

/** Local configs: the backup lines shown in the welcome popup. */
export interface SiteConfig {
  urlList: string[];
}

// ---------------------------------------------------------------- member

/** Current user: union of part 1 §3 and part 2 §3. */
export interface UserInfo {
  username: string;
  realname: string;
  /** YYYY-MM-DD, empty when not set. */
  birthday: string;
  email: string;
  mobile: string;
  /** Platform wallet, yuan. */
  balance: number;
  /** Game wallets together, yuan (spelling kept). */
  gameblance: number;
  avatar: string;
  /** 1 = blacklisted: forced out. */
  isblack: Flag;
  /** 0 = disabled: forced out; 1 = normal. */
  status: Flag;
  /** 0 shows the agent-application entry. */
  isagent: Flag;
  /** VIP level (the number after P in current_vip). */
  vip: number;
  /** 'P' followed by the level, e.g. 'P1'. */
  current_vip: string;
  /** The next level's label, e.g. 'P2' (format not shown; we mirror current_vip). */
  next_vip: string;
  /** Cumulative deposit, yuan. */
  paysum: number;
  /** Deposit reference rate: yuan per USDT. */
  usdtrate: number;
  /** 1 = free-transfer mode on. */
  transferstatus: Flag;
  /** ERC20 withdrawal fee, USDT. */
  withdrawcashfee: number;
  /** TRC20 withdrawal fee, USDT. */
  withdrawfeeusdttrc: number;
  /** Withdrawal exchange rate: yuan per USDT. */
  withdrawusdtrate: number;
}

/** data of POST /api/balance. */
export interface BalanceResult {
  balance: number;
  gameblance: number;
}

export interface LoginPayload {
  name: string;
  password: string;
  /** The captcha; checked in the browser against the shown image. */
  code: string;
}

export interface LoginResult {
  new_api_token: string;
}

export interface RegisterPayload {
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  paypassword: string;
  code: string;
  /** Introducer (referrer) id, optional. */
  pid?: string;
}

export interface RegisterResult {
  api_token: string;
}

/** Login password or payment password change: `paypassword` is the NEW one (name kept). */
export interface PasswordChangePayload {
  /** Current password. */
  password: string;
  /** New password. */
  paypassword: string;
  /** Confirmation of the new password (spelling kept). */
  newpasword: string;
}

export interface ProfileUpdatePayload {
  email: string;
  mobile: string;
  birthday: string;
}

// ---------------------------------------------------------------- wallets and balances

/** A balance line of the side drawer (part 1): a platform and its balance. */
interface BalanceListEntry {
  name: string;
  balance: number;
}

/** A platform as /api/balancelist answers it; 'All platforms' is added locally with platname ''. */
export interface Platform {
  name: string;
  platname: string;
}

/** A game-venue wallet (/api/balancelist2, /api/userapimoney/:platname). */
export interface VenueWallet extends BalanceListEntry {
  platname: string;
}

// ---------------------------------------------------------------- promotions, red packets, VIP

export interface ActivityType {
  id: number;
  name: string;
}

export interface Activity {
  id: number;
  title: string;
  banner: string;
  created_at: string;
  /** Only state 1 is shown in the list. */
  state: number;
  /** HTML. */
  content: string;
  memo: string;
  /** 1 offers the sign-up button to a member. */
  can_apply: Flag;
}

export interface ActivityApplication {
  activityid: number;
  /** Digits only (part 1 §5). */
  amount: number;
}

/**
 * VIP level entry: union of part 1 (recharge, flow, status) and part 2 (rebate percentages).
 * An entry's level is its position in the list (part 2 §4: "the recharge of the user's level entry"):
 * the first entry is P0. See vipLevelEntries.
 */
export interface VipLevel {
  /** Lobby extension: the level, equal to the entry's position; the app never reads it. */
  level?: number;
  /** Required cumulative deposit, yuan. */
  recharge: number;
  /** Required turnover, yuan. */
  flow: number;
  /** 1 means shown. */
  status: number;
  /** Maximum rebate percentages per game family. */
  realperson: number;
  sport: number;
  e_sport: number;
  /** Board games. */
  joker: number;
  /** Slots. */
  electron: number;
  lottery: number;
}

export interface RedPacketRule {
  start_time: string;
  end_time: string;
  day_flow: number;
  flow_money: number;
  recharge: number;
}

/** GET /api/userredpacket. */
export interface UserRedPacket {
  /** Remaining grabs; the grab is blocked when <= 0. */
  sendnums: number;
  acquirednum: number;
  max_times: number;
  rules: RedPacketRule[];
}

export interface GrabResult {
  redpacketmoney: number;
}

export interface ArticleResult {
  /** HTML. */
  content: string;
}

// ---------------------------------------------------------------- cards and deposits (part 2)

/** getcard type: 1 bank, 2 USDT, 4 AnToken. */
export type CardListType = 1 | 2 | 4;

export interface SavedCard {
  id: number;
  /** Bank name, or 'USDT', or 'antoken'. */
  bank: string;
  bank_address: string;
  /** Cardholder name; for crypto the protocol (anything but ERC20 reads as TRC20). */
  bank_owner: string;
  /** Card number or wallet address. */
  bank_no: string;
  ico: string;
}

export interface BindCardPayload {
  /** Bank name, 'USDT' or 'antoken'. */
  bank: string;
  bank_no: string;
  /** Cardholder name, or the protocol for crypto. */
  bank_owner: string;
  pay_pass: string;
  /** Bank cards only. */
  bank_address?: string;
}

export interface Bank {
  bank_name: string;
}

/** Deposit methods enabled by the server (1 = enabled); `rengong` is forced on locally. */
export interface PayWay {
  antoken: Flag;
  card: Flag;
  usdt: Flag;
  wechat: Flag;
  alipay: Flag;
}

export interface PayRange {
  min_price: number;
  max_price: number;
}

/** A platform receiving account for bank deposits. */
export interface ReceivingAccount {
  bank_no: string;
  bank_owner: string;
  bank_data: { bank_name: string };
  bank_address: string;
}

export type DepositPaytype = 'bank' | 'usdt' | 'antoken' | 'wxpay' | 'alipay';
export type Protocol = 'TRC20' | 'ERC20';

export interface RechargePayload {
  paytype: DepositPaytype;
  amount: number;
  /** Bank deposits: bank type; AnToken: 'antoken'. */
  bank?: string;
  bank_address?: string;
  bank_no?: string;
  /** Bank deposits: depositor name. */
  bank_owner?: string;
  /** USDT deposits: the protocol. */
  catepay?: Protocol;
}

/**
 * data of POST /api/recharge. The spec reads the deposit number from `message` (non-bank methods),
 * and so does the app first.
 */
export interface RechargeResult {
  /** Lobby extension: the deposit number again, read only when the message is not one. */
  deposit_no?: string;
}

/** POST /api/payinfo; the envelope's message gives the order type ('antoken', 'usdtpay', ...). */
export interface DepositOrder {
  deposit_no: string;
  info: {
    /** Yuan. */
    amount: number;
    /** Approximate USDT amount. */
    real_money: number;
    created_at: string;
    paytype: string;
  };
  cardlist: {
    /** Receiving address. */
    mch_id: string;
    /** Protocol. */
    content: string;
    payimg: string;
  };
  qrcode: string;
  /** AnToken pay address. */
  url: string;
}

export interface BetAmount {
  /** Required turnover (打码量), yuan. */
  bet_amount: number;
}

export interface WithdrawPayload {
  amount: number;
  /** The saved account's id. */
  bank: number;
  /** The payment password. */
  password: string;
}

export interface TransferPayload {
  amount: number;
  /** platname, or 'userbalance' for the platform wallet. */
  sourcetype: string;
  targettype: string;
}

export interface AgentApplication {
  mobile: string;
  apply_info: string;
}

// ---------------------------------------------------------------- messages and records

export interface Notice {
  title: string;
  /** HTML. */
  content: string;
  created_at: string;
}

/**
 * Paged list; PAGE_SIZE rows a page (part 2 §3: data, total, last_page). The app reads every paged
 * answer through readPage (apps/web src/lib/read-answer.ts).
 */
export interface Paged<T> {
  data: T[];
  total: number;
  last_page: number;
  /** Lobby extension: the page answered; the app pages by the page it asked for instead. */
  current_page?: number;
}

/**
 * A list the spec promises only as `data.data` (activitylist, part 1 §7, which names no page). Lobby
 * pages it when a `page` is asked for and then adds the paging figures; without them the answer is
 * the whole list.
 */
export interface RowList<T> {
  data: T[];
  /** Lobby extension: the rows of every page together. */
  total?: number;
  /** Lobby extension: the last page. */
  last_page?: number;
  /** Lobby extension: the page answered. */
  current_page?: number;
}

export interface BetRecordRow {
  bet_id: string;
  bet_amount: number;
  /** Payout. */
  win_loss: number;
  Code: string;
  playname: string;
  /** Bet content. */
  playmemo: string;
  /** See BET_STATUS (the mapping is our choice). */
  status: number;
  bet_time: string;
}

export interface TransactionRow {
  /** Deposit and withdraw rows only. */
  out_trade_no?: string;
  amount: number;
  pay_way: string;
  state: number;
  created_at: string;
}

export interface RebateRow {
  gamename: string;
  money: number;
  created_at: string;
  /** Claim time when state is not 0. */
  updated_at: string;
  /** 0 = not yet claimed. */
  state: number;
}

/** data of POST /api/getfanshui. */
export interface RebateRecords {
  list: Paged<RebateRow>;
  /** Total claimed, yuan. */
  jisuan: number;
  /** Pending, yuan. */
  nojisuan: number;
}

export interface ActivityApplicationRow {
  activity_name: string;
  created_at: string;
  state: number;
}

export interface RedPacketRow {
  /** Recharge amount. */
  money: number;
  redpacketmoney: number;
  created_at: string;
  /** Claim time. */
  usetime: string;
}

/** A `{ url }` answer (visit url, game url, service url, agent login url). */
export interface UrlResult {
  url: string;
}
