import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOpenGame } from '@/features/game/useOpenGame';
import { useSessionStore } from '@/stores/session-store';
import { jsonResponse, mockFetch, renderAt } from './helpers';

function OpenButton({ plat }: { plat: string }) {
  const openGame = useOpenGame();
  return (
    <button type="button" onClick={() => openGame({ platform: plat, code: 'g1' })}>
      open
    </button>
  );
}

const open = (plat = 'pg') => {
  renderAt('/concise', <OpenButton plat={plat} />);
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
};
const location = () => screen.getByTestId('location').textContent;

describe('useOpenGame', () => {
  it('asks a visitor to log in and makes no call', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    open();
    expect(await screen.findByText('请登录！')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens avia and yb inside the app without a call', async () => {
    useSessionStore.setState({ token: 'tok' });
    const fetchMock = mockFetch(() => jsonResponse({}));
    open('avia');
    await waitFor(() => expect(location()).toBe('/gamePage?name=avia&type=0&code=g1'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows 跳转中... and sends the launch payload, then leaves for the venue', async () => {
    useSessionStore.setState({ token: 'tok' });
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: 'http://lobby.test', set href(url: string) { assign(url); } });
    const fetchMock = mockFetch(() => jsonResponse({ code: 200, message: '', data: { url: 'https://venue.test/play' } }));
    open();
    expect(await screen.findByText('跳转中...')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://venue.test/play'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/getGameUrl$/);
    expect(JSON.parse(String(init?.body))).toEqual({ plat_name: 'pg', game_type: 0, game_code: 'g1', is_mobile_url: 1 });
  });

  it('toasts the server message and goes home on a non-200 answer', async () => {
    useSessionStore.setState({ token: 'tok' });
    mockFetch(() => jsonResponse({ code: 400, message: '游戏维护中', data: null }));
    open();
    expect(await screen.findByText('游戏维护中')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('toasts the time-out text and goes home when the network fails', async () => {
    useSessionStore.setState({ token: 'tok' });
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    open();
    expect(await screen.findByText('网络连接超时，请重试!')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/'));
  });
});
