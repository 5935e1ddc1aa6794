/** Schemas of the entities that more than one domain answers. */
import type { Paged, UrlResult, UserInfo, VenueWallet } from '../entities.ts';
import { array, extension, flag, integer, money, number, object, optional, string, type Schema } from './schema.ts';

export const urlResult: Schema<UrlResult> = object({ url: string() });

export const userInfo: Schema<UserInfo> = object({
  username: string(),
  realname: string(),
  birthday: string(),
  email: string(),
  mobile: string(),
  balance: money(),
  gameblance: money(),
  avatar: string(),
  isblack: flag(),
  status: flag(),
  isagent: flag(),
  vip: integer(),
  current_vip: string(),
  next_vip: string(),
  paysum: money(),
  usdtrate: number(),
  transferstatus: flag(),
  withdrawcashfee: number(),
  withdrawfeeusdttrc: number(),
  withdrawusdtrate: number(),
});

export const venueWallet: Schema<VenueWallet> = object({ name: string(), balance: money(), platname: string() });

/**
 * A paged list. Part 2 §3 promises data, total and last_page; `current_page` is Lobby's addition.
 * `rowsOnly`: the call's table promises only the `data.data` list (activitylist, part 1 §7), so the
 * totals are additions too.
 */
export function paged<T>(row: Schema<T>, { rowsOnly = false } = {}): Schema<Paged<T>> {
  const total = (schema: Schema<number>) => (rowsOnly ? extension(schema) : schema);
  return object({ data: array(row), total: total(integer()), last_page: total(integer()), current_page: optional(extension(integer())) });
}

/** The filter of the record lists (RecordQuery). */
export const recordQueryFields = { date: integer(), page: integer(), api_type: string() };
