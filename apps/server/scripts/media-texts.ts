/**
 * The words drawn on the web app's own pictures (public/landing, public/security) by make-media.ts. A
 * WebP keeps no text, so the e2e test reads this list to check every picture speaks Chinese.
 */
export interface PosterText {
  /** File under apps/web/public, e.g. "landing/1.webp". */
  file: string;
  headline: string;
  tagline: string;
  /** A small ribbon above the headline. */
  badge: string;
}

export const LANDING_POSTERS: readonly PosterText[] = [
  { file: 'landing/1.webp', badge: '官方赞助', headline: '荣耀合作伙伴', tagline: '携手顶级赛事 · 见证每一刻荣耀' },
  { file: 'landing/2.webp', badge: '真人视讯', headline: '旗舰真人娱乐厅', tagline: '高清直播 · 公平公正 · 百家乐龙虎' },
  { file: 'landing/3.webp', badge: '体育赛事', headline: '全场滚球直播', tagline: '足球 篮球 网球 · 实时投注' },
  { file: 'landing/4.webp', badge: '电子游艺', headline: '千款电子畅玩', tagline: '爆奖不断 · 彩金天天送' },
  { file: 'landing/5.webp', badge: '彩票开奖', headline: '官方快速开奖', tagline: '分分彩 快三 六合彩 · 一应俱全' },
  { file: 'landing/6.webp', badge: '棋牌对战', headline: '精品棋牌竞技', tagline: '斗地主 炸金花 抢庄牛牛' },
  { file: 'landing/7.webp', badge: '电竞竞猜', headline: '热门电竞赛事', tagline: '英雄联盟 王者荣耀 · 赛事全覆盖' },
  { file: 'landing/8.webp', badge: '捕鱼游戏', headline: '千炮捕鱼大奖', tagline: '金龙现身 · 倍数狂飙' },
];

export const SECURITY_POSTERS: readonly PosterText[] = [
  { file: 'security/1.webp', badge: '安全中心', headline: '账户安全保护', tagline: '多重加密 · 实时风控 · 异常登录提醒' },
  { file: 'security/2.webp', badge: '资金保障', headline: '安心畅玩无忧', tagline: '资金独立存管 · 提款极速到账' },
];

/** The /zhanzhu venue cards under the live-casino entry (which is the live casino's own card). */
export const VENUE_POSTERS: ReadonlyArray<PosterText & { venue: 'sport' | 'concise' | 'lottery' | 'joker' | 'gaming' | 'fishing' }> = [
  { venue: 'sport', file: 'landing/venue-sport.webp', badge: '', headline: '体育赛事', tagline: '全场滚球 · 串关加奖' },
  { venue: 'concise', file: 'landing/venue-concise.webp', badge: '', headline: '电子游艺', tagline: '千款老虎机 · 天天爆奖' },
  { venue: 'lottery', file: 'landing/venue-lottery.webp', badge: '', headline: '彩票开奖', tagline: '分分彩 · 快三 · 六合彩' },
  { venue: 'joker', file: 'landing/venue-joker.webp', badge: '', headline: '棋牌对战', tagline: '斗地主 · 炸金花 · 麻将' },
  { venue: 'gaming', file: 'landing/venue-gaming.webp', badge: '', headline: '电竞竞猜', tagline: '英雄联盟 · 王者荣耀' },
  { venue: 'fishing', file: 'landing/venue-fishing.webp', badge: '', headline: '捕鱼游戏', tagline: '千炮齐发 · 金龙现身' },
];

/** The picture behind the /zhanzhu live-casino entry; its words are the page's own text, not drawn. */
export const LIVE_ENTRY_PICTURE = 'landing/live.webp';
