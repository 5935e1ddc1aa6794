/**
 * Typed builders of the contract's entities for the web tests: each fills every field with a neutral
 * value (nothing switched on, no money, no text), and a test names only what it is about.
 */
import type { Activity, AppInfo, Game, Paged, SavedCard, UserInfo, VipLevel } from '@lobby/contract';

/** The member as the user store keeps it. */
export function member(fields: Partial<UserInfo> = {}): UserInfo {
  return {
    username: '', realname: '', birthday: '', email: '', mobile: '', avatar: '',
    balance: 0, gameblance: 0, isblack: 0, status: 1, isagent: 0,
    vip: 0, current_vip: 'P0', next_vip: 'P1', paysum: 0, usdtrate: 0, transferstatus: 0,
    withdrawcashfee: 0, withdrawfeeusdttrc: 0, withdrawusdtrate: 0,
    ...fields,
  };
}

/** The site's settings as the app call answers them: open, no popup, banner or red packets. */
export function appInfo(fields: Partial<AppInfo> = {}): AppInfo {
  return {
    title: '', site_state: 1, repair_tips: '', app_state: 0, ios_download_url: '', index_modal: 0,
    webcontent: '', redpacket_switch: 0, site_logo: '',
    ...fields,
  };
}

/** A Paged<T> answer of `rows` as page `page` of `lastPage`. */
export function paged<T>(rows: T[], page: number, lastPage: number, total = rows.length): Paged<T> {
  return { data: rows, total, last_page: lastPage, current_page: page };
}

/** A promotion, published and open to applications. */
export function activity(fields: Partial<Activity> & Pick<Activity, 'id' | 'title'>): Activity {
  return { banner: '', created_at: '2025-01-02 10:00:00', state: 1, content: '', memo: '', can_apply: 1, ...fields };
}

/** A listed game of the catalogue. */
export function game(fields: Partial<Game> & Pick<Game, 'name'>): Game {
  return { category_id: 'sport', app_state: 1, platform_name: 'pp', game_code: fields.name, mobile_img: '', ...fields };
}

/** A VIP level entry, shown, with no requirement and no rebate. */
export function vipLevel(fields: Partial<VipLevel> = {}): VipLevel {
  return { recharge: 0, flow: 0, status: 1, realperson: 0, sport: 0, e_sport: 0, joker: 0, electron: 0, lottery: 0, ...fields };
}

/** A saved bank card or wallet address. */
export function savedCard(fields: Partial<SavedCard> & Pick<SavedCard, 'id'>): SavedCard {
  return { bank: '', bank_address: '', bank_owner: '', bank_no: '', ico: '', ...fields };
}
