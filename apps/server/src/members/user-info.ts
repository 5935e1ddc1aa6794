import { fenToYuan, vipLabel, type Flag, type UserInfo } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { balances } from '../ledger/accounts.ts';
import { readSiteSettings } from '../site/site-settings.ts';
import { findMemberById } from './members-repository.ts';

/** The full UserInfo of /api/user and /api/refreshusermoney; undefined when the member no longer exists. */
export async function userInfo(db: Kysely<Database>, memberId: number): Promise<UserInfo | undefined> {
  const [member, money, settings] = await Promise.all([findMemberById(db, memberId), balances(db, memberId), readSiteSettings(db)]);
  if (!member) return undefined;
  return {
    username: member.account,
    realname: member.realname,
    birthday: member.birthday,
    email: member.email,
    mobile: member.mobile,
    balance: fenToYuan(money.mainFen),
    gameblance: fenToYuan(money.venueFen),
    avatar: member.avatar,
    isblack: member.isblack as Flag,
    status: member.status as Flag,
    isagent: member.isagent as Flag,
    vip: member.vip,
    current_vip: vipLabel(member.vip),
    // The spec does not define next_vip's format: the label of the level above, like current_vip.
    next_vip: vipLabel(member.vip + 1),
    paysum: fenToYuan(member.paysum_fen),
    usdtrate: settings.usdtrate,
    transferstatus: member.transferstatus as Flag,
    withdrawcashfee: settings.withdrawcashfee,
    withdrawfeeusdttrc: settings.withdrawfeeusdttrc,
    withdrawusdtrate: settings.withdrawusdtrate,
  };
}
