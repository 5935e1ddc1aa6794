import { useAppStore } from '@/stores/app-store';
import { useIsLoggedIn } from '@/stores/session-store';
import { useMessageShownStore } from './message-shown-store';

/**
 * The unread count the app shows (part 1 §4): 0 once the 'show' flag is set, else the stored count,
 * and only while a token is held.
 */
export function useShownMessageCount(): number {
  const loggedIn = useIsLoggedIn();
  const shown = useMessageShownStore((state) => state.shown);
  const messageNum = useAppStore((state) => state.messageNum);
  return loggedIn && !shown ? messageNum : 0;
}

/**
 * Stores the total of /api/noticeList as messageNum. The spec never says when the 'show' flag is
 * cleared; ours: when the total grows, since the member has not seen the new messages yet.
 */
export function storeMessageTotal(total: number): void {
  if (!Number.isInteger(total) || total < 0) return; // a malformed answer leaves the stored count alone
  const { messageNum, setMessageNum } = useAppStore.getState();
  if (total > messageNum) useMessageShownStore.getState().setShown(false);
  setMessageNum(total);
}
