// The balance feature's public face: what other features may use. Everything else in the folder is its own.
export { BalanceButton } from './BalanceButton';
export { LazyBalanceDrawer } from './LazyBalanceDrawer';
export { readVenueWallet, readVenueWallets, venueNamesQueryOptions } from './api/get-venue-balances';
export type { Venue, VenueBalance } from './api/get-venue-balances';
export { recoverAllBalances } from './api/recover-all-balances';
export { useBalances } from './useBalances';
