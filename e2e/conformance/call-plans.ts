/**
 * What the checker sends each call, and what it expects. Safe against a live back end: read-only
 * calls run in full; calls that move money or create records only with payloads every back end must
 * refuse (zero amounts, a wrong password, ids that cannot exist); the rest are skipped with the reason.
 */
import { ARTICLE_TYPES, DEFAULT_DATE_FILTER, DEFAULT_TRANSACTION_TYPE, HOME_BANNER_TYPE, PROVIDER_CODES, type CallKey } from '@lobby/contract';

/** Values read from earlier answers, for calls that need a real id. */
export interface Found {
  activityId?: number;
  platname?: string;
}

/** read: must succeed and match the schema; refused: must answer the envelope with a code other than 200. */
export type CallPlan =
  | { kind: 'read'; payload: (found: Found) => object | string }
  | { kind: 'refused'; payload: object }
  | { kind: 'skip'; reason: string };

const read = (payload: object = {}): CallPlan => ({ kind: 'read', payload: () => payload });
const refused = (payload: object): CallPlan => ({ kind: 'refused', payload });
const skip = (reason: string): CallPlan => ({ kind: 'skip', reason });
const records = { date: DEFAULT_DATE_FILTER, page: 1, api_type: '' };

/** logoff is not here: the checker runs it last, to end its own session. */
export const callPlans: Record<Exclude<CallKey, 'logoff' | 'login_pc'>, CallPlan> = {
  getVisitUrl: read(),
  gameList: read({ category: '' }),
  app: read(),
  user: read(),
  balance: read(),
  getGameUrl: skip('launching a game may move the wallet into the venue (free-transfer mode)'),
  bannerList: read({ type: HOME_BANNER_TYPE }),
  homenotice: read(),
  balancelist: read(),
  balancelist2: read(),
  register: refused({ name: 'x', password: '1', confirmPass: '2', realname: '', paypassword: '', code: '' }),
  activitytype: read(),
  activitylist: read({ type: '', page: 1 }),
  activitydeatil: {
    kind: 'read',
    payload: (found) => (found.activityId === undefined ? 'no offer listed' : { id: found.activityId }),
  },
  doactivityapply: refused({ activityid: 0, amount: 0 }),
  getservicerurl: read(),
  getAgentLoginUrl: read(),
  userredpacket: read({ page: 1 }),
  douserredpacket: skip('grabbing a red packet credits money'),
  uploadimg: skip('would replace the member’s avatar'),
  uservip: read(),
  transall: skip('recovers every venue balance into the main wallet'),
  article: read({ type: ARTICLE_TYPES[0] }),
  gamelistBycode: read({ gamecode: PROVIDER_CODES[0] }),
  updateuserinfo: skip('would overwrite the member’s profile'),
  editPassword: refused({ password: '', paypassword: 'abcd1234', newpasword: 'abcd1234' }),
  editPayPassword: refused({ password: '', paypassword: '123456', newpasword: '123456' }),
  getcard: read({ type: 1 }),
  delcard: refused({ id: 0, pay_pass: '' }),
  bindcard: refused({ bank: '', bank_no: '', bank_owner: '', pay_pass: '' }),
  banklist: read(),
  get_pay_way: read(),
  getPayRange: read({ type: 'bank' }),
  getpaybank: read(),
  recharge: refused({ paytype: 'bank', amount: 0 }),
  payinfo: refused({ deposit_no: 'conformance-no-such-order' }),
  getBetAmount: read(),
  withdraw: refused({ amount: 0, bank: 0, password: '' }),
  transfer: refused({ amount: 0, sourcetype: 'userbalance', targettype: 'userbalance' }),
  refreshusermoney: read(),
  uptransferstatus: skip('would change the member’s transfer mode'),
  userapimoney: {
    kind: 'read',
    payload: (found) => (found.platname === undefined ? 'no venue wallet listed' : {}),
  },
  applyagentdo: refused({ mobile: '', apply_info: '' }),
  noticeList: read({ page: 1 }),
  betrecord: read(records),
  gettransrecord: read({ ...records, type: DEFAULT_TRANSACTION_TYPE }),
  getfanshui: read({ ...records, type: '' }),
  dofanshui: skip('claims pending rebates into the main wallet'),
  activityApplyLog: read({ page: 1 }),
  redpacket: read({ page: 1 }),
};
