/** Schemas of the entities that more than one domain answers. */
import type { Paged, UrlResult, UserInfo, VenueWallet } from '../entities.ts';
import { array, flag, integer, money, number, object, optional, string, type Schema } from './schema.ts';

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

export function paged<T>(row: Schema<T>): Schema<Paged<T>> {
  return object({ data: array(row), total: integer(), last_page: integer(), current_page: optional(integer()) });
}

/** The filter of the record lists (RecordQuery). */
export const recordQueryFields = { date: integer(), page: integer(), api_type: string() };
