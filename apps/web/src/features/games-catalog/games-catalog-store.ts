import type { Game, GameCategory } from '@lobby/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Listed games by category: the spec's realbetList, jokerList, gamingList, sportList, lotteryList, conciseList. */
export type GameCatalog = Readonly<Record<GameCategory, readonly Game[]>>;

interface GamesCatalogState {
  /** The last catalog the server gave; null before the first answer. */
  catalog: GameCatalog | null;
  setCatalog: (catalog: GameCatalog) => void;
}

/** Kept in local storage (spec §3), so home shows games at once and still has them when the call fails. */
export const useGamesCatalogStore = create<GamesCatalogState>()(
  persist(
    (set) => ({
      catalog: null,
      setCatalog: (catalog) => set({ catalog }),
    }),
    { name: 'lobby.games', storage: createJSONStorage(() => localStorage) },
  ),
);
