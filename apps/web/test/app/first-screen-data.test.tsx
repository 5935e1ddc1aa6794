import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '@lobby/contract';
import { EARLY_CALLS } from '@/app/early-calls';
import { firstScreenData, loadFirstScreenData } from '@/app/first-screen-data';
import { routes, type RouteName } from '@/route-table';
import ActivityPage from '@/features/activity/ActivityPage';
import HomePage from '@/features/home/HomePage';
import { RootShell } from '@/features/site/RootShell';
import { queryClient } from '@/lib/query-client';
import VipPage from '@/features/vip/VipPage';
import { useAppStore } from '@/stores/app-store';
import { renderAt } from '../support/render';
import { activity, appInfo, game, paged, vipLevel } from '../support/fixtures';
import { serveCalls, type Answers, type ServedCall } from '../support/serve-calls';

// Enough of each answer for the page to draw its first screen.
const answers: Answers = {
  homenotice: ['公告一'],
  bannerList: [{ src: '/b1.png' }],
  gameList: [game({ category_id: 'sport', platform_name: 'pp', game_code: 'g1', name: '皇冠体育', mobile_img: '/g1.png' })],
  activitytype: [{ id: 3, name: '体育优惠' }],
  activitylist: paged([activity({ id: 1, title: '新人首存', banner: '/a1.png', created_at: '2025-01-02 10:00:00' })], 1, 1),
  uservip: [vipLevel({ level: 0, recharge: 0, flow: 0, status: 1, realperson: 0.4, sport: 0.4, e_sport: 0.4, joker: 0.3, electron: 0.5, lottery: 0.2 })],
  app: appInfo({ title: '测试站点', site_state: 1 }),
};

const APP_INFO_CALL = `POST ${window.location.origin}${api.app.path} {}`;

const described = (calls: ServedCall[]) => calls.map(({ url, init }) => `${init.method} ${url} ${String(init.body ?? '')}`).sort();

/** What loading sends for the page itself, without the shell's app info call. */
const pageCalls = (calls: ServedCall[]) => described(calls).filter((call) => call !== APP_INFO_CALL);

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
    shown: () => Promise.all([screen.findByText(/公告一/), screen.findAllByRole('img', { name: /活动轮播/ }), screen.findAllByRole('button', { name: '皇冠体育' })]),
    drawnAtOnce: () => Boolean(screen.queryByText(/公告一/) && screen.queryAllByRole('img', { name: /活动轮播/ }).length && screen.queryAllByRole('button', { name: '皇冠体育' }).length),
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
      const { requests } = serveCalls(answers);
      await loadFirstScreenData(`#${path}`);
      for (const call of calls) {
        expect(pageCalls(requests), path).toContain(`POST ${window.location.origin}${call.path} ${JSON.stringify(call.payload)}`);
      }
      // Take the primed answers, which would otherwise go to the next test.
      renderAt(path, pages[path]!.page);
      await pages[path]!.shown();
      cleanup();
    }
  });

  it('sends the app info call of the shell on every route, which the shell then takes', async () => {
    const { requests, fetch: fetchMock } = serveCalls(answers);
    await loadFirstScreenData('#/security');
    expect(described(requests)).toEqual([APP_INFO_CALL]);
    renderAt('/security', <RootShell><p>routed page</p></RootShell>);
    await screen.findByText('routed page');
    // The shell has used the answer (the title comes from it) without asking again.
    await waitFor(() => expect(document.title).toBe('测试站点'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  for (const [path, { page, shown, drawnAtOnce }] of Object.entries(pages)) {
    it(`loads exactly what ${path} asks for as it first renders`, async () => {
      useAppStore.setState({ appInfo: appInfo({ index_modal: 0 }) });
      // What the page asks for by itself, once its first screen is drawn...
      const pageFetch = serveCalls(answers);
      renderAt(path, page);
      await shown();
      const asked = described(pageFetch.requests);
      expect(asked.length).toBeGreaterThan(0);
      // ...is what loading its first-screen data sends, on a fresh start.
      cleanup();
      queryClient.clear();
      const loadFetch = serveCalls(answers);
      await loadFirstScreenData(`#${path}`);
      expect(pageCalls(loadFetch.requests)).toEqual(asked);
    });

    it(`${path} draws its first screen from the loaded data, asking for nothing more`, async () => {
      useAppStore.setState({ appInfo: appInfo({ index_modal: 0 }) });
      const { requests } = serveCalls(answers);
      await loadFirstScreenData(`#${path}`);
      const sent = requests.length;
      renderAt(path, page);
      expect(drawnAtOnce()).toBe(true);
      await shown();
      expect(requests.length).toBe(sent);
    });
  }
});
