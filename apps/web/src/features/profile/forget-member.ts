import { clearMemberState } from '@/lib/session/end-session';
import { BASE_URL_KEY } from '@/lib/base-url';

/**
 * After a login-password change the server has revoked every token: local and session storage are
 * cleared and the member's state reset (part 2 §4). The operator's base address survives, so the app
 * keeps talking to the same line; the spec's clearing is about the member, not the site.
 */
export function forgetMember(): void {
  const baseURL = localStorage.getItem(BASE_URL_KEY);
  clearMemberState();
  localStorage.clear();
  sessionStorage.clear();
  if (baseURL) localStorage.setItem(BASE_URL_KEY, baseURL);
}
