import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The name a bet record shows: the game's name from the home list or a provider's tiles, else the
 * venue's own name (a launch with no game code opens the venue's lobby).
 */
export async function gameNameOf(db: Kysely<Database>, venue: { platformName: string; name: string }, gameCode: string): Promise<string> {
  if (gameCode === '') return venue.name;
  const listed = await db
    .selectFrom('games')
    .select('name')
    .where('platform_name', '=', venue.platformName)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  if (listed) return listed.name;
  const tile = await db
    .selectFrom('provider_games')
    .select('game_name')
    .where('platform_name', '=', venue.platformName)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return tile?.game_name ?? venue.name;
}
