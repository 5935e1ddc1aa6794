/** Promotions: offers and their applications, red packets and the VIP table. */
import type { Activity, UserRedPacket, VipLevel } from '../entities.ts';
import type { CallSchemas } from './calls.ts';
import { rowList } from './entities.ts';
import { anyOf, array, empty, extension, flag, integer, money, nullValue, number, object, optional, string, time, type Schema } from './schema.ts';
import { wire, wireAmount, wireInteger } from './wire-forms.ts';

const activity: Schema<Activity> = object({
  id: integer(),
  title: string(),
  banner: string(),
  created_at: time(),
  state: integer(),
  content: string({ description: 'HTML' }),
  memo: string(),
  can_apply: flag(),
});

const userRedPacket: Schema<UserRedPacket> = object({
  sendnums: integer(),
  acquirednum: integer(),
  max_times: integer(),
  rules: array(
    object({ start_time: string(), end_time: string(), day_flow: money(), flow_money: money(), recharge: money() }),
  ),
});

// `level` is Lobby's addition: the spec finds the member's entry by its position in the list (part 2 §4).
const vipLevel: Schema<VipLevel> = object({
  level: optional(extension(integer())),
  recharge: money(),
  flow: money(),
  status: integer(),
  realperson: number(),
  sport: number(),
  e_sport: number(),
  joker: number(),
  electron: number(),
  lottery: number(),
});

export const promotionSchemas = {
  activitytype: { request: empty(), response: array(object({ id: integer(), name: string() })) },
  activitylist: {
    // Part 1 §7 sends only `type` and reads only the `data.data` list: paging is Lobby's addition.
    request: object({ type: optional(wire(anyOf(integer(), string()), { kind: 'integer' })), page: optional(wire(extension(integer()), { kind: 'integer' })) }),
    response: rowList(activity),
  },
  activitydeatil: { request: object({ id: wireInteger() }), response: activity },
  doactivityapply: { request: object({ activityid: wireInteger(), amount: wireAmount() }), response: nullValue() },
  // Part 2's record summary sends a page that changes nothing here.
  userredpacket: { request: object({ page: optional(wire(integer(), { kind: 'page' })) }), response: userRedPacket },
  douserredpacket: { request: empty(), response: object({ redpacketmoney: money() }) },
  uservip: { request: empty(), response: array(vipLevel) },
} satisfies Partial<CallSchemas>;
