// The benches' public surface (package export "@lobby/server/bench"): e2e/bench drives the ledger and
// the database directly to measure them, and reaches the server's modules only through this list, so
// the server may move its files without breaking them. Re-exports only; add a name here when a bench needs it.
export { createDb, type Db } from './db/connect.ts';
export { migrateToLatest } from './db/migrate.ts';
export { getOrCreateMainWallet, houseAccount } from './ledger/accounts.ts';
export { InsufficientFundsError } from './ledger/errors.ts';
export { postTransfer } from './ledger/post-transfer.ts';
export { isLedgerIntact, ledgerInvariants, memberTotals, type LedgerInvariants } from './ledger/reconcile.ts';
export { insertMember } from './members/members-repository.ts';
export { issueToken } from './auth/tokens.ts';
export { rateLimitOf } from './rate-limits/rate-limit-policy.ts';
export { groupCommitStats, submitWalletTransfer } from './transfers/transfer-batches.ts';
export { WALLET_TRANSFER_KINDS } from './transfers/wallet-transfer.ts';
