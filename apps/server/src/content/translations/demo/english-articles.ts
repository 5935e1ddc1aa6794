import type { ArticleType } from '@lobby/contract';

/** The demo help articles in English; {site} is the brand's English name. Keyed by article type. */
const FAQ = `
<p>Here are the questions members ask most. If yours is not answered, our live chat is open 24/7.</p>
<h4>Your account</h4>
<p><strong>Q: I forgot my password. What now?</strong><br/>A: Tap "Forgot password?" on the sign-in page to reach live chat. Once we have checked your real name, the last four digits of your bank card and your latest deposit, we will help you reset it.</p>
<p><strong>Q: Can I change a real name I entered wrongly?</strong><br/>A: Your real name is what withdrawals are paid to, so you cannot change it yourself. If it really is wrong, contact live chat with proof.</p>
<p><strong>Q: Why can I not sign in?</strong><br/>A: Several wrong passwords in a row lock the account for 15 minutes. An account with unusual betting, or shared by several people, may also be frozen; live chat can tell you more.</p>
<h4>Deposits</h4>
<p><strong>Q: How long does a deposit take?</strong><br/>A: USDT and online payments usually arrive in 1-5 minutes; bank transfers in 5-15 minutes, sometimes longer between banks or at night. If 30 minutes pass, keep your transfer receipt and contact live chat.</p>
<p><strong>Q: Can I deposit from someone else's bank card?</strong><br/>A: No. Deposit from an account in your own name: third-party money cannot be traced, and we may return or freeze it.</p>
<p><strong>Q: Do I need fresh receiving details for every deposit?</strong><br/>A: Yes. Our receiving accounts change from time to time, so take the latest details from the Deposit page every time and never reuse an old account.</p>
<h4>Withdrawals</h4>
<p><strong>Q: What do I need before I can withdraw?</strong><br/>A: Valid bets of at least your deposit amount (or the wagering a promotion asks for), at least ¥100 per withdrawal, and a bank card or USDT wallet in your own name.</p>
<p><strong>Q: How long does a withdrawal take?</strong><br/>A: Usually 3-15 minutes after approval, up to 30 minutes at busy times.</p>
<h4>Games</h4>
<p><strong>Q: What is a transfer between wallets?</strong><br/>A: Each venue has its own wallet, so you move money from your main wallet into a venue before you play. With auto transfer on, this happens for you as you open a game.</p>
<p><strong>Q: What if I am disconnected in the middle of a game?</strong><br/>A: Bets already placed follow the venue's server records, so a lost connection does not change the result. Open the game again to see it, or check your bet records.</p>`;

const PRIVACY = `
<p>{site} ("we") cares about the privacy of every member. This policy explains what we collect, how we use and protect it, and your rights.</p>
<h4>1. What we collect</h4>
<ul>
  <li>Sign-up details: your username, real name and payment password (stored encrypted; nobody can read it).</li>
  <li>Profile details you choose to add: phone number, email address and birthday.</li>
  <li>Transactions: deposits, withdrawals, transfers and bets, and the bank cards and wallet addresses you add.</li>
  <li>Device and logs: sign-in IP address, time and browser, used to keep your account safe.</li>
</ul>
<h4>2. How we use it</h4>
<ol>
  <li>To confirm who you are and to process deposits and withdrawals;</li>
  <li>To spot account theft, money laundering, bonus abuse and other unusual activity, keeping your money safe;</li>
  <li>With your consent, to send you offers and news, which you can stop at any time through live chat.</li>
</ol>
<h4>3. How we protect it</h4>
<p>The whole site is served over HTTPS; sign-in and payment passwords are stored with one-way encryption; staff see only the data their work needs, and every access is logged.</p>
<h4>4. Sharing</h4>
<p>We never sell, rent or disclose your personal details to anyone, except where the law requires it or a payment cannot be settled without it.</p>
<h4>5. Your rights</h4>
<p>You can view and correct your details at any time, or ask live chat to close your account. After closure we delete or anonymise your details once the legal retention period ends.</p>`;

const DISCLAIMER = `
<p>Please read the following before using our services. By signing up or using them, you confirm that you have read and accept all of it.</p>
<ol>
  <li>Members must be 18 or older and make sure that playing online is lawful where they live. Members bear all consequences of breaking local law.</li>
  <li>Members keep their own username and password safe. We are not liable for losses caused by a shared password, an account lent to others or an infected device.</li>
  <li>Game results follow each venue's server records. We are not liable for failed or delayed bets caused by network outages, faulty devices or other causes beyond our control.</li>
  <li>Where a system fault produces a clearly wrong payout, odds or balance, we may correct it and recover the amount paid in error.</li>
  <li>The match news, scores and statistics we show are for reference only and are not betting advice.</li>
  <li>We may change, pause or end some services and promotions as our operations require, and will announce this on the site in advance.</li>
</ol>`;

const CONTACT = `
<p>Our support team works every day of the year, 24 hours a day.</p>
<table>
  <thead><tr><th>How</th><th>Details</th></tr></thead>
  <tbody>
    <tr><td>Live chat</td><td>Tap "Live chat" at the bottom of the page or in the Help centre; we usually answer within 30 seconds</td></tr>
    <tr><td>Email</td><td>service@lobby.example, answered within 24 hours</td></tr>
    <tr><td>Agent partnership</td><td>agent@lobby.example, or apply to become an agent in the member centre</td></tr>
  </tbody>
</table>
<h4>Before you contact us, have ready</h4>
<ul>
  <li>Your username (never give anyone your password or a verification code);</li>
  <li>For a deposit or withdrawal: the order number, the amount and a screenshot of the transfer;</li>
  <li>For a game: the game's name, the bet number and when it happened.</li>
</ul>
<p>Note: our support staff never add you on private chat apps and never ask you to pay into a personal account. Use only the support links on this site.</p>`;

const AGENT = `
<p>Join the {site} agent team: no outlay, no risk, and generous commission for every player you bring.</p>
<h4>Why become an agent</h4>
<ul>
  <li>Commission of up to 45%, settled monthly and paid automatically by the 3rd of the next month;</li>
  <li>Your own referral link and QR code: everyone who signs up through them is yours;</li>
  <li>Your own agent dashboard with live sign-ups, deposits and results of your players;</li>
  <li>A dedicated agent manager with promotional material and advice.</li>
</ul>
<h4>Commission</h4>
<table>
  <thead><tr><th>Active players that month</th><th>Net profit that month</th><th>Commission</th></tr></thead>
  <tbody>
    <tr><td>5 or more</td><td>¥1-¥50,000</td><td>30%</td></tr>
    <tr><td>10 or more</td><td>¥50,001-¥300,000</td><td>35%</td></tr>
    <tr><td>20 or more</td><td>¥300,001-¥1,000,000</td><td>40%</td></tr>
    <tr><td>50 or more</td><td>¥1,000,001 and up</td><td>45%</td></tr>
  </tbody>
</table>
<p>An active player is one of your players who deposited at least ¥100 and placed at least ¥1,000 in valid bets that month.</p>
<h4>How to join</h4>
<ol>
  <li>Sign in, open Member centre - Agent application, and enter your phone number and why you want to join;</li>
  <li>An agent manager contacts you within one working day and opens your agent dashboard;</li>
  <li>Open the dashboard through Agent login, take your referral link and start promoting.</li>
</ol>`;

const ABOUT = `
<p>{site} is an all-in-one online entertainment platform for players in Asia, bringing together sports, live casino, slots, lottery, card games and esports, with well-known partners such as Saba, AG, BBIN, PG, PP and Kaiyuan.</p>
<h4>Our promise</h4>
<ul>
  <li><strong>Fair</strong>: every game result is produced independently by our partners and regularly audited by third parties.</li>
  <li><strong>Safe</strong>: encrypted connections across the site, members' money held separately, and member details kept strictly private.</li>
  <li><strong>Fast</strong>: deposits in as little as a minute, withdrawals approved in about three minutes on average.</li>
  <li><strong>Caring</strong>: Chinese-speaking support 24/7, holidays included.</li>
</ul>
<h4>Play responsibly</h4>
<p>We stand for healthy, balanced play. If you find your time or spending hard to control, read Responsible gaming; live chat can set limits or pause your account at any time.</p>`;

const RESPONSIBLE = `
<p>Gaming should be light entertainment, not a way to make money or to escape your problems. We want every member to play within their means.</p>
<h4>Tips for playing responsibly</h4>
<ul>
  <li><strong>Spare money only</strong>: play only with money you can do without; never borrow, use a credit card or dip into household money to play.</li>
  <li><strong>Set a budget first</strong>: decide before you start how much you will spend, stop when it is gone, and never chase your losses.</li>
  <li><strong>Watch the time</strong>: set yourself a time limit, such as an hour at most, and use a phone alarm to remind you.</li>
  <li><strong>Stay clear-headed</strong>: do not play after drinking, or when you feel low, tired or under pressure.</li>
  <li><strong>Keep a balance</strong>: do not let gaming take time from work, study, sleep, family or friends.</li>
</ul>
<h4>What we can do for you</h4>
<table>
  <thead><tr><th>Tool</th><th>What it does</th></tr></thead>
  <tbody>
    <tr><td>Deposit limit</td><td>A daily, weekly or monthly cap on deposits; a higher limit takes effect after 24 hours, a lower one at once.</td></tr>
    <tr><td>Time-out</td><td>Pause your account for 24 hours, 7 days or 30 days, with no sign-in or deposits until it ends by itself.</td></tr>
    <tr><td>Self-exclusion</td><td>Close your account for 6 months, a year or for good, with no offers sent and no early return.</td></tr>
    <tr><td>Reality check</td><td>A reminder every 30 minutes or every hour of play, showing how long you have played.</td></tr>
  </tbody>
</table>
<p>Live chat can set up any of these. Your request is kept strictly confidential, and we will not try to win you back with offers.</p>
<h4>Warning signs</h4>
<p>If two or more of these describe you lately, we suggest you stop now and get help:</p>
<ol>
  <li>You need to spend more money or time to feel the same excitement;</li>
  <li>After a loss you want to play again quickly to win it back;</li>
  <li>You hide your playing time or losses from family and friends;</li>
  <li>You borrow, sell things or leave bills unpaid in order to play;</li>
  <li>You feel restless or anxious when you try to cut down or stop;</li>
  <li>Gaming has hurt your work, studies or family life.</li>
</ol>
<h4>Where to get help</h4>
<ul>
  <li>National psychological assistance hotline: <strong>12356</strong> (mainland China; free counselling and referrals).</li>
  <li>Hong Kong Ping Wo Fund gambling counselling hotline: <strong>1834 633</strong> (counselling in Cantonese and Mandarin, and referrals).</li>
  <li>Gamblers Anonymous: gamblersanonymous.org, to find a support group near you.</li>
  <li>Gambling Therapy: gamblingtherapy.org, free online counselling in many languages, Chinese included.</li>
</ul>
<p>Anyone under 18 may not sign up or play. Parents can install filtering software to keep minors away from gaming sites.</p>`;

export const ENGLISH_ARTICLES: Readonly<Record<ArticleType, string>> = {
  1: FAQ.trim(),
  2: PRIVACY.trim(),
  3: DISCLAIMER.trim(),
  4: CONTACT.trim(),
  5: AGENT.trim(),
  7: ABOUT.trim(),
  8: RESPONSIBLE.trim(),
};
