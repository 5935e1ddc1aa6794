import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabBar, tabPanelProps } from '@/components/tabs/TabBar';

const items = [{ key: 'a', title: '体育' }, { key: 'b', title: '视讯' }, { key: 'c', title: '电子' }];

function Harness() {
  const [active, setActive] = useState('a');
  return (
    <>
      <TabBar items={items} activeKey={active} onChange={setActive} idPrefix="t" />
      <div {...tabPanelProps('t', active)}>panel of {active}</div>
    </>
  );
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);

describe('TabBar', () => {
  it('selects a tab on tap, and its panel is labelled by it', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: '电子' }));
    expect(selected()).toEqual(['电子']);
    expect(screen.getByRole('tabpanel', { name: '电子' }).textContent).toBe('panel of c');
  });

  it('moves and selects with the arrows (wrapping), Home and End; only the active tab is in the tab order', () => {
    render(<Harness />);
    const tablist = screen.getByRole('tablist');
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    expect(selected()).toEqual(['电子']);
    expect(document.activeElement?.textContent).toBe('电子');
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(selected()).toEqual(['体育']);
    fireEvent.keyDown(tablist, { key: 'End' });
    expect(selected()).toEqual(['电子']);
    fireEvent.keyDown(tablist, { key: 'Home' });
    expect(selected()).toEqual(['体育']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(tablist, { key: 'a' });
    expect(selected()).toEqual(['体育']);
  });
});
