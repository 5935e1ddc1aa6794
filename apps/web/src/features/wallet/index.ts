// The wallet feature's public face: what other features may use. Everything else in the folder is its own.
export { useBanks } from './api/get-banks';
