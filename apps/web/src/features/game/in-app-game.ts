import { IN_APP_GAME_PLATFORMS, DEFAULT_GAME_TYPE } from '@lobby/contract';
import type { GameLaunch } from './api/get-game-url';
import { href } from '@/route-table';

/** avia and yb play inside the app's own /gamePage; every other platform leaves for its venue URL. */
export function isInAppPlatform(platform: string): boolean {
  return (IN_APP_GAME_PLATFORMS as readonly string[]).includes(platform);
}

export function inAppGamePath({ platform, code, type = DEFAULT_GAME_TYPE }: GameLaunch): string {
  return href('gamePage', { name: platform, type, code });
}
