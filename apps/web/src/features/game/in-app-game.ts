import { IN_APP_GAME_PLATFORMS, DEFAULT_GAME_TYPE } from '@lobby/contract';
import type { GameLaunch } from './api/get-game-url';
import { href } from '@/route-table';

/** avia and yb play inside the app's own /gamePage; every other platform leaves for its venue URL. */
export function isInAppPlatform(platName: string): boolean {
  return (IN_APP_GAME_PLATFORMS as readonly string[]).includes(platName);
}

export function inAppGamePath({ plat_name, game_code, game_type = DEFAULT_GAME_TYPE }: GameLaunch): string {
  return href('gamePage', { name: plat_name, type: game_type, code: game_code });
}
