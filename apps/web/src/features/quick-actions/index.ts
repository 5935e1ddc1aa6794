// The quick-actions feature's public face: what other features may use. Everything else in the folder is its own.
export { QuickActionBar } from './QuickActionBar';
export { useGuardedNavigate } from './useGuardedNavigate';
