import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AppDownloadPage from '@/features/app-download/AppDownloadPage';
import { visitAddress } from '@/features/app-download/api/get-visit-url';
import { useAppStore } from '@/stores/app-store';
import { renderAt } from '../../support/render';
import { appInfo } from '../../support/fixtures';
import { serveCalls } from '../../support/serve-calls';

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
