import { describe, expect, it } from 'vitest';
import type { Game } from '@lobby/contract';
import { getGamesCatalog, gamesCatalogQueryOptions } from '@/features/games-catalog/api/get-game-list';
import { useGamesCatalogStore } from '@/features/games-catalog/games-catalog-store';
import { groupGames } from '@/features/games-catalog/group-games';
import { queryClient } from '@/lib/query-client';
import { refused, serveCalls } from '../../support/serve-calls';

const game = (category_id: Game['category_id'], name: string, app_state = 1): Game => ({
  category_id, app_state, platform_name: 'ag', game_code: name, name, mobile_img: '',
});

describe('games catalog', () => {
  it('groups by category_id and keeps only listed games', () => {
    const catalog = groupGames([game('sport', 'a'), game('sport', 'b', 0), game('lottery', 'c')]);
    expect(catalog.sport.map((g) => g.name)).toEqual(['a']);
    expect(catalog.lottery.map((g) => g.name)).toEqual(['c']);
    expect(catalog.joker).toEqual([]);
  });

  it('asks for every category and stores the grouped answer locally', async () => {
    const { calls } = serveCalls({ gameList: [game('gaming', 'e')] });
    await getGamesCatalog();
    expect(calls.gameList).toEqual([{ category: '' }]);
    expect(useGamesCatalogStore.getState().catalog?.gaming.map((g) => g.name)).toEqual(['e']);
    expect(JSON.parse(localStorage.getItem('lobby.games') ?? '{}').state.catalog.gaming).toHaveLength(1);
  });

  it('keeps the stored catalog when the call fails', async () => {
    useGamesCatalogStore.setState({ catalog: groupGames([game('sport', 'cached')]) });
    serveCalls({ gameList: refused(500, '失败') });
    await queryClient.prefetchQuery(gamesCatalogQueryOptions());
    expect(queryClient.getQueryData(gamesCatalogQueryOptions().queryKey)?.sport[0]?.name).toBe('cached');
    useGamesCatalogStore.setState({ catalog: null });
  });
});
