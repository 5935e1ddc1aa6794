import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface MessageShownState {
  /** The 'show' flag of part 1 §4: set once the member has opened the in-site messages. */
  shown: boolean;
  setShown: (shown: boolean) => void;
}

/** Kept in local storage, as the spec says, beside the app store's messageNum. */
export const useMessageShownStore = create<MessageShownState>()(
  persist(
    (set) => ({
      shown: false,
      setShown: (shown) => set({ shown }),
    }),
    { name: 'lobby.messageShown', storage: createJSONStorage(() => localStorage) },
  ),
);
