import { api, type GameTile, type ProviderCode } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';

/** POST /api/gamelistBycode: one provider's tiles. */
async function getGameTiles(gamecode: ProviderCode) {
  return readList<GameTile>(await fetchData(api.gamelistBycode, { gamecode }));
}

// Fetched once: /concise is kept alive, so its lists last as long as the page itself (part 1 §2, §4).
const gameTilesQueryOptions = (gamecode: ProviderCode) =>
  queryOptions({
    queryKey: ['game-tiles', gamecode],
    queryFn: () => getGameTiles(gamecode),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useGameTiles(gamecode: ProviderCode) {
  return useQuery(gameTilesQueryOptions(gamecode));
}
