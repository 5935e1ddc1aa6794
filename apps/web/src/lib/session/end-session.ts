import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';

/** Forgets the member: token, user info, message count and every cached answer. App info and pid stay. */
export function clearMemberState(): void {
  useSessionStore.getState().clear();
  useUserStore.getState().clear();
  useAppStore.getState().setMessageNum(0);
  queryClient.clear();
}

/** Leaves the hash router's current screen for the login page, from code outside React. */
function goToLogin(): void {
  window.location.hash = '#/login';
}

let ending = false;

/**
 * Forces the member out with a dialog (expired session, blacklisted, disabled), then clears the
 * state and opens /login. The balance poll may fail several times meanwhile: only one dialog shows.
 */
export async function endSession(content: string, title?: string): Promise<void> {
  // Nobody left to force out: the member has already gone (logout, a login-password change, which revokes
  // every token), and a call sent before that answered 401 late. No 认证失败 over the login page.
  if (ending || !useSessionStore.getState().token) return;
  ending = true;
  try {
    const { showAlert } = await import('@/lib/feedback');
    await showAlert(content, title);
  } finally {
    clearMemberState();
    goToLogin();
    ending = false;
  }
}
