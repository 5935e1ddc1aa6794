import { api, type Game } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';
import { groupGames } from '../group-games';
import { useGamesCatalogStore } from '../games-catalog-store';

/** GET /api/game/list with an empty category (every category at once), grouped and kept locally. */
export async function getGamesCatalog() {
  const catalog = groupGames(readList<Game>(await fetchData(api.gameList, { category: '' }), { numbers: ['app_state'] }));
  useGamesCatalogStore.getState().setCatalog(catalog);
  return catalog;
}

export const gamesCatalogQueryOptions = () =>
  queryOptions({
    queryKey: ['games-catalog'],
    queryFn: getGamesCatalog,
    staleTime: 5 * 60_000,
    // The stored catalog shows at once and stays when the call fails (spec §7: "on failure the cache is used").
    initialData: () => useGamesCatalogStore.getState().catalog ?? undefined,
    initialDataUpdatedAt: 0,
  });

export function useGamesCatalog() {
  return useQuery(gamesCatalogQueryOptions());
}
