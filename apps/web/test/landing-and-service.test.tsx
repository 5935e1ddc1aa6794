import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AppDownloadPage from '@/features/app-download/AppDownloadPage';
import { visitAddress } from '@/features/app-download/api/get-visit-url';
import LandingPage from '@/features/landing/LandingPage';
import ServicePage from '@/features/service/ServicePage';
import { useAppStore } from '@/stores/app-store';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from './helpers';
import { appInfo } from './support/fixtures';
import { refused, serveCalls } from './support/serve-calls';

describe('LandingPage', () => {
  it('shows the header links, 8 slides and the live-casino entry', async () => {
    renderAt('/zhanzhu', <LandingPage />);
    expect(screen.getByRole('link', { name: 'APP下载' }).getAttribute('href')).toBe('/app');
    expect(screen.getByRole('link', { name: '帮助' }).getAttribute('href')).toBe('/kefu');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('img', { name: /^赞助图片\d$/ })).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: /真人视讯/ }));
    expect(await screen.findByText('请登录！')).toBeTruthy();
  });

  it('hides login for a member and launches ag', async () => {
    useSessionStore.setState({ token: 'tok' });
    const { calls, fetch } = serveCalls({ getGameUrl: refused(500, '维护中') });
    renderAt('/zhanzhu', <LandingPage />);
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /真人视讯/ }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(calls.getGameUrl[0]?.plat_name).toBe('ag');
  });
});

describe('AppDownloadPage', () => {
  it('downloads through a hidden frame removed after 2 s', () => {
    vi.useFakeTimers();
    useAppStore.setState({ appInfo: appInfo({ ios_download_url: 'about:blank#ipa' }) });
    renderAt('/app', <AppDownloadPage />);
    fireEvent.click(screen.getByRole('button', { name: '立即下载' }));
    expect(document.querySelector('iframe[src="about:blank#ipa"]')).toBeTruthy();
    vi.advanceTimersByTime(2_000);
    expect(document.querySelector('iframe[src="about:blank#ipa"]')).toBeNull();
  });

  it('opens the visit address with register?pid= when a pid was saved', async () => {
    const assign = vi.fn();
    serveCalls({ getVisitUrl: { url: 'https://www.lobby.test/#/' } });
    useAppStore.setState({ pid: '7' });
    renderAt('/app', <AppDownloadPage />);
    vi.stubGlobal('location', { origin: 'http://lobby.test', set href(url: string) { assign(url); } });
    fireEvent.click(screen.getByRole('button', { name: '进入网页版' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.lobby.test/#/register?pid=7'));
  });

  it('leaves the visit address as it is without a pid', () => {
    expect(visitAddress('https://www.lobby.test/', '')).toBe('https://www.lobby.test/');
    expect(visitAddress('https://www.lobby.test', '9')).toBe('https://www.lobby.test/register?pid=9');
  });
});

describe('ServicePage', () => {
  it('frames the service address', async () => {
    serveCalls({ getservicerurl: { url: 'about:blank#chat' } });
    renderAt('/kefu', <ServicePage />);
    expect((await screen.findByTitle('在线客服窗口')).getAttribute('src')).toBe('about:blank#chat');
  });
});
