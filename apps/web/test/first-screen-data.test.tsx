import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AppInfo } from '@lobby/contract';
import { EARLY_CALLS } from '@/app/early-calls';
import { firstScreenData, loadFirstScreenData } from '@/app/first-screen-data';
import { routes, type RouteName } from '@/route-table';
import ActivityPage from '@/features/activity/ActivityPage';
import HomePage from '@/features/home/HomePage';
import { RootShell } from '@/features/site/RootShell';
import { queryClient } from '@/lib/query-client';
import VipPage from '@/features/vip/VipPage';
import { useAppStore } from '@/stores/app-store';
import { jsonResponse, mockFetch, renderAt } from './helpers';

const ok = (data: unknown) => jsonResponse({ code: 200, message: '', data });

// Enough of each answer for the page to draw its first screen.
function answer(url: string): Response {
  if (url.includes('/api/homenotice')) return ok(['公告一']);
  if (url.includes('/api/bannerList')) return ok([{ src: '/b1.png' }]);
  if (url.includes('/api/game/list')) return ok([{ category_id: 'sport', app_state: 1, platform_name: 'pp', game_code: 'g1', name: '皇冠体育', mobile_img: '/g1.png' }]);
  if (url.includes('/api/activitytype')) return ok([{ id: 3, name: '体育优惠' }]);
  if (url.includes('/api/activitylist')) {
    return ok({ data: [{ id: 1, title: '新人首存', banner: '/a1.png', created_at: '2025-01-02 10:00:00', state: 1, content: '', memo: '', can_apply: 1 }], total: 1, last_page: 1, current_page: 1 });
  }
  if (url.includes('/api/uservip')) return ok([{ level: 0, recharge: 0, flow: 0, status: 1, realperson: 0.4, sport: 0.4, e_sport: 0.4, joker: 0.3, electron: 0.5, lottery: 0.2 }]);
  return ok({ title: '测试站点', site_state: 1 });
}

const APP_INFO_CALL = `POST ${window.location.origin}/api/app {}`;

const described = (calls: unknown[][]) =>
  calls.map(([url, init]) => `${(init as RequestInit).method} ${String(url)} ${String((init as RequestInit).body ?? '')}`).sort();

/** What loading sends for the page itself, without the shell's app info call. */
const pageCalls = (calls: unknown[][]) => described(calls).filter((call) => call !== APP_INFO_CALL);

interface LandingPage {
  page: ReactNode;
  /** Waits until the first screen is drawn with its data. */
  shown: () => Promise<unknown>;
  /** Whether the first screen's data is drawn by the very first render (in the query cache beforehand). */
  drawnAtOnce: () => boolean;
}

const pages: Record<string, LandingPage> = {
  '/': {
    page: <HomePage />,
    shown: () => Promise.all([screen.findByText(/公告一/), screen.findAllByRole('img', { name: /活动轮播/ }), screen.findByRole('button', { name: '皇冠体育' })]),
    drawnAtOnce: () => Boolean(screen.queryByText(/公告一/) && screen.queryAllByRole('img', { name: /活动轮播/ }).length && screen.queryByRole('button', { name: '皇冠体育' })),
  },
  '/activity': {
    page: <ActivityPage />,
    shown: () => Promise.all([screen.findByText('体育优惠'), screen.findByRole('link', { name: /新人首存/ })]),
    // The promotions list is fetched afresh as the page mounts (early, but not into the cache): the tabs only.
    drawnAtOnce: () => Boolean(screen.queryByText('体育优惠')),
  },
  '/vip': {
    page: <VipPage />,
    shown: () => screen.findByRole('tab', { name: 'P0' }),
    drawnAtOnce: () => Boolean(screen.queryByRole('tab', { name: 'P0' })),
  },
};

describe('first-screen data', () => {
  it('covers exactly the landing pages this test renders', () => {
    const paths = Object.keys(firstScreenData).map((name) => routes[name as RouteName].path);
    expect(paths.sort()).toEqual(Object.keys(pages).sort());
  });

  it('names as early calls only calls that the page makes as it first renders', async () => {
    for (const [path, calls] of Object.entries(EARLY_CALLS)) {
      queryClient.clear();
      const fetchMock = mockFetch(answer);
      await loadFirstScreenData(`#${path}`);
      for (const call of calls) {
        expect(pageCalls(fetchMock.mock.calls), path).toContain(`POST ${window.location.origin}${call.path} ${JSON.stringify(call.payload)}`);
      }
      // Take the primed answers, which would otherwise go to the next test.
      renderAt(path, pages[path]!.page);
      await pages[path]!.shown();
      cleanup();
    }
  });

  it('sends the app info call of the shell on every route, which the shell then takes', async () => {
    const fetchMock = mockFetch(answer);
    await loadFirstScreenData('#/security');
    expect(described(fetchMock.mock.calls)).toEqual([APP_INFO_CALL]);
    renderAt('/security', <RootShell><p>routed page</p></RootShell>);
    await screen.findByText('routed page');
    // The shell has used the answer (the title comes from it) without asking again.
    await waitFor(() => expect(document.title).toBe('测试站点'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  for (const [path, { page, shown, drawnAtOnce }] of Object.entries(pages)) {
    it(`loads exactly what ${path} asks for as it first renders`, async () => {
      useAppStore.setState({ appInfo: { index_modal: 0 } as AppInfo });
      // What the page asks for by itself, once its first screen is drawn...
      const pageFetch = mockFetch(answer);
      renderAt(path, page);
      await shown();
      const asked = described(pageFetch.mock.calls);
      expect(asked.length).toBeGreaterThan(0);
      // ...is what loading its first-screen data sends, on a fresh start.
      cleanup();
      queryClient.clear();
      const loadFetch = mockFetch(answer);
      await loadFirstScreenData(`#${path}`);
      expect(pageCalls(loadFetch.mock.calls)).toEqual(asked);
    });

    it(`${path} draws its first screen from the loaded data, asking for nothing more`, async () => {
      useAppStore.setState({ appInfo: { index_modal: 0 } as AppInfo });
      const fetchMock = mockFetch(answer);
      await loadFirstScreenData(`#${path}`);
      const sent = fetchMock.mock.calls.length;
      renderAt(path, page);
      expect(drawnAtOnce()).toBe(true);
      await shown();
      expect(fetchMock.mock.calls.length).toBe(sent);
    });
  }
});
