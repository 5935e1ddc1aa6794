/** Messages and the record lists: bets, transactions, rebates, applications, red packets. */
import type { ActivityApplicationRow, BetRecordRow, Notice, RebateRecords, RedPacketRow, TransactionRow } from '../entities.ts';
import type { CallSchemas } from './calls.ts';
import { paged, recordQueryFields } from './entities.ts';
import { TEXT_LIMITS as L } from '../rules/wire.ts';
import { empty, integer, money, nullValue, object, optional, string, time, type Schema } from './schema.ts';
import { wireInteger, wireText } from './wire-forms.ts';

const notice: Schema<Notice> = object({ title: string(), content: string({ description: 'HTML' }), created_at: time() });

const betRecordRow: Schema<BetRecordRow> = object({
  bet_id: string(),
  bet_amount: money(),
  win_loss: money(),
  Code: string(),
  playname: string(),
  playmemo: string(),
  status: integer(),
  bet_time: time(),
});

const transactionRow: Schema<TransactionRow> = object({
  out_trade_no: optional(string()),
  amount: money(),
  pay_way: string(),
  state: integer(),
  created_at: time(),
});

const rebateRecords: Schema<RebateRecords> = object({
  list: paged(object({ gamename: string(), money: money(), created_at: time(), updated_at: string(), state: integer() })),
  jisuan: money(),
  nojisuan: money(),
});

const applicationRow: Schema<ActivityApplicationRow> = object({ activity_name: string(), created_at: time(), state: integer() });

const redPacketRow: Schema<RedPacketRow> = object({
  money: money(),
  redpacketmoney: money(),
  created_at: time(),
  usetime: string(),
});

const pageQuery = object({ page: wireInteger() });

export const recordSchemas = {
  noticeList: { request: pageQuery, response: paged(notice) },
  betrecord: { request: object(recordQueryFields), response: paged(betRecordRow) },
  gettransrecord: { request: object({ ...recordQueryFields, type: wireInteger() }), response: paged(transactionRow) },
  getfanshui: { request: object({ ...recordQueryFields, type: optional(wireText(L.code)) }), response: rebateRecords },
  dofanshui: { request: empty(), response: nullValue() },
  activityApplyLog: { request: pageQuery, response: paged(applicationRow) },
  redpacket: { request: pageQuery, response: paged(redPacketRow) },
} satisfies Partial<CallSchemas>;
