import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import GamePage from '@/features/game/GamePage';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { jsonResponse, mockFetch, renderAt } from './helpers';

const frame = () => screen.findByTitle('游戏窗口');
const urlAnswer = (url: string) => jsonResponse({ code: 200, message: '', data: { url } });

describe('GamePage', () => {
  it('dailiD=1 frames the agent login page under a home bar', async () => {
    const fetchMock = mockFetch(() => urlAnswer('about:blank#agent-login'));
    renderAt('/gamePage?dailiD=1', <GamePage />);
    expect((await frame()).getAttribute('src')).toBe('about:blank#agent-login');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/getAgentLoginUrl$/);
    expect(screen.getByRole('button', { name: '首页' })).toBeTruthy();
  });

  it('dailiD=2 frames customer service', async () => {
    const fetchMock = mockFetch(() => urlAnswer('about:blank#chat'));
    renderAt('/gamePage?dailiD=2', <GamePage />);
    expect((await frame()).getAttribute('src')).toBe('about:blank#chat');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/getservicerurl$/);
  });

  it('app=1 frames the download address', async () => {
    useAppStore.setState({ appInfo: { ios_download_url: 'about:blank#download' } as never });
    renderAt('/gamePage?app=1', <GamePage />);
    expect((await frame()).getAttribute('src')).toBe('about:blank#download');
  });

  it('name, type and code launch the game in the frame', async () => {
    useSessionStore.setState({ token: 'tok' });
    const fetchMock = mockFetch(() => urlAnswer('about:blank#avia'));
    renderAt('/gamePage?name=avia&type=0&code=g1', <GamePage />);
    expect((await frame()).getAttribute('src')).toBe('about:blank#avia');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      plat_name: 'avia',
      game_type: '0',
      game_code: 'g1',
      is_mobile_url: 1,
    });
  });

  it('a refused launch toasts the message and goes home', async () => {
    useSessionStore.setState({ token: 'tok' });
    mockFetch(() => jsonResponse({ code: 400, message: '游戏平台不存在', data: null }));
    renderAt('/gamePage?name=yb&type=0&code=g1', <GamePage />);
    expect(await screen.findByText('游戏平台不存在')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('sends a visitor opening a game to the login page', () => {
    renderAt('/gamePage?name=yb&code=g1', <GamePage />);
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2FgamePage%3Fname%3Dyb%26code%3Dg1');
  });
});
