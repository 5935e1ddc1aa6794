import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PwaBars from '@/features/site/PwaBars';
import { zhCNLabels } from '@/messages';
import { usePwaStore } from '@/stores/pwa-store';

const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: !offline, configurable: true });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => {
  if (online) Object.defineProperty(navigator, 'onLine', online);
  usePwaStore.setState({ updateReady: false, applyUpdate: undefined });
});

describe('the bars over every page', () => {
  it('say the connection is gone while it is, and go when it is back', () => {
    render(<PwaBars />);
    expect(screen.queryByText(zhCNLabels.pwa.offline)).toBeNull();
    act(() => goOffline(true));
    expect(screen.getByRole('status').textContent).toBe(zhCNLabels.pwa.offline);
    act(() => goOffline(false));
    expect(screen.queryByText(zhCNLabels.pwa.offline)).toBeNull();
  });

  it('offer 新版本可用 when a new version waits, and move onto it on a tap', () => {
    const applyUpdate = vi.fn();
    render(<PwaBars />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => usePwaStore.setState({ updateReady: true, applyUpdate }));
    expect(screen.getByRole('alert').textContent).toContain('新版本可用');
    fireEvent.click(screen.getByRole('button', { name: zhCNLabels.pwa.updateNow }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });
});
