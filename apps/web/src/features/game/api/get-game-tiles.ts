import { api, type ProviderCode } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/gamelistBycode: one provider's tiles. */
export function getGameTiles(gamecode: ProviderCode) {
  return fetchData(api.gamelistBycode, { gamecode });
}

// Fetched once: /concise is kept alive, so its lists last as long as the page itself (part 1 §2, §4).
export const gameTilesQueryOptions = (gamecode: ProviderCode) =>
  queryOptions({
    queryKey: ['game-tiles', gamecode],
    queryFn: () => getGameTiles(gamecode),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useGameTiles(gamecode: ProviderCode) {
  return useQuery(gameTilesQueryOptions(gamecode));
}
