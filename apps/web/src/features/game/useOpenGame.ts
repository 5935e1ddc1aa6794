import { GAME_OPEN_LOADING_MS, SUCCESS_CODE, validateGameOpen } from '@lobby/contract';
import { useCallback } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { endSession } from '@/lib/session/end-session';
import { AuthExpiredError } from '@/lib/errors';
import { messages } from '@/messages';
import { useSessionStore } from '@/stores/session-store';
import { getGameUrl, type GameLaunch } from './api/get-game-url';
import { inAppGamePath, isInAppPlatform } from './in-app-game';
import { routes } from '@/route-table';

// Toasts load on the first tap: the home screen, which holds most game tiles, paints without them.
const toast = () => import('@/lib/feedback').then(({ Toast }) => Toast);

async function openGame(game: GameLaunch, navigate: NavigateFunction): Promise<void> {
  const Toast = await toast();
  const problem = validateGameOpen(useSessionStore.getState().token);
  if (problem) {
    Toast.show({ content: problem });
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

/** Opens a game (part 1 §4, §7, §8): login required, in-app platforms to /gamePage, others to the venue URL. */
export function useOpenGame(): (game: GameLaunch) => void {
  const navigate = useNavigate();
  return useCallback((game: GameLaunch) => void openGame(game, navigate), [navigate]);
}
