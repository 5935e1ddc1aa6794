import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/QueryState';
import { loginPathFor } from '@/lib/session/redirect';
import { AuthExpiredError } from '@/lib/errors';
import { useIsLoggedIn } from '@/stores/session-store';
import { launchFailureMessage } from './api/launch-game';
import { GameHomeBar } from './components/GameHomeBar';
import { openInWholeWindow } from './open-in-whole-window';
import { GameFrame } from './GameFrame';
import styles from './GamePage.module.css';
import { useBackGoesHome } from './useBackGoesHome';
import { gameFrameSourceOf, useGameFrameUrl } from './useGameFrameUrl';
import { routes } from '@/route-table';

/**
 * /gamePage: agent login (dailiD=1), customer service (dailiD=2) or a game, framed under a 'home' bar; the app
 * download (app=1) leaves for its address (part 1 §2).
 */
export default function GamePage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const source = gameFrameSourceOf(params);
  const { url, launchError, addressQuery } = useGameFrameUrl(loggedIn || source.kind !== 'game' ? source : { kind: 'none' });
  useBackGoesHome();

  useEffect(() => {
    // Store and download pages refuse to be framed.
    if (source.kind === 'download' && url) openInWholeWindow(url);
  }, [source.kind, url]);

  useEffect(() => {
    // An expired session has its own dialog (the error policy).
    if (!launchError || launchError instanceof AuthExpiredError) return;
    void import('@/lib/feedback').then(({ showErrorToast }) => showErrorToast(launchFailureMessage(launchError)));
    navigate(routes.home.path, { replace: true });
  }, [launchError, navigate]);

  // A game needs a member (part 1 §5); a visitor who opened its address logs in and comes back.
  if (source.kind === 'game' && !loggedIn) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return (
    <div className={styles.page}>
      <GameHomeBar />
      {addressQuery ? (
        <QueryState query={addressQuery}>
          {(address) => <GameFrame src={address.url} />}
        </QueryState>
      ) : (
        url && source.kind !== 'download' && <GameFrame src={url} />
      )}
    </div>
  );
}
