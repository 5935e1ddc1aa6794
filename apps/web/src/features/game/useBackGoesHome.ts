import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '@/route-table';

/**
 * Browser back from /gamePage lands on home (part 1 §2), not inside whatever led there. React renders
 * a popstate at once, so the router unmounts this page before our listener's turn; the listener is
 * therefore removed a tick after unmount, late enough to still hear the back that caused it.
 */
export function useBackGoesHome(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const goHome = () => navigate(routes.home.path, { replace: true });
    window.addEventListener('popstate', goHome);
    return () => {
      setTimeout(() => window.removeEventListener('popstate', goHome), 0);
    };
  }, [navigate]);
}
