import type { Generated } from 'kysely';

export interface GamesTable {
  id: Generated<number>;
  category_id: string;
  /** A platforms.platname. */
  platform_name: string;
  game_code: string;
  name: string;
  mobile_img: string;
  /** 1 listed, 0 hidden (the client filters). */
  app_state: Generated<number>;
  sort: Generated<number>;
}

/** A tile of a provider's list (/api/gamelistBycode); catecode is the platname the game launches on. */
export interface ProviderGamesTable {
  id: Generated<number>;
  provider_code: string;
  gamename: string;
  gamepic: string;
  catecode: string;
  gamecode: string;
  sort: Generated<number>;
}
