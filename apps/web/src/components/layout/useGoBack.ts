import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '@/route-table';

/** Back to the previous page; home when the page was opened directly (no app history to go back to). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(routes.home.path, { replace: true });
  }, [navigate]);
}
