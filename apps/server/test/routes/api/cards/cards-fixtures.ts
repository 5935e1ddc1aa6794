/** The payment password registerMember sets. */
export const PAY_PASSWORD = '654321';

export const bankCard = (overrides: Record<string, unknown> = {}) => ({
  bank: '招商银行',
  bank_address: '深圳市福田支行',
  bank_no: '6225880212341234',
  bank_owner: '李四',
  pay_pass: PAY_PASSWORD,
  ...overrides,
});

export const usdtWallet = (overrides: Record<string, unknown> = {}) => ({
  bank: 'USDT',
  bank_no: 'TXYZabcdefghijkmnopqrstuvwxyz12345',
  bank_owner: 'TRC20',
  pay_pass: PAY_PASSWORD,
  ...overrides,
});

export const antokenWallet = (overrides: Record<string, unknown> = {}) => usdtWallet({ bank: 'antoken', ...overrides });
