import type { SEED_BANK_NAMES } from '../../../cards/seed-banks.ts';

/**
 * The demo notices, welcome popup, member messages and bank names in English; {site} is the brand's
 * English name. Notices and messages are keyed by seed_key, banks by their Chinese name.
 */
export const ENGLISH_NOTICES: Readonly<Record<string, string>> = {
  'notice-welcome': 'Dear member, welcome to {site}! Deposits, withdrawals and transfers are self-service around the clock. If anything goes wrong, our live chat is always here.',
  'notice-deposit-account':
    'Please note: our receiving accounts change from time to time. Before every deposit, get the latest details from the Deposit page; money sent to a retired account is lost at your own risk.',
  'notice-maintenance': 'Maintenance: BBIN Live is serviced every Wednesday from 11:00 to 13:00 (Beijing time). Games pause meanwhile, so move your venue balance back to your main wallet beforehand.',
  'notice-red-packet':
    'Daily red packet rain is on! Every day from 10:00 to 12:00 Beijing time, members who deposited between 12:00 the day before and 10:00 today can grab red packets, paid out instantly.',
  'notice-anti-fraud':
    'Beware of fraud: our staff will never ask for your sign-in password, payment password or verification code for any reason. Do not trust "insider tips" or "sure-win plans" in private chats.',
};

export const ENGLISH_WELCOME_POPUP = '<p>Welcome to {site}!</p><p>Sports, live casino, slots, lottery, card games and esports, all in one place. Play responsibly and enjoy your games.</p>';

export const ENGLISH_MEMBER_MESSAGES: Readonly<Record<string, { title: string; content: string }>> = {
  'message-welcome': {
    title: 'Welcome to {site}',
    content:
      '<p>Dear member, welcome to {site}!</p><p>Deposits, withdrawals and transfers are self-service around the clock in the <strong>Member centre</strong>. Before your first deposit, add a bank card or wallet address, and keep your <strong>payment password</strong> safe.</p>',
  },
  'message-account-safety': {
    title: 'Keeping your account safe',
    content:
      '<p>To keep your money safe:</p><ul><li>use letters and digits in your sign-in password, and change it from time to time;</li><li>our staff will never ask for your password or verification code for any reason;</li><li>use only our official addresses and official live chat.</li></ul>',
  },
  'message-rebate-vip': {
    title: 'Daily rebates and VIP levels',
    content:
      '<p>Valid bets placed each day from 00:00 to 23:59 Beijing time earn a rebate at your VIP level\'s rate, ready to claim the next day in <strong>Rebate records</strong>.</p><p>Reach the required total deposits and valid bets to level up; see the VIP page for details.</p>',
  },
};

export const ENGLISH_BANK_NAMES: Readonly<Record<(typeof SEED_BANK_NAMES)[number], string>> = {
  中国工商银行: 'Industrial and Commercial Bank of China',
  中国农业银行: 'Agricultural Bank of China',
  中国银行: 'Bank of China',
  中国建设银行: 'China Construction Bank',
  交通银行: 'Bank of Communications',
  中国邮政储蓄银行: 'Postal Savings Bank of China',
  招商银行: 'China Merchants Bank',
  上海浦东发展银行: 'Shanghai Pudong Development Bank',
  中信银行: 'China CITIC Bank',
  中国光大银行: 'China Everbright Bank',
  华夏银行: 'Hua Xia Bank',
  中国民生银行: 'China Minsheng Bank',
  广发银行: 'China Guangfa Bank',
  平安银行: 'Ping An Bank',
  兴业银行: 'Industrial Bank',
  浙商银行: 'China Zheshang Bank',
  渤海银行: 'China Bohai Bank',
  恒丰银行: 'Evergrowing Bank',
  北京银行: 'Bank of Beijing',
  上海银行: 'Bank of Shanghai',
};
