import { dataOf } from '@/lib/api-client';
import { ApiError } from '@/lib/errors';
import { messages } from '@/messages';
import { getGameUrl, type GameLaunch } from './get-game-url';

/** The venue address of a game shown inside /gamePage. */
export async function launchGame(game: GameLaunch) {
  return dataOf(await getGameUrl(game));
}

/** What a failed launch tells the member (part 1 §8): the server's message, else the network text. */
export function launchFailureMessage(error: Error): string {
  return error instanceof ApiError ? error.message : messages.game.networkTimeout;
}
