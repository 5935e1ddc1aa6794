// The game feature's public face: what other features may use. Everything else in the folder is its own.
export { useOpenGame } from './useOpenGame';
