/** Games and venue wallets: game lists, launching, venue balances and recovering them. */
import type { Game, GameTile } from '../entities.ts';
import type { CallSchemas } from './calls.ts';
import { urlResult, venueWallet } from './entities.ts';
import { TEXT_LIMITS as L } from '../rules/wire.ts';
import { anyOf, array, empty, integer, nullValue, object, oneOf, optional, string, type Schema } from './schema.ts';
import { wire, wireText } from './wire-forms.ts';

// Every launch field is read as text: the venue, game and type codes are looked up, never computed with.
const code = { kind: 'text', limit: L.code } as const;

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
  gameList: { request: object({ category: optional(wireText(L.code)) }), response: array(game) },
  getGameUrl: {
    request: object({
      plat_name: wireText(L.code),
      game_type: optional(wire(anyOf(integer(), string()), code)),
      game_code: optional(wireText(L.code)),
      is_mobile_url: wire(oneOf([1]), code),
    }),
    response: urlResult,
  },
  gamelistBycode: { request: object({ gamecode: wireText(L.code) }), response: array(gameTile) },
  balancelist: { request: empty(), response: array(object({ name: string(), platname: string() })) },
  balancelist2: { request: empty(), response: array(venueWallet) },
  transall: { request: empty(), response: nullValue() },
  userapimoney: { request: empty(), response: venueWallet, params: object({ platname: wire(string(), { ...code, required: true }) }) },
} satisfies Partial<CallSchemas>;
