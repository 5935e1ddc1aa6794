// The games-catalog feature's public face: what other features may use. Everything else in the folder is its own.
export { useGamesCatalog } from './api/get-game-list';
export type { GameCatalog } from './games-catalog-store';
