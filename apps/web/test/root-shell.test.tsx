import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RootShell } from '@/features/site/RootShell';
import { jsonResponse, mockFetch, renderAt } from './helpers';

const appInfo = (siteState: 0 | 1) => ({
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
    mockFetch(() => jsonResponse({ code: 200, message: '', data: appInfo(0) }));
    renderAt('/', <RootShell><p>routed page</p></RootShell>);
    expect(await screen.findByText('系统升级中，预计两小时后恢复')).toBeTruthy();
    expect(screen.getByRole('img', { name: '系统维护中' })).toBeTruthy();
    expect(screen.queryByText('routed page')).toBeNull();
  });

  it('otherwise shows the routed page and takes the document title from app info', async () => {
    mockFetch(() => jsonResponse({ code: 200, message: '', data: appInfo(1) }));
    renderAt('/', <RootShell><p>routed page</p></RootShell>);
    expect(screen.getByText('routed page')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('测试站点'));
  });
});
