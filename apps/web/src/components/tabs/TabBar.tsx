import { useRef, type KeyboardEvent } from 'react';
import styles from './TabBar.module.css';

interface TabItem {
  key: string;
  title: string;
}

interface TabBarProps {
  items: readonly TabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** Ties each tab to its panel: tab `${idPrefix}-tab-${key}` controls `${idPrefix}-panel`. */
  idPrefix: string;
  /** Titles that may not all fit (an operator's own categories): the row scrolls sideways instead of squeezing them. */
  scrollable?: boolean;
}

/** The panel a TabBar controls, labelled by its active tab. */
export function tabPanelProps(idPrefix: string, activeKey: string) {
  return { role: 'tabpanel', id: `${idPrefix}-panel`, 'aria-labelledby': `${idPrefix}-tab-${activeKey}` } as const;
}

/**
 * A row of tabs drawn with CSS alone, for the landing pages (home's games, the promotions): antd-mobile's
 * Tabs animates its underline with react-spring, a library and animation frames the first screen would
 * otherwise pay for. Keyboard as the
 * WAI-ARIA tabs pattern: arrows, Home and End move and select; only the active tab is in the tab order.
 */
export function TabBar({ items, activeKey, onChange, idPrefix, scrollable = false }: TabBarProps) {
  const list = useRef<HTMLDivElement>(null);
  const select = (index: number) => {
    const item = items[(index + items.length) % items.length]!;
    onChange(item.key);
    const tab = list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${idPrefix}-tab-${item.key}`)}`);
    tab?.focus();
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = items.findIndex((item) => item.key === activeKey);
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: items.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div ref={list} className={scrollable ? `${styles.list} ${styles.scrollable}` : styles.list} role="tablist" onKeyDown={onKeyDown}>
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <button key={item.key} type="button" role="tab" id={`${idPrefix}-tab-${item.key}`}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-selected={active} aria-controls={`${idPrefix}-panel`} tabIndex={active ? 0 : -1}
            onClick={() => onChange(item.key)}>
            {item.title}
          </button>
        );
      })}
    </div>
  );
}
