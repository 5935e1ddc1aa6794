import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SessionState {
  /** The member's API token; empty for a visitor. Lives for the browser session only (spec §3). */
  token: string;
  setToken: (token: string) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: '',
      setToken: (token) => set({ token }),
      clear: () => set({ token: '' }),
    }),
    { name: 'lobby.session', storage: createJSONStorage(() => sessionStorage) },
  ),
);

export const useIsLoggedIn = (): boolean => useSessionStore((state) => state.token !== '');
