import { create } from 'zustand';

interface BalancePushState {
  /** The stream's path the back end named on its last balance answer (X-Lobby-Push); null for a spec-only back end. */
  offeredPath: string | null;
  /** True while a stream delivers: the 4.3 s balance poll stops meanwhile and starts again when it fails. */
  streaming: boolean;
  setOfferedPath: (path: string | null) => void;
  setStreaming: (streaming: boolean) => void;
}

/** Only a path on the API's own address: a header never sends the member's token anywhere else. */
const STREAM_PATH = /^\/[A-Za-z0-9/_-]{1,200}$/;

export const useBalancePushStore = create<BalancePushState>()((set) => ({
  offeredPath: null,
  streaming: false,
  setOfferedPath: (path) => set({ offeredPath: path !== null && STREAM_PATH.test(path) ? path : null }),
  setStreaming: (streaming) => set({ streaming }),
}));
