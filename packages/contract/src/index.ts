/** @lobby/contract: the one place where calls, entities, rules, messages and money math are written. */
export * from './envelope.ts';
export * from './entities.ts';
export * from './calls.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from './rules/index.ts';
export * from './domain/index.ts';
export * from './idempotency.ts';
export * from './balance-push.ts';
export * from './site-maintenance.ts';
