import { GAME_TAB_CATEGORIES } from '@lobby/contract';
import { useState } from 'react';
import { QueryState, type QueryLike } from '@/components/query-state/QueryState';
import { TabBar, tabPanelProps } from '@/components/tabs/TabBar';
import type { GameCatalog } from '@/features/games-catalog';
import { FishingEntry } from './FishingEntry';
import styles from './GameTabs.module.css';
import { GameTileGrid } from './GameTileGrid';
import { labels } from '@/messages';

/** The slots tab, which also carries the fixed fishing-game entry. */
const SLOTS_TAB_INDEX = 2;
const ID_PREFIX = 'home-games';

/**
 * Sports, live video, slots, lottery, board, e-sports, by index; each tab shows its category's tiles, or,
 * when the catalog has not come (and none is stored from before), the loading or the error with 重试.
 */
export function GameTabs({ catalog }: { catalog: QueryLike<GameCatalog> }) {
  const tabItems = GAME_TAB_CATEGORIES.map(({ index, category }) => ({ key: String(index), title: labels.homePage.gameTabs[category]() }));
  const [activeKey, setActiveKey] = useState(tabItems[0]!.key);
  const { index, category } = GAME_TAB_CATEGORIES.find((tab) => String(tab.index) === activeKey)!;
  return (
    <>
      <TabBar items={tabItems} activeKey={activeKey} onChange={setActiveKey} idPrefix={ID_PREFIX} />
      <div className={styles.panel} {...tabPanelProps(ID_PREFIX, activeKey)}>
        <QueryState query={catalog} compact>
          {(games) => (
            <GameTileGrid games={games[category]}
              leading={index === SLOTS_TAB_INDEX ? <FishingEntry /> : undefined} />
          )}
        </QueryState>
      </div>
    </>
  );
}
