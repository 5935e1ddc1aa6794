import { GAME_OPEN_LOADING_MS, SUCCESS_CODE, validateGameOpen } from '@lobby/contract';
import { useCallback } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { endSession } from '@/lib/session/end-session';
import { AuthExpiredError } from '@/lib/errors';
import { labels, messages } from '@/messages';
import { loginPathFor } from '@/lib/session/redirect';
import { useSessionStore } from '@/stores/session-store';
import { getGameUrl, type GameLaunch } from './api/get-game-url';
import { inAppGamePath, isInAppPlatform } from './in-app-game';
import { routes } from '@/route-table';

// Toasts and dialogs load on the first tap: the home screen, which holds most game tiles, paints without them.
const feedback = () => import('@/lib/feedback');

async function openGame(game: GameLaunch, navigate: NavigateFunction): Promise<void> {
  const { Toast, confirm } = await feedback();
  const problem = validateGameOpen(useSessionStore.getState().token);
  if (problem) {
    // The spec's 请登录！, offering the way in (issue 13): 立即登录 opens the login and comes back here.
    if (await confirm(problem, labels.gameList.logInNow())) navigate(loginPathFor(currentPath()));
    return;
  }
  if (isInAppPlatform(game.platform)) {
    navigate(inAppGamePath(game));
    return;
  }
  Toast.show({ icon: 'loading', content: messages.game.opening, duration: GAME_OPEN_LOADING_MS });
  try {
    const envelope = await getGameUrl(game);
    if (envelope.code === SUCCESS_CODE) {
      window.location.href = envelope.data.url;
      return;
    }
    Toast.show({ icon: 'fail', content: envelope.message });
  } catch (error) {
    if (error instanceof AuthExpiredError) {
      Toast.clear();
      return endSession(messages.auth.expiredBody, messages.auth.expiredTitle);
    }
    Toast.show({ icon: 'fail', content: messages.game.networkTimeout });
  }
  navigate(routes.home.path);
}

/** The page the member is on, as the hash router has it ('/concise?gamecode=pg'). */
const currentPath = () => window.location.hash.replace(/^#/, '') || routes.home.path;

/** Opens a game (part 1 §4, §7, §8): login required, in-app platforms to /gamePage, others to the venue URL. */
export function useOpenGame(): (game: GameLaunch) => void {
  const navigate = useNavigate();
  return useCallback((game: GameLaunch) => void openGame(game, navigate), [navigate]);
}
