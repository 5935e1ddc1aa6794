/**
 * Every call of part 1 §7 and part 2 §7, once each (a call in both parts carries the union of its
 * payload fields). Keyed by the path's own name; `gameList` (/api/game/list) is the one exception.
 * Paths and field names are kept exactly as the spec writes them, misspellings included.
 */
import type {
  Activity,
  ActivityApplication,
  ActivityApplicationRow,
  ActivityType,
  AgentApplication,
  AppInfo,
  ArticleResult,
  BalanceResult,
  Bank,
  Banner,
  BetAmount,
  BetRecordRow,
  BindCardPayload,
  CardListType,
  DepositOrder,
  Flag,
  Game,
  GameTile,
  GrabResult,
  LoginPayload,
  LoginResult,
  Notice,
  Paged,
  RowList,
  PasswordChangePayload,
  PayRange,
  PayWay,
  Platform,
  ProfileUpdatePayload,
  RebateRecords,
  RechargePayload,
  RechargeResult,
  ReceivingAccount,
  RedPacketRow,
  RegisterPayload,
  RegisterResult,
  SavedCard,
  TransactionRow,
  TransferPayload,
  UrlResult,
  UserInfo,
  UserRedPacket,
  VenueWallet,
  VipLevel,
  WithdrawPayload,
} from './entities.ts';

type HttpMethod = 'GET' | 'POST';

/**
 * none: public. optional: public, personalised when a valid token is sent (uservip).
 * member: the server answers HTTP 401 without a valid token.
 */
export type CallAuth = 'none' | 'optional' | 'member';

/** One call. Req and Res are phantom: they exist for the type checker only. */
export interface CallDef<Req, Res, M extends HttpMethod = HttpMethod> {
  readonly method: M;
  readonly path: string;
  readonly auth: CallAuth;
  /** Phantom, never set. */
  readonly __req?: Req;
  /** Phantom, never set. */
  readonly __res?: Res;
}

// Overloads keep each call's method as a literal type: the server types a GET call's query string and a POST call's body.
function defineCall<Req, Res>(method: 'GET', path: string, auth: CallAuth): CallDef<Req, Res, 'GET'>;
function defineCall<Req, Res>(method: 'POST', path: string, auth: CallAuth): CallDef<Req, Res, 'POST'>;
function defineCall<Req, Res>(method: HttpMethod, path: string, auth: CallAuth): CallDef<Req, Res> {
  return Object.freeze({ method, path, auth });
}

/** The payload (GET: query string; POST: JSON body, or multipart for uploadimg). */
export type RequestOf<C> = C extends CallDef<infer Req, unknown> ? Req : never;
/** The envelope's `data` on success. */
export type ResponseOf<C> = C extends CallDef<unknown, infer Res> ? Res : never;

/** A call without payload: the client sends `{}` (POST) or nothing (GET). */
export type EmptyPayload = Record<string, never>;
/** Filter payload shared by the record lists: date code, page, platform ('' = all platforms). */
export interface RecordQuery {
  date: number;
  page: number;
  api_type: string;
}

/** uploadimg is multipart: one file field named 'file' (AVATAR_UPLOAD_FIELD). */
export interface UploadImagePayload {
  file: unknown;
}

export const api = {
  // ------------------------------------------------------------ part 1 §7
  getVisitUrl: defineCall<EmptyPayload, UrlResult>('GET', '/api/getVisitUrl', 'none'),
  /** category is sent empty: every category at once. */
  gameList: defineCall<{ category?: string }, Game[]>('GET', '/api/game/list', 'none'),
  app: defineCall<EmptyPayload, AppInfo>('POST', '/api/app', 'none'),
  user: defineCall<EmptyPayload, UserInfo>('POST', '/api/user', 'member'),
  balance: defineCall<EmptyPayload, BalanceResult>('POST', '/api/balance', 'member'),
  /** Optional: a client with an expired token still logs out cleanly. data is null (our choice). */
  logoff: defineCall<EmptyPayload, null>('POST', '/api/logoff', 'optional'),
  /** game_type defaults to 0; is_mobile_url is always 1. avia and yb are never launched this way. */
  getGameUrl: defineCall<
    { plat_name: string; game_type?: number | string; game_code?: string; is_mobile_url: 1 },
    UrlResult
  >('POST', '/api/getGameUrl', 'member'),
  /** type 2 = the home carousel. */
  bannerList: defineCall<{ type: number }, Banner[]>('POST', '/api/bannerList', 'none'),
  /** A list of notice texts. */
  homenotice: defineCall<EmptyPayload, string[]>('POST', '/api/homenotice', 'none'),
  /** Venue names without balances (the light list). */
  balancelist: defineCall<EmptyPayload, Platform[]>('POST', '/api/balancelist', 'member'),
  /** Venues with balances. */
  balancelist2: defineCall<EmptyPayload, VenueWallet[]>('POST', '/api/balancelist2', 'member'),
  login_pc: defineCall<LoginPayload, LoginResult>('POST', '/api/login_pc', 'none'),
  register: defineCall<RegisterPayload, RegisterResult>('POST', '/api/register', 'none'),
  activitytype: defineCall<EmptyPayload, ActivityType[]>('POST', '/api/activitytype', 'none'),
  /** type omitted or '' = all offers; answers data.data (a page). */
  activitylist: defineCall<{ type?: number | string; page?: number }, RowList<Activity>>(
    'POST',
    '/api/activitylist',
    'none',
  ),
  /** Optional: can_apply may depend on the member. */
  activitydeatil: defineCall<{ id: number }, Activity>('POST', '/api/activitydeatil', 'optional'),
  /** The answer's message is shown; data is null (our choice). */
  doactivityapply: defineCall<ActivityApplication, null>('POST', '/api/doactivityapply', 'member'),
  getservicerurl: defineCall<EmptyPayload, UrlResult>('POST', '/api/getservicerurl', 'none'),
  getAgentLoginUrl: defineCall<EmptyPayload, UrlResult>('GET', '/api/getAgentLoginUrl', 'none'),
  /** Part 2 adds an optional page (the red-packet record summary). */
  userredpacket: defineCall<{ page?: number }, UserRedPacket>('GET', '/api/userredpacket', 'member'),
  douserredpacket: defineCall<EmptyPayload, GrabResult>('POST', '/api/douserredpacket', 'member'),
  /** Multipart. Answers the new avatar address (our choice); clients refresh user info anyway. */
  uploadimg: defineCall<UploadImagePayload, { avatar: string }>('POST', '/api/uploadimg', 'member'),
  uservip: defineCall<EmptyPayload, VipLevel[]>('POST', '/api/uservip', 'optional'),
  /** Recovers every venue balance to the platform wallet; the message is shown. */
  transall: defineCall<EmptyPayload, null>('POST', '/api/transall', 'member'),
  /** type: ARTICLE_TYPES. */
  article: defineCall<{ type: number }, ArticleResult>('POST', '/api/article', 'none'),
  gamelistBycode: defineCall<{ gamecode: string }, GameTile[]>('POST', '/api/gamelistBycode', 'none'),

  // ------------------------------------------------------------ part 2 §7
  updateuserinfo: defineCall<ProfileUpdatePayload, null>('POST', '/api/updateuserinfo', 'member'),
  editPassword: defineCall<PasswordChangePayload, null>('POST', '/api/editPassword', 'member'),
  editPayPassword: defineCall<PasswordChangePayload, null>('POST', '/api/editPayPassword', 'member'),
  getcard: defineCall<{ type: CardListType }, SavedCard[]>('POST', '/api/getcard', 'member'),
  delcard: defineCall<{ id: number; pay_pass: string }, null>('POST', '/api/delcard', 'member'),
  bindcard: defineCall<BindCardPayload, null>('POST', '/api/bindcard', 'member'),
  banklist: defineCall<EmptyPayload, Bank[]>('POST', '/api/banklist', 'member'),
  get_pay_way: defineCall<EmptyPayload, PayWay>('GET', '/api/get_pay_way', 'member'),
  /** type: PAY_RANGE_TYPES. */
  getPayRange: defineCall<{ type: string }, PayRange>('POST', '/api/getPayRange', 'member'),
  getpaybank: defineCall<EmptyPayload, ReceivingAccount[]>('POST', '/api/getpaybank', 'member'),
  /** message holds the deposit number for non-bank methods; data repeats it (our choice). */
  recharge: defineCall<RechargePayload, RechargeResult>('POST', '/api/recharge', 'member'),
  payinfo: defineCall<{ deposit_no: string }, DepositOrder>('POST', '/api/payinfo', 'member'),
  getBetAmount: defineCall<EmptyPayload, BetAmount>('POST', '/api/getBetAmount', 'member'),
  withdraw: defineCall<WithdrawPayload, null>('POST', '/api/withdraw', 'member'),
  transfer: defineCall<TransferPayload, null>('POST', '/api/transfer', 'member'),
  /** data is the new user info. */
  refreshusermoney: defineCall<EmptyPayload, UserInfo>('POST', '/api/refreshusermoney', 'member'),
  uptransferstatus: defineCall<{ transferstatus: Flag }, null>('POST', '/api/uptransferstatus', 'member'),
  /** Refreshes one venue's balance; answers that venue (our choice). */
  userapimoney: defineCall<EmptyPayload, VenueWallet>('POST', '/api/userapimoney/:platname', 'member'),
  applyagentdo: defineCall<AgentApplication, null>('POST', '/api/applyagentdo', 'member'),
  noticeList: defineCall<{ page: number }, Paged<Notice>>('POST', '/api/noticeList', 'member'),
  betrecord: defineCall<RecordQuery, Paged<BetRecordRow>>('POST', '/api/betrecord', 'member'),
  /** type: TRANSACTION_TYPES. */
  gettransrecord: defineCall<RecordQuery & { type: number }, Paged<TransactionRow>>(
    'POST',
    '/api/gettransrecord',
    'member',
  ),
  /** type is sent empty. */
  getfanshui: defineCall<RecordQuery & { type?: string }, RebateRecords>('POST', '/api/getfanshui', 'member'),
  /** Claims every pending rebate; the message is shown. */
  dofanshui: defineCall<EmptyPayload, null>('POST', '/api/dofanshui', 'member'),
  activityApplyLog: defineCall<{ page: number }, Paged<ActivityApplicationRow>>(
    'POST',
    '/api/activityApplyLog',
    'member',
  ),
  redpacket: defineCall<{ page: number }, Paged<RedPacketRow>>('POST', '/api/redpacket', 'member'),
} as const;

export type Api = typeof api;
export type CallKey = keyof Api;

/** Every call as [key, def], for the conformance checker and route registration. */
export const allCalls = Object.entries(api) as Array<[CallKey, Api[CallKey]]>;

/**
 * Fills the `:name` segments of a call's path, URL-encoded. Throws when a named segment has no
 * value: that is a programming error, not user input.
 */
export function callPath(
  call: Pick<CallDef<unknown, unknown>, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`callPath: missing ${name} for ${call.path}`);
    return encodeURIComponent(String(value));
  });
}
