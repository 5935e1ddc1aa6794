import { api, DEFAULT_GAME_TYPE, IS_MOBILE_URL } from '@lobby/contract';
import { submit } from '@/lib/submit';

/** A game to open: its venue's platform code, its game code ('' for the venue's lobby) and game type. */
export interface GameLaunch {
  platform: string;
  code: string;
  type?: number | string;
}

/**
 * POST /api/getGameUrl: the whole envelope, because a non-200 answer has its own handling (toast, then
 * home). With free-transfer mode on a launch moves money, so it is a submission with its key.
 */
export function getGameUrl({ platform, code, type = DEFAULT_GAME_TYPE }: GameLaunch) {
  return submit(api.getGameUrl, { plat_name: platform, game_type: type, game_code: code, is_mobile_url: IS_MOBILE_URL });
}
