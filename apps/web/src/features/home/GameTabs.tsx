import { GAME_TAB_CATEGORIES } from '@lobby/contract';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import type { GameCatalog } from '@/features/games-catalog/games-catalog-store';
import { FishingEntry } from './FishingEntry';
import { GameTileGrid } from './GameTileGrid';

/** The slots tab, which also carries the fixed fishing-game entry. */
const SLOTS_TAB_INDEX = 2;

/** Sports, live video, slots, lottery, board, e-sports, by index; each tab shows its category's tiles. */
export function GameTabs({ catalog }: { catalog: GameCatalog | undefined }) {
  const [activeKey, setActiveKey] = useState(String(GAME_TAB_CATEGORIES[0].index));
  return (
    <Tabs activeKey={activeKey} onChange={setActiveKey}>
      {GAME_TAB_CATEGORIES.map(({ index, label, category }) => (
        <Tabs.Tab key={String(index)} title={label}>
          <GameTileGrid games={catalog?.[category] ?? []}
            leading={index === SLOTS_TAB_INDEX ? <FishingEntry /> : undefined} />
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}
