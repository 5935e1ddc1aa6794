import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LandingPage from '@/features/landing/LandingPage';
import { useSessionStore } from '@/stores/session-store';
import { renderAt } from '../../support/render';
import { refused, serveCalls } from '../../support/serve-calls';

describe('LandingPage', () => {
  it('shows the header links, 8 slides and the live-casino entry', async () => {
    renderAt('/zhanzhu', <LandingPage />);
    expect(screen.getByRole('link', { name: 'APP下载' }).getAttribute('href')).toBe('/app');
    expect(screen.getByRole('link', { name: '帮助' }).getAttribute('href')).toBe('/kefu');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
    // The other slides come once the first picture has loaded.
    expect(screen.getAllByRole('img', { name: /^赞助图片\d$/ })).toHaveLength(1);
    fireEvent.load(screen.getByRole('img', { name: '赞助图片1' }));
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
