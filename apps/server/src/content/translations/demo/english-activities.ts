/**
 * The demo promotions in English, written for English readers rather than word for word; {site} is the
 * brand's English name. Keyed by the promotion's seed_key (content/seed/activities.ts).
 */
const GENERAL_TERMS = `
<h4>General terms</h4>
<ol>
  <li>Each member, phone number, bank card, IP address and device may claim this offer once only.</li>
  <li>If a member is found abusing bonuses, hedging bets or playing through several accounts, we may cancel the bonus and any winnings made with it.</li>
  <li>{site} has the final say on this promotion and may change, pause or end it at any time.</li>
</ol>`;

export const ENGLISH_ACTIVITY_TYPES: Readonly<Record<string, string>> = {
  'type-newcomer': 'New members',
  'type-daily': 'Everyday offers',
  'type-vip': 'VIP only',
};

export const ENGLISH_ACTIVITIES: Readonly<Record<string, { title: string; memo: string; content: string }>> = {
  'first-deposit-100': {
    title: '100% first deposit bonus for new members, up to ¥1,888',
    memo: 'Enter your first deposit amount when you apply. Once approved, the bonus reaches your main wallet within 24 hours.',
    content: `
<p>Welcome to {site}! Make your first deposit and claim a first deposit bonus of up to <strong>¥1,888</strong>, good in every slots, live casino and sports venue.</p>
<h4>When</h4>
<p>Ongoing</p>
<h4>The offer</h4>
<table>
  <thead><tr><th>First deposit</th><th>Bonus</th><th>Maximum bonus</th><th>Wagering</th></tr></thead>
  <tbody>
    <tr><td>¥100 or more</td><td>50%</td><td>¥388</td><td>(deposit + bonus) × 10</td></tr>
    <tr><td>¥1,000 or more</td><td>80%</td><td>¥988</td><td>(deposit + bonus) × 12</td></tr>
    <tr><td>¥3,000 or more</td><td>100%</td><td>¥1,888</td><td>(deposit + bonus) × 15</td></tr>
  </tbody>
</table>
<h4>How to claim</h4>
<ol>
  <li>Make your first deposit, and place no bets once it has arrived.</li>
  <li>Tap "Join now" at the bottom of this page, enter your first deposit amount and submit.</li>
  <li>Once approved, the bonus is paid into your main wallet, ready to move to any venue.</li>
</ol>
${GENERAL_TERMS}`,
  },
  'second-deposit-50': {
    title: 'A 50% bonus on your second deposit',
    memo: 'Make your second deposit and apply within 7 days of your first deposit.',
    content: `
<p>The rewards keep coming after your first deposit! Make a second deposit within 7 days of joining and get another <strong>50%</strong> on top.</p>
<table>
  <thead><tr><th>Second deposit</th><th>Bonus</th><th>Maximum bonus</th><th>Wagering</th></tr></thead>
  <tbody>
    <tr><td>¥200 or more</td><td>30%</td><td>¥288</td><td>(deposit + bonus) × 8</td></tr>
    <tr><td>¥2,000 or more</td><td>50%</td><td>¥888</td><td>(deposit + bonus) × 10</td></tr>
  </tbody>
</table>
<ul>
  <li>Do not bet before you apply: an application made after betting is turned down.</li>
  <li>This offer cannot be combined with any other deposit offer except the new member first deposit bonus.</li>
</ul>
${GENERAL_TERMS}`,
  },
  'daily-red-packet': {
    title: 'Daily red packet rain, every single day',
    memo: 'Grab red packets on the Grab red packet page; no sign-up needed.',
    content: `
<p>Grab red packets every day from <strong>10:00 to 12:00</strong> Beijing time. Members who deposited between 12:00 the day before and 10:00 today can join, and the more you deposited, the more grabs you get.</p>
<table>
  <thead><tr><th>Deposits in the period</th><th>Grabs</th><th>Red packet</th></tr></thead>
  <tbody>
    <tr><td>¥100 or more</td><td>1</td><td>¥1-18</td></tr>
    <tr><td>¥1,000 or more</td><td>2</td><td>¥5-88</td></tr>
    <tr><td>¥5,000 or more</td><td>3</td><td>¥18-288</td></tr>
  </tbody>
</table>
<ul>
  <li>A red packet goes straight into your main wallet and can be withdrawn after wagering it once.</li>
  <li>Promotion days follow US Eastern time; grabbing hours follow Beijing time.</li>
</ul>`,
  },
  'slots-weekend-rescue': {
    title: 'Weekend slots rescue bonus, up to 8% back',
    memo: "Apply for last weekend's rescue bonus after 12:00 on Monday, entering your net weekend slots loss as the amount.",
    content: `
<p>Had a net loss on slots (PG, PP, FG, AE) on Saturday and Sunday? Apply for a rescue bonus on Monday and get back in the game.</p>
<table>
  <thead><tr><th>Net weekend loss</th><th>Back</th><th>Maximum bonus</th></tr></thead>
  <tbody>
    <tr><td>¥500 or more</td><td>3%</td><td>¥188</td></tr>
    <tr><td>¥5,000 or more</td><td>5%</td><td>¥1,888</td></tr>
    <tr><td>¥20,000 or more</td><td>8%</td><td>¥8,888</td></tr>
  </tbody>
</table>
<ul>
  <li>The rescue bonus can be withdrawn after wagering it once.</li>
  <li>When you apply, your main wallet and all venues together must hold less than ¥10.</li>
</ul>
${GENERAL_TERMS}`,
  },
  'sports-parlay-bonus': {
    title: 'Sports parlay boost, up to 20% extra',
    memo: 'The boost is paid automatically within 24 hours of the bet settling; no sign-up needed.',
    content: `
<p>Win every leg of a parlay on Saba Sports or IM Sports and collect an extra boost on top.</p>
<table>
  <thead><tr><th>Parlay</th><th>Boost</th></tr></thead>
  <tbody>
    <tr><td>3 legs</td><td>3%</td></tr>
    <tr><td>5 legs</td><td>8%</td></tr>
    <tr><td>8 legs or more</td><td>20%</td></tr>
  </tbody>
</table>
<ul>
  <li>Every leg needs odds of at least 1.50 (decimal); bets cashed out early do not count.</li>
  <li>The boost on a single bet is at most ¥8,888.</li>
</ul>`,
  },
  'vip-promotion-gift': {
    title: 'VIP level-up gifts at every level',
    memo: 'Level-up gifts are paid by 24:00 the day after you level up; see them in the Rewards centre.',
    content: `
<p>Reach a level's total deposits and turnover and you level up at once, with a gift for every new level. Gifts need to be wagered only once.</p>
<table>
  <thead><tr><th>Level</th><th>Level-up gift</th><th>Monthly red packet</th></tr></thead>
  <tbody>
    <tr><td>VIP1</td><td>¥18</td><td>¥8</td></tr>
    <tr><td>VIP3</td><td>¥188</td><td>¥58</td></tr>
    <tr><td>VIP5</td><td>¥1,888</td><td>¥288</td></tr>
    <tr><td>VIP8</td><td>¥18,888</td><td>¥1,888</td></tr>
    <tr><td>VIP10</td><td>¥88,888</td><td>¥8,888</td></tr>
  </tbody>
</table>
<p>See the VIP page for what each level needs.</p>`,
  },
  'vip-birthday-gift': {
    title: 'VIP birthday gift, just for you',
    memo: "Add your birthday in your profile first. Apply during your birthday month, entering that month's deposits as the amount.",
    content: `
<p>Members at VIP3 and above can claim a birthday gift during their birthday month. Thank you for being with us.</p>
<table>
  <thead><tr><th>Level</th><th>Birthday gift</th><th>Deposits that month</th></tr></thead>
  <tbody>
    <tr><td>VIP3-VIP4</td><td>¥188</td><td>¥1,000</td></tr>
    <tr><td>VIP5-VIP7</td><td>¥888</td><td>¥5,000</td></tr>
    <tr><td>VIP8-VIP10</td><td>¥5,888</td><td>¥20,000</td></tr>
  </tbody>
</table>
<ul>
  <li>Your birthday is the date in your member profile, which must be filled in at least 30 days before it.</li>
  <li>The gift can be withdrawn after wagering it once.</li>
</ul>
${GENERAL_TERMS}`,
  },
  'spring-festival-2025': {
    title: 'Lunar New Year: deposit three days running for a gift',
    memo: 'This promotion has ended.',
    content: '<p>From 28 January to 12 February 2025, deposit three days in a row to claim a New Year gift.</p>',
  },
};
