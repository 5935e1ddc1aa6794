import { vipLabel, type NumberedVipLevel } from '@lobby/contract';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { labels } from '@/messages';
import { VipLevelCard } from './VipLevelCard';
import styles from './VipLevelTabs.module.css';
import { VipRebateTable } from './VipRebateTable';

interface VipLevelTabsProps {
  levels: readonly NumberedVipLevel[];
  /** The member's level; null for a visitor. */
  memberLevel: number | null;
}

/** A tab and a card per level, opening on the member's own level, and the rebate table below. */
export function VipLevelTabs({ levels, memberLevel }: VipLevelTabsProps) {
  const opening = memberLevel !== null && levels.some((level) => level.level === memberLevel) ? memberLevel : (levels[0]?.level ?? 0);
  const [selected, setSelected] = useState(opening);
  return (
    <>
      <section className={styles.levels} aria-label={labels.vipPage.levels()}>
        <Tabs activeKey={String(selected)} onChange={(key) => setSelected(Number(key))}>
          {levels.map((level) => (
            <Tabs.Tab key={String(level.level)} title={vipLabel(level.level)}>
              <VipLevelCard level={level} reached={memberLevel === null ? null : memberLevel >= level.level} />
            </Tabs.Tab>
          ))}
        </Tabs>
      </section>
      <VipRebateTable levels={levels} selected={selected} />
    </>
  );
}
