export interface SeedActivityType {
  seed_key: string;
  name: string;
}

export const SEED_ACTIVITY_TYPES: readonly SeedActivityType[] = [
  { seed_key: 'type-newcomer', name: '新人专享' },
  { seed_key: 'type-daily', name: '日常优惠' },
  { seed_key: 'type-vip', name: 'VIP专属' },
];

export interface SeedActivity {
  seed_key: string;
  type_key: string;
  title: string;
  /** Drawn on the banner picture by scripts/make-media.ts. */
  tagline: string;
  content: string;
  memo: string;
  state: 0 | 1;
  can_apply: 0 | 1;
  /** ISO-8601 UTC; fixed so the list reads the same on every install. */
  created_at: string;
}

/** The button drawn on every promotion banner. */
export const ACTIVITY_CALL_TO_ACTION = '查看详情';

export function activityBannerPath(activity: Pick<SeedActivity, 'seed_key'>): string {
  return `/media/activities/${activity.seed_key}.webp`;
}

const GENERAL_TERMS = `
<h4>一般条款</h4>
<ol>
  <li>每位会员、每个手机号码、每张银行卡、每个IP地址及每台设备仅可享受一次本优惠。</li>
  <li>如发现会员以不诚实方式套取红利、对冲投注或利用多个账户参与，本站有权取消其优惠及由此产生的盈利。</li>
  <li>本活动最终解释权归 Lobby 娱乐所有，本站保留随时修改、暂停或取消活动的权利。</li>
</ol>`;

export const SEED_ACTIVITIES: readonly SeedActivity[] = [
  {
    seed_key: 'first-deposit-100',
    type_key: 'type-newcomer',
    title: '新会员首存加赠100%，最高1888元',
    tagline: '首存加赠100% · 最高1888元',
    created_at: '2025-01-06T02:00:00.000Z',
    state: 1,
    can_apply: 1,
    memo: '申请时请填写首笔存款金额，审核通过后红利将在24小时内派发至中心钱包。',
    content: `
<p>欢迎加入 Lobby 娱乐！新会员完成首笔存款后即可申请首存加赠，红利最高 <strong>1888元</strong>，适用于电子、视讯、体育全部场馆。</p>
<h4>活动时间</h4>
<p>长期有效</p>
<h4>优惠内容</h4>
<table>
  <thead><tr><th>首存金额</th><th>赠送比例</th><th>最高红利</th><th>流水要求</th></tr></thead>
  <tbody>
    <tr><td>100元以上</td><td>50%</td><td>388元</td><td>（本金+红利）×10倍</td></tr>
    <tr><td>1000元以上</td><td>80%</td><td>988元</td><td>（本金+红利）×12倍</td></tr>
    <tr><td>3000元以上</td><td>100%</td><td>1888元</td><td>（本金+红利）×15倍</td></tr>
  </tbody>
</table>
<h4>申请方式</h4>
<ol>
  <li>完成首笔存款，存款成功后请勿进行任何投注。</li>
  <li>点击本页下方“立即报名”，填写首存金额后提交。</li>
  <li>审核通过后红利自动派发至中心钱包，即可转入任意场馆游戏。</li>
</ol>
${GENERAL_TERMS}`,
  },
  {
    seed_key: 'second-deposit-50',
    type_key: 'type-newcomer',
    title: '二次存款再送50%，好礼接力',
    tagline: '二存再送50% · 最高888元',
    created_at: '2025-01-06T02:30:00.000Z',
    state: 1,
    can_apply: 1,
    memo: '须在首存后7天内完成第二笔存款并提交申请。',
    content: `
<p>首存之后好礼不停！注册7天内完成第二笔存款，即可再享 <strong>50%</strong> 加赠。</p>
<table>
  <thead><tr><th>第二笔存款</th><th>赠送比例</th><th>最高红利</th><th>流水要求</th></tr></thead>
  <tbody>
    <tr><td>200元以上</td><td>30%</td><td>288元</td><td>（本金+红利）×8倍</td></tr>
    <tr><td>2000元以上</td><td>50%</td><td>888元</td><td>（本金+红利）×10倍</td></tr>
  </tbody>
</table>
<ul>
  <li>申请前请勿投注，投注后提交的申请将不予通过。</li>
  <li>本优惠不可与“新会员首存加赠”以外的其他存款优惠同时参与。</li>
</ul>
${GENERAL_TERMS}`,
  },
  {
    seed_key: 'daily-red-packet',
    type_key: 'type-daily',
    title: '每日红包雨，天天抢不停',
    tagline: '每天10:00-12:00 · 红包即抢即到账',
    created_at: '2025-01-08T04:00:00.000Z',
    state: 1,
    can_apply: 0,
    memo: '红包在“抢红包”页面领取，无需报名。',
    content: `
<p>每天北京时间 <strong>10:00-12:00</strong> 开抢，前一日12:00至当日10:00有存款的会员即可参与，存得越多，可抢次数越多。</p>
<table>
  <thead><tr><th>统计时段存款</th><th>可抢次数</th><th>红包金额</th></tr></thead>
  <tbody>
    <tr><td>100元以上</td><td>1次</td><td>1-18元</td></tr>
    <tr><td>1000元以上</td><td>2次</td><td>5-88元</td></tr>
    <tr><td>5000元以上</td><td>3次</td><td>18-288元</td></tr>
  </tbody>
</table>
<ul>
  <li>抢到的红包即时派发至中心钱包，完成1倍流水即可提款。</li>
  <li>活动日期以美东时间为准，抢红包时间以北京时间为准。</li>
</ul>`,
  },
  {
    seed_key: 'slots-weekend-rescue',
    type_key: 'type-daily',
    title: '电子游戏周末救援金，最高返8%',
    tagline: '周末亏损返还 · 最高8%',
    created_at: '2025-01-10T06:00:00.000Z',
    state: 1,
    can_apply: 1,
    memo: '每周一 12:00 后可申请上周末的救援金，申请金额请填写周末电子游戏净亏损。',
    content: `
<p>周六、周日在电子游戏（PG、PP、FG、AE）中净亏损的会员，周一即可申请救援金，给您东山再起的机会。</p>
<table>
  <thead><tr><th>周末净亏损</th><th>返还比例</th><th>最高救援金</th></tr></thead>
  <tbody>
    <tr><td>500元以上</td><td>3%</td><td>188元</td></tr>
    <tr><td>5000元以上</td><td>5%</td><td>1888元</td></tr>
    <tr><td>20000元以上</td><td>8%</td><td>8888元</td></tr>
  </tbody>
</table>
<ul>
  <li>救援金只需1倍流水即可提款。</li>
  <li>申请时中心钱包及各场馆余额合计须低于10元。</li>
</ul>
${GENERAL_TERMS}`,
  },
  {
    seed_key: 'sports-parlay-bonus',
    type_key: 'type-daily',
    title: '体育串关加奖，最高加奖20%',
    tagline: '三串一起加奖 · 最高20%',
    created_at: '2025-01-12T08:00:00.000Z',
    state: 1,
    can_apply: 0,
    memo: '加奖由系统在注单结算后24小时内自动派发，无需报名。',
    content: `
<p>在沙巴体育、IM体育投注串关并全部命中，即可获得额外加奖。</p>
<table>
  <thead><tr><th>串关数</th><th>加奖比例</th></tr></thead>
  <tbody>
    <tr><td>3串1</td><td>3%</td></tr>
    <tr><td>5串1</td><td>8%</td></tr>
    <tr><td>8串1及以上</td><td>20%</td></tr>
  </tbody>
</table>
<ul>
  <li>每场赛事赔率须不低于1.50（欧洲盘），提前结算的注单不参与加奖。</li>
  <li>单注加奖最高8888元。</li>
</ul>`,
  },
  {
    seed_key: 'vip-promotion-gift',
    type_key: 'type-vip',
    title: 'VIP晋级礼金，逐级领取',
    tagline: '晋级即送 · 最高88888元',
    created_at: '2025-01-15T02:00:00.000Z',
    state: 1,
    can_apply: 0,
    memo: '晋级礼金在晋级次日24:00前自动派发，可在“福利中心”查看。',
    content: `
<p>累计存款与流水同时达到等级要求即自动晋级，每升一级即可领取对应晋级礼金，礼金仅需1倍流水。</p>
<table>
  <thead><tr><th>等级</th><th>晋级礼金</th><th>每月红包</th></tr></thead>
  <tbody>
    <tr><td>VIP1</td><td>18元</td><td>8元</td></tr>
    <tr><td>VIP3</td><td>188元</td><td>58元</td></tr>
    <tr><td>VIP5</td><td>1888元</td><td>288元</td></tr>
    <tr><td>VIP8</td><td>18888元</td><td>1888元</td></tr>
    <tr><td>VIP10</td><td>88888元</td><td>8888元</td></tr>
  </tbody>
</table>
<p>详细等级要求请查看“VIP特权”页面。</p>`,
  },
  {
    seed_key: 'vip-birthday-gift',
    type_key: 'type-vip',
    title: 'VIP生日礼金，专属祝福',
    tagline: '生日当月 · 专属礼金',
    created_at: '2025-01-18T03:00:00.000Z',
    state: 1,
    can_apply: 1,
    memo: '请先在“基本信息”中填写生日，生日当月内申请有效，申请金额请填写生日当月存款金额。',
    content: `
<p>VIP3及以上会员在生日当月可申请专属生日礼金，感谢您一路相伴。</p>
<table>
  <thead><tr><th>等级</th><th>生日礼金</th><th>当月存款要求</th></tr></thead>
  <tbody>
    <tr><td>VIP3-VIP4</td><td>188元</td><td>1000元</td></tr>
    <tr><td>VIP5-VIP7</td><td>888元</td><td>5000元</td></tr>
    <tr><td>VIP8-VIP10</td><td>5888元</td><td>20000元</td></tr>
  </tbody>
</table>
<ul>
  <li>生日以会员资料中登记的日期为准，资料须在生日前30天完成填写。</li>
  <li>礼金仅需1倍流水即可提款。</li>
</ul>
${GENERAL_TERMS}`,
  },
  {
    seed_key: 'spring-festival-2025',
    type_key: 'type-daily',
    title: '新春开门红，连续存款送好礼',
    tagline: '新春开门红',
    created_at: '2025-01-20T02:00:00.000Z',
    state: 0,
    can_apply: 1,
    memo: '活动已结束。',
    content: '<p>2025年1月28日至2月12日，连续三天存款即可领取新春礼金。</p>',
  },
];
