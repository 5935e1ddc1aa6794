// The invariants live beside the ledger so the benches (e2e/bench) reconcile with the same checks.
export { LEDGER_INTACT, ledgerInvariants, memberTotals } from '../../src/ledger/reconcile.ts';
