import type { Generated } from 'kysely';

export interface GamesTable {
  id: Generated<number>;
  category_id: string;
  /** A platforms.platform_name. */
  platform_name: string;
  game_code: string;
  name: string;
  mobile_img: string;
  /** 1 listed, 0 hidden (the client filters). */
  app_state: Generated<number>;
  sort: Generated<number>;
}

/** A tile of a provider's list (/api/gamelistBycode, whose wire names are gamename, catecode, gamecode). */
export interface ProviderGamesTable {
  id: Generated<number>;
  provider_code: string;
  game_name: string;
  gamepic: string;
  /** The platform the game launches on. */
  platform_name: string;
  game_code: string;
  sort: Generated<number>;
}
