import { HOME_BANNER_TYPE } from '@lobby/contract';

export interface SeedBanner {
  seed_key: string;
  type: number;
  /** The headline drawn on the picture by scripts/make-media.ts. */
  headline: string;
  tagline: string;
  /** What a tap opens: a seeded promotion (by its seed_key) or an in-app path. */
  opens: { activity: string } | { path: string };
}

/** The button drawn on every home banner. */
export const BANNER_CALL_TO_ACTION = '立即参与';

export function bannerImagePath(banner: Pick<SeedBanner, 'seed_key'>): string {
  return `/media/banners/${banner.seed_key}.webp`;
}

export const SEED_BANNERS: readonly SeedBanner[] = [
  { seed_key: 'home-first-deposit', type: HOME_BANNER_TYPE, headline: '新会员首存加赠100%', tagline: '最高赠送1888元 · 仅需10倍流水', opens: { activity: 'first-deposit-100' } },
  { seed_key: 'home-red-packet', type: HOME_BANNER_TYPE, headline: '每日红包雨', tagline: '北京时间10:00-12:00 · 存款即可参与', opens: { path: '/hongbao' } },
  { seed_key: 'home-vip', type: HOME_BANNER_TYPE, headline: 'VIP晋级礼金', tagline: '十级尊享 · 晋级即送 · 最高88888元', opens: { path: '/vip' } },
  { seed_key: 'home-sports', type: HOME_BANNER_TYPE, headline: '体育串关加奖', tagline: '三串一起加奖 · 最高加奖20%', opens: { activity: 'sports-parlay-bonus' } },
  { seed_key: 'home-slots-rescue', type: HOME_BANNER_TYPE, headline: '电子周末救援金', tagline: '周末亏损最高返还8%', opens: { activity: 'slots-weekend-rescue' } },
];

export interface SeedNotice {
  seed_key: string;
  content: string;
}

export const SEED_NOTICES: readonly SeedNotice[] = [
  {
    seed_key: 'notice-welcome',
    content: '尊敬的会员您好，欢迎来到 Lobby 娱乐！存取款、额度转换全天24小时自助办理，遇到任何问题请随时联系在线客服。',
  },
  {
    seed_key: 'notice-deposit-account',
    content: '温馨提示：公司入款账户会不定期更换，每次存款前请务必在“线上存款”页面获取最新收款信息，存入已停用账户造成的损失由会员自行承担。',
  },
  {
    seed_key: 'notice-maintenance',
    content: '系统维护通知：BBIN视讯将于每周三 11:00-13:00（北京时间）进行例行维护，维护期间暂停游戏，请提前将场馆余额转回中心钱包。',
  },
  {
    seed_key: 'notice-red-packet',
    content: '每日红包雨火热进行中！每天北京时间10:00-12:00，前一日12:00至当日10:00有存款的会员即可参与，红包即抢即到账。',
  },
  {
    seed_key: 'notice-anti-fraud',
    content: '防骗提醒：本站工作人员不会以任何理由索取您的登录密码、支付密码或验证码，请勿相信私聊中的“内部消息”“稳赢计划”。',
  },
];
