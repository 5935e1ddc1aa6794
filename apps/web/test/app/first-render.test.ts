import { describe, expect, it, vi } from 'vitest';
import { firstRenderReady } from '@/app/first-render';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { appInfo as siteSettings } from '../support/fixtures';
import { held, noAnswer, serveCalls } from '../support/serve-calls';

const appInfo = siteSettings({ title: '测试站点', site_state: 1 });

/** App info answers that wait until `answer()` is called (the VIP levels never come); records what was asked. */
function heldFetch() {
  const app = held<'app'>();
  const { fetch } = serveCalls({ app: app.answer, uservip: noAnswer });
  return { fetchMock: fetch, answer: () => app.release(appInfo) };
}

const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => { done = true; });
  return () => done;
};

describe('firstRenderReady', () => {
  it('on a first visit, waits for the app info and puts it in the query cache', async () => {
    const { answer } = heldFetch();
    await import('@/features/security/SecurityAdvicePage');
    vi.useFakeTimers();
    const ready = firstRenderReady('#/security');
    const isReady = settled(ready);
    // The page's code is there; the app info is not, and the grace second has not passed.
    await vi.advanceTimersByTimeAsync(500);
    expect(isReady()).toBe(false);
    answer();
    await ready;
    expect(queryClient.getQueryData(['app-info'])).toEqual(appInfo);
  });

  it('with app info kept from a visit before, does not wait for a fresh copy', async () => {
    useAppStore.setState({ appInfo });
    const { fetchMock } = heldFetch();
    await firstRenderReady('#/security');
    // Sent (the shell takes the answer later), not waited for.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits one second at most for an answer once the page code is there', async () => {
    heldFetch();
    await import('@/features/vip/VipPage');
    vi.useFakeTimers();
    const ready = firstRenderReady('#/vip');
    const isReady = settled(ready);
    await vi.advanceTimersByTimeAsync(999);
    expect(isReady()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    expect(isReady()).toBe(true);
  });
});
