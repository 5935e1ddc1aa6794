import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { messages } from '@/messages';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { routeAt, routes } from '@/route-table';


// Dialog and toast load on the first tap that needs one: home (the first screen) uses this hook too.
const feedback = () => import('@/lib/feedback');

async function goTo(path: string, currentPathname: string, navigate: NavigateFunction): Promise<void> {
  const target = routeAt(path);
  if (target?.path === currentPathname) {
    (await feedback()).showToast(messages.common.alreadyHere);
    return;
  }
  const loggedIn = useSessionStore.getState().token !== '';
  // The routes the table marks invitesLogin: a visitor is invited to log in instead.
  if (target?.invitesLogin && !loggedIn) {
    const confirmed = await (await feedback()).confirm(messages.common.loginInvite);
    if (confirmed) navigate(routes.login.path);
    return;
  }
  if (target?.name === 'hongbao' && Number(useAppStore.getState().appInfo?.redpacket_switch) !== 1) {
    (await feedback()).showToast(messages.redPacket.closed);
    return;
  }
  navigate(path);
}

/**
 * Navigation with the quick-action bar's rules (part 1 §2): the current page answers 已在当前页面！,
 * /hongbao and /transfer ask a visitor to log in, /hongbao answers 红包已关闭 while red packets are off.
 */
export function useGuardedNavigate(): (path: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback((path: string) => void goTo(path, pathname, navigate), [pathname, navigate]);
}
