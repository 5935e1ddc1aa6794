import type { BalanceResult, UserInfo } from '@lobby/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface UserState {
  userInfo: UserInfo | null;
  setUserInfo: (userInfo: UserInfo) => void;
  /** The balance poll refreshes only the two wallet figures. */
  setBalances: (balances: BalanceResult) => void;
  clear: () => void;
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      userInfo: null,
      setUserInfo: (userInfo) => set({ userInfo }),
      setBalances: ({ balance, gameblance }) =>
        set((state) => (state.userInfo ? { userInfo: { ...state.userInfo, balance, gameblance } } : state)),
      clear: () => set({ userInfo: null }),
    }),
    { name: 'lobby.user', storage: createJSONStorage(() => localStorage) },
  ),
);
