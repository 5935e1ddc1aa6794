import { create } from 'zustand';

interface LoadingState {
  /** Pages that are waiting; the overlay shows while any is. A count, so overlapping waits do not cut each other short. */
  pending: number;
  start: () => void;
  stop: () => void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  pending: 0,
  start: () => set((state) => ({ pending: state.pending + 1 })),
  stop: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));

/** Shows the global loading overlay while `work` runs. */
export async function withLoading<T>(work: Promise<T>): Promise<T> {
  const { start, stop } = useLoadingStore.getState();
  start();
  try {
    return await work;
  } finally {
    stop();
  }
}
