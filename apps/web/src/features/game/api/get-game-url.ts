import { api, DEFAULT_GAME_TYPE, IS_MOBILE_URL } from '@lobby/contract';
import { submit } from '@/lib/submit';

export interface GameLaunch {
  plat_name: string;
  game_code: string;
  game_type?: number | string;
}

/**
 * POST /api/getGameUrl: the whole envelope, because a non-200 answer has its own handling (toast, then
 * home). With free-transfer mode on a launch moves money, so it is a submission with its key.
 */
export function getGameUrl({ plat_name, game_code, game_type = DEFAULT_GAME_TYPE }: GameLaunch) {
  return submit(api.getGameUrl, { plat_name, game_type, game_code, is_mobile_url: IS_MOBILE_URL });
}
