// The vip feature's public face: what other features may use. Everything else in the folder is its own.
export { VipBadge } from './VipBadge';
export { VipNextLevel } from './VipNextLevel';
export { useVipProgress } from './useVipProgress';
export { VipProgressBar } from './VipProgressBar';
