import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/QueryState';
import { loginPathFor } from '@/lib/session/redirect';
import { AuthExpiredError } from '@/lib/errors';
import { labels } from '@/messages';
import { useIsLoggedIn } from '@/stores/session-store';
import { launchFailureMessage } from './api/launch-game';
import { GameHomeBar } from './components/GameHomeBar';
import styles from './GamePage.module.css';
import { useBackGoesHome } from './useBackGoesHome';
import { gameFrameSourceOf, useGameFrameUrl } from './useGameFrameUrl';
import { routes } from '@/route-table';

/** /gamePage: agent login (dailiD=1), customer service (dailiD=2), app download (app=1) or a game, framed under a 'home' bar (part 1 §2). */
export default function GamePage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const source = gameFrameSourceOf(params);
  const { url, launchError, addressQuery } = useGameFrameUrl(loggedIn || source.kind !== 'game' ? source : { kind: 'none' });
  useBackGoesHome();

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
          {(address) => <iframe className={styles.frame} src={address.url} title={labels.gamePage.frame()} allow="fullscreen; autoplay" />}
        </QueryState>
      ) : (
        url && <iframe className={styles.frame} src={url} title={labels.gamePage.frame()} allow="fullscreen; autoplay" />
      )}
    </div>
  );
}
