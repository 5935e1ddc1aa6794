import { PROVIDER_CODES, type GameTile } from '@lobby/contract';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useGameTiles } from './api/get-game-tiles';
import { GameTileGrid } from './components/GameTileGrid';
import { LoadingIndicator } from './components/LoadingIndicator';
import { providerCodeOf } from './provider-code';
import { useOpenGame } from './useOpenGame';

/**
 * /concise?gamecode=: a provider's game list, one tab per provider code (part 1 §2). A non-200 answer
 * shows the server's message (the error policy); either failure ends the loading indicator and shows the
 * error with 重试 in the list's place (issue 10).
 */
export default function GameListPage() {
  const [params, setParams] = useSearchParams();
  const provider = providerCodeOf(params.get('gamecode'));
  const tiles = useGameTiles(provider);
  const openGame = useOpenGame();
  const open = (tile: GameTile) => openGame({ platform: tile.catecode, code: tile.gamecode });

  return (
    <>
      <PageHeader title={labels.pageTitles.gameList()} />
      <Tabs activeKey={provider} onChange={(gamecode) => setParams({ gamecode }, { replace: true })}>
        {PROVIDER_CODES.map((code) => (
          <Tabs.Tab key={code} title={labels.gameList.providerNames[code]()} />
        ))}
      </Tabs>
      <QueryState query={tiles} loading={<LoadingIndicator />} isEmpty={(list) => list.length === 0}>
        {(list) => <GameTileGrid tiles={list} onOpen={open} />}
      </QueryState>
    </>
  );
}
