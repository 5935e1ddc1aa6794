import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@lobby/contract';
import { SITE_CHECK_MS } from '@/features/site/useSiteStateCheck';
import { request } from '@/lib/api-client';
import { RootShell } from '@/features/site/RootShell';
import { renderAt } from '../../support/render';
import { appInfo } from '../../support/fixtures';
import { maintenanceRefusal, serveCalls } from '../../support/serve-calls';

const siteInfo = (siteState: 0 | 1) => appInfo({
  title: '测试站点',
  site_state: siteState,
  repair_tips: '系统升级中，预计两小时后恢复',
  app_state: 0,
  ios_download_url: '',
  index_modal: 0,
  webcontent: '',
  redpacket_switch: 0,
  site_logo: '',
});

describe('RootShell', () => {
  it('in maintenance shows only the maintenance image and the repair tips', async () => {
    serveCalls({ app: siteInfo(0) });
    renderAt('/', <RootShell><p>routed page</p></RootShell>);
    expect(await screen.findByText('系统升级中，预计两小时后恢复')).toBeTruthy();
    expect(screen.getByRole('img', { name: '系统维护中' })).toBeTruthy();
    expect(screen.queryByText('routed page')).toBeNull();
  });

  it('otherwise shows the routed page and takes the document title from app info', async () => {
    serveCalls({ app: siteInfo(1) });
    renderAt('/', <RootShell><p>routed page</p></RootShell>);
    expect(screen.getByText('routed page')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('测试站点'));
  });

  it('in maintenance offers customer service: the chat of getservicerurl opens in a frame', async () => {
    serveCalls({ app: siteInfo(0), getservicerurl: { url: 'https://chat.example/room' } });
    renderAt('/', <RootShell><p>routed page</p></RootShell>);
    fireEvent.click(await screen.findByRole('button', { name: '联系在线客服' }));
    const frame = await screen.findByTitle('在线客服窗口');
    expect(frame.getAttribute('src')).toBe('https://chat.example/room');
    expect(screen.getByText('维护结束后页面将自动恢复')).toBeTruthy();
  });

  it('in maintenance asks for app info every 30 s and returns to the site by itself when site_state is 1', async () => {
    let siteState: 0 | 1 = 0;
    const { calls } = serveCalls({ app: () => siteInfo(siteState) });
    const appCalls = () => calls.app.length;
    // The screen's code first, with real timers (React.lazy); then time is ours.
    await import('@/features/site/MaintenanceScreen');
    vi.useFakeTimers();
    renderAt('/', <RootShell><p>routed page</p></RootShell>);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('系统升级中，预计两小时后恢复')).toBeTruthy();
    const before = appCalls();

    await act(() => vi.advanceTimersByTimeAsync(SITE_CHECK_MS));
    expect(appCalls()).toBe(before + 1);
    expect(screen.queryByText('routed page')).toBeNull();

    siteState = 1;
    await act(() => vi.advanceTimersByTimeAsync(SITE_CHECK_MS));
    expect(screen.getByText('routed page')).toBeTruthy();
    expect(screen.queryByText('系统升级中，预计两小时后恢复')).toBeNull();
  });

  it('in maintenance asks again at once when the browser comes back online or the page becomes visible', async () => {
    let siteState: 0 | 1 = 0;
    const { calls, fetch: fetchMock } = serveCalls({ app: () => siteInfo(siteState) });
    const appCalls = () => calls.app.length;
    renderAt('/', <RootShell><p>routed page</p></RootShell>);
    expect(await screen.findByText('系统升级中，预计两小时后恢复')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const before = appCalls();

    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(appCalls()).toBe(before + 1));

    siteState = 1;
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('routed page')).toBeTruthy();
  });

  it('while the site is open asks for app info every 30 s and shows maintenance without a reload', async () => {
    let siteState: 0 | 1 = 1;
    const { calls } = serveCalls({ app: () => siteInfo(siteState) });
    await import('@/features/site/MaintenanceScreen');
    vi.useFakeTimers();
    renderAt('/', <RootShell><p>routed page</p></RootShell>);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('routed page')).toBeTruthy();
    const before = calls.app.length;

    siteState = 0;
    await act(() => vi.advanceTimersByTimeAsync(SITE_CHECK_MS));
    expect(calls.app.length).toBe(before + 1);
    expect(screen.getByText('系统升级中，预计两小时后恢复')).toBeTruthy();
    expect(screen.queryByText('routed page')).toBeNull();
  });

  it('asks for app info at once when any answer says the site is in maintenance, and shows it', async () => {
    let siteState: 0 | 1 = 1;
    const { calls } = serveCalls({ app: () => siteInfo(siteState), activitylist: maintenanceRefusal('系统升级中，预计两小时后恢复') });
    renderAt('/', <RootShell><p>routed page</p></RootShell>);
    await waitFor(() => expect(calls.app.length).toBeGreaterThan(0));
    expect(screen.getByText('routed page')).toBeTruthy();
    const before = calls.app.length;

    siteState = 0;
    await act(async () => void (await request(api.activitylist, { page: 1 }).catch(() => undefined)));
    await waitFor(() => expect(calls.app.length).toBe(before + 1));
    expect(await screen.findByText('系统升级中，预计两小时后恢复')).toBeTruthy();
    expect(screen.queryByText('routed page')).toBeNull();
  });
});
