/** Schemas of the entities that more than one domain answers. */
import type { Paged, RowList, UrlResult, UserInfo, VenueWallet } from '../entities.ts';
import { TEXT_LIMITS as L } from '../rules/wire.ts';
import { array, extension, flag, integer, money, number, object, optional, string, type Schema } from './schema.ts';
import { wire, wireInteger } from './wire-forms.ts';

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

/** A paged list. Part 2 §3 promises data, total and last_page; `current_page` is Lobby's addition. */
export function paged<T>(row: Schema<T>): Schema<Paged<T>> {
  return object({ data: array(row), total: integer(), last_page: integer(), current_page: optional(extension(integer())) });
}

/** A list whose call promises only the `data.data` rows (activitylist, part 1 §7): the paging figures are additions. */
export function rowList<T>(row: Schema<T>): Schema<RowList<T>> {
  const figure = () => optional(extension(integer()));
  return object({ data: array(row), total: figure(), last_page: figure(), current_page: figure() });
}

/** The filter of the record lists (RecordQuery); `api_type` null reads as '' (every platform). */
export const recordQueryFields = {
  date: wireInteger(),
  page: wireInteger(),
  api_type: wire(string(), { kind: 'text', limit: L.code, nullable: true }),
};
