import type { AppInfo } from '@lobby/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface AppState {
  /** Last app info seen: shown at once on the next visit while a fresh copy loads. */
  appInfo: AppInfo | null;
  messageNum: number;
  /** Introducer id from a referral link (?pid=), offered again on the registration form. */
  pid: string;
  setAppInfo: (appInfo: AppInfo) => void;
  setMessageNum: (messageNum: number) => void;
  setPid: (pid: string) => void;
}

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      appInfo: null,
      messageNum: 0,
      pid: '',
      setAppInfo: (appInfo) => set({ appInfo }),
      setMessageNum: (messageNum) => set({ messageNum }),
      setPid: (pid) => set({ pid }),
    }),
    { name: 'lobby.app', storage: createJSONStorage(() => localStorage) },
  ),
);
