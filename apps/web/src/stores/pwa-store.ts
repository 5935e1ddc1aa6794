import { create } from 'zustand';

/** Chromium's install prompt, held back until the member asks (features/install). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** A new version is installed and waiting: the app offers 新版本可用. */
  updateReady: boolean;
  /** Moves the page onto the waiting version and reloads (set by lib/service-worker). */
  applyUpdate: (() => void) | undefined;
  /** The browser's install prompt, when it offered one (Android Chrome and other Chromium browsers). */
  installPrompt: InstallPromptEvent | undefined;
}

export const usePwaStore = create<PwaState>()(() => ({ updateReady: false, applyUpdate: undefined, installPrompt: undefined }));
