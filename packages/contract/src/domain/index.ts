export * from './money.ts';
export * from './vip.ts';
export * from './usdt.ts';
export * from './time.ts';
export * from './countdown.ts';
export * from './codes.ts';
export * from './deposit.ts';
export * from './cards.ts';
