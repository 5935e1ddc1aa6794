import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOpenGame } from '@/features/game/useOpenGame';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { networkFailure, refused, serveCalls } from '../../support/serve-calls';

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
    const server = serveCalls({});
    open();
    expect(await screen.findByText('请登录！')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('opens avia and yb inside the app without a call', async () => {
    useSessionStore.setState({ token: 'tok' });
    const server = serveCalls({});
    open('avia');
    await waitFor(() => expect(location()).toBe('/gamePage?name=avia&type=0&code=g1'));
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('shows 跳转中... and sends the launch payload, then leaves for the venue', async () => {
    useSessionStore.setState({ token: 'tok' });
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: 'http://lobby.test', set href(url: string) { assign(url); } });
    const { requests } = serveCalls({ getGameUrl: { url: 'https://venue.test/play' } });
    open();
    expect(await screen.findByText('跳转中...')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://venue.test/play'));
    expect(requests[0]?.key).toBe('getGameUrl');
    expect(requests[0]?.payload).toEqual({ plat_name: 'pg', game_type: 0, game_code: 'g1', is_mobile_url: 1 });
  });

  it('toasts the server message and goes home on a non-200 answer', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ getGameUrl: refused(400, '游戏维护中') });
    open();
    expect(await screen.findByText('游戏维护中')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('toasts the time-out text and goes home when the network fails', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ getGameUrl: networkFailure });
    open();
    expect(await screen.findByText('网络连接超时，请重试!')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/'));
  });
});
