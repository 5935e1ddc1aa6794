import { create } from 'zustand';

interface HomeMenuState {
  visible: boolean;
  /** True from the first opening on: the drawer's code loads then, and it can animate out after. */
  mounted: boolean;
  show: () => void;
  hide: () => void;
}

/**
 * The home drawer's open state, kept outside the page (unlike useDrawerState): a language picked in the
 * drawer redraws every page (App keys them by language), and the member, who was still looking at the
 * drawer, finds it open in the new language rather than closed.
 */
export const useHomeMenu = create<HomeMenuState>()((set) => ({
  visible: false,
  mounted: false,
  show: () => set({ visible: true, mounted: true }),
  hide: () => set({ visible: false }),
}));
