import { HOME_NAV_DELAY_MS } from '@lobby/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeDrawer } from '@/features/home/HomeDrawer';
import { useLoadingStore } from '@/stores/loading-store';
import { renderAt } from '../../support/render';

describe('HomeDrawer navigation', () => {
  afterEach(() => vi.useRealTimers());

  it('closes the drawer and opens the page after home\'s navigation delay, with the loading indicator meanwhile', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderAt('/', <HomeDrawer visible onClose={onClose} />);
    fireEvent.click(screen.getByRole('link', { name: '优惠活动' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(useLoadingStore.getState().pending).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(HOME_NAV_DELAY_MS));
    expect(screen.getByTestId('location').textContent).toBe('/activity');
    expect(useLoadingStore.getState().pending).toBe(0);
  });

  it('leaves a link opened in a new tab to the browser', () => {
    renderAt('/', <HomeDrawer visible onClose={() => {}} />);
    const link = screen.getByRole('link', { name: '在线客服' });
    // Not prevented: the browser opens it itself.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(useLoadingStore.getState().pending).toBe(0);
  });
});
