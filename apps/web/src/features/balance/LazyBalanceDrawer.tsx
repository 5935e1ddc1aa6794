import { lazy } from 'react';

/** The balance drawer, loaded on first open: its popup and animation code stay off the first screen. */
export const LazyBalanceDrawer = lazy(() =>
  import('./BalanceDrawer').then((module) => ({ default: module.BalanceDrawer })),
);
