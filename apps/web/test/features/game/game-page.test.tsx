import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import GamePage from '@/features/game/GamePage';
import { openInWholeWindow } from '@/features/game/open-in-whole-window';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { appInfo } from '../../support/fixtures';
import { refused, serveCalls } from '../../support/serve-calls';

vi.mock('@/features/game/open-in-whole-window', () => ({ openInWholeWindow: vi.fn() }));

const frame = () => screen.findByTitle('游戏窗口');

describe('GamePage', () => {
  it('dailiD=1 frames the agent login page under a home bar', async () => {
    const { requests } = serveCalls({ getAgentLoginUrl: { url: 'about:blank#agent-login' } });
    renderAt('/gamePage?dailiD=1', <GamePage />);
    expect((await frame()).getAttribute('src')).toBe('about:blank#agent-login');
    expect(requests[0]?.key).toBe('getAgentLoginUrl');
    expect(screen.getByRole('button', { name: '首页' })).toBeTruthy();
  });

  it('dailiD=2 frames customer service', async () => {
    const { requests } = serveCalls({ getservicerurl: { url: 'about:blank#chat' } });
    renderAt('/gamePage?dailiD=2', <GamePage />);
    expect((await frame()).getAttribute('src')).toBe('about:blank#chat');
    expect(requests[0]?.key).toBe('getservicerurl');
  });

  it('app=1 opens the download address in the whole window, not in a frame', async () => {
    useAppStore.setState({ appInfo: appInfo({ ios_download_url: 'about:blank#download' }) });
    renderAt('/gamePage?app=1', <GamePage />);
    await waitFor(() => expect(openInWholeWindow).toHaveBeenCalledWith('about:blank#download'));
    expect(screen.queryByTitle('游戏窗口')).toBeNull();
  });

  it('name, type and code launch the game in the frame', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { requests } = serveCalls({ getGameUrl: { url: 'about:blank#avia' } });
    renderAt('/gamePage?name=avia&type=0&code=g1', <GamePage />);
    expect((await frame()).getAttribute('src')).toBe('about:blank#avia');
    expect(requests[0]?.payload).toEqual({
      plat_name: 'avia',
      game_type: '0',
      game_code: 'g1',
      is_mobile_url: 1,
    });
  });

  it('a refused launch toasts the message and goes home', async () => {
    useSessionStore.setState({ token: 'tok' });
    serveCalls({ getGameUrl: refused(400, '游戏平台不存在') });
    renderAt('/gamePage?name=yb&type=0&code=g1', <GamePage />);
    expect(await screen.findByText('游戏平台不存在')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('sends a visitor opening a game to the login page', () => {
    renderAt('/gamePage?name=yb&code=g1', <GamePage />);
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2FgamePage%3Fname%3Dyb%26code%3Dg1');
  });
});
