import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@/messages';
import { logoff } from '../api/logoff';
import { confirmDialog } from '@/components/dialog/ask';
import { clearMemberState } from '@/lib/session/end-session';
import { routes } from '@/route-table';

/** Confirmed logout: the member leaves for /login even when the logoff call fails (spec §4). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const confirmed = await confirmDialog(messages.auth.logoutConfirm);
    if (!confirmed) return;
    await logoff().catch(() => undefined);
    clearMemberState();
    navigate(routes.login.path, { replace: true });
  }, [navigate]);
}
