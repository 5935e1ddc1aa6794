import { api } from '@lobby/contract';
import { FIRST_SCREEN_CARDS } from '../features/activity/first-screen-cards';
import { routes } from '../route-table';

/** A call the boot script sends before the app's code has loaded (see route-preload.ts). */
export interface EarlyCall {
  /** POST address under the API's base address. */
  path: string;
  /** The JSON body, exactly as the app sends it. */
  payload: object;
  /**
   * Where the first screen's pictures sit in the answer's data ('0.src': data[0].src). Every picture that
   * shares the first screen at the same size is named: the largest paint may be any of them (the third
   * promotion card measured a few pixels larger than the first), and one fetched late holds that paint up.
   */
  pictures: readonly string[];
}

/**
 * The calls that name a landing page's main picture, sent by route-preload.js as the page opens, in
 * parallel with the app's code, so that the picture downloads while that code does. Only calls that
 * need no member (auth 'none'): their answer is the same for everyone, and the script never touches the
 * session. The app's own first request of the same call and body takes the early answer (api-client.ts)
 * instead of asking again; test/app/first-screen-data.test.tsx checks that each page asks for these exactly.
 */
export const EARLY_CALLS: Readonly<Record<string, readonly EarlyCall[]>> = {
  [routes.home.path]: [{ path: api.bannerList.path, payload: { type: 2 }, pictures: ['0.src'] }],
  [routes.activity.path]: [{ path: api.activitylist.path, payload: { page: 1 }, pictures: Array.from({ length: FIRST_SCREEN_CARDS }, (_, index) => `data.${index}.banner`) }],
};

