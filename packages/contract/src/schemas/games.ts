/** Games and venue wallets: game lists, launching, venue balances and recovering them. */
import type { Game, GameTile } from '../entities.ts';
import type { CallSchemas } from './calls.ts';
import { urlResult, venueWallet } from './entities.ts';
import { anyOf, array, empty, integer, nullValue, object, oneOf, optional, string, type Schema } from './schema.ts';

const game: Schema<Game> = object({
  category_id: oneOf(['realbet', 'joker', 'gaming', 'sport', 'lottery', 'concise']),
  app_state: integer(),
  platform_name: string(),
  game_code: string(),
  name: string(),
  mobile_img: string(),
});

const gameTile: Schema<GameTile> = object({ gamename: string(), gamepic: string(), catecode: string(), gamecode: string() });

export const gameSchemas = {
  gameList: { request: object({ category: optional(string()) }), response: array(game) },
  getGameUrl: {
    request: object({
      plat_name: string(),
      game_type: optional(anyOf(integer(), string())),
      game_code: optional(string()),
      is_mobile_url: oneOf([1]),
    }),
    response: urlResult,
  },
  gamelistBycode: { request: object({ gamecode: string() }), response: array(gameTile) },
  balancelist: { request: empty(), response: array(object({ name: string(), platname: string() })) },
  balancelist2: { request: empty(), response: array(venueWallet) },
  transall: { request: empty(), response: nullValue() },
  userapimoney: { request: empty(), response: venueWallet },
} satisfies Partial<CallSchemas>;
