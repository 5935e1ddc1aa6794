// @vitest-environment-options {"settings": {"disableCSSFileLoading": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT, routePageModules, type EarlyCallsOptions } from '../route-preload';
import { api } from '@lobby/contract';
import { EARLY_CALLS } from '@/app/early-calls';
import { earlyCallKey } from '@/lib/early-answers';
import { fetchData } from '@/lib/api-client';
import { BASE_URL_KEY } from '@/lib/base-url';
import { LOCALE_STORAGE_KEY } from '@/i18n/locale-storage-key';
import { routeList, routes } from '@/route-table';
import { useLocaleStore } from '@/stores/locale-store';
import { activity, paged } from './support/fixtures';
import { noAnswer, serveCalls } from './support/serve-calls';

const srcDir = join(import.meta.dirname, '../src');

describe('route-preload: the route table as the build reads it', () => {
  it('finds the page module of every route of src/route-table.ts', () => {
    const pages = routePageModules(srcDir);
    expect(Object.keys(pages)).toEqual(routeList.map((route) => route.path));
    expect(pages['/']).toBe(join(srcDir, 'features/home/HomePage.tsx'));
    expect(pages['/vip']).toBe(join(srcDir, 'features/vip/VipPage.tsx'));
    for (const module of Object.values(pages)) expect(existsSync(module), module).toBe(true);
  });

  it('refuses a route whose page module does not exist, rather than lose its preload', () => {
    const table = [routes.vip, { path: '/x', page: 'features/vip/NoSuchPage' }] as const;
    expect(() => routePageModules(srcDir, table)).toThrow(/NoSuchPage.tsx for \/x/);
  });
});

describe('route-preload: the script', () => {
  /** Runs the generated script as the browser would, from /assets/route-preload.js, at the given hash. */
  const early: EarlyCallsOptions = { calls: EARLY_CALLS, baseUrlKey: BASE_URL_KEY, timeoutMs: 30_000, successCode: 200 };
  function runBootScript(hash: string) {
    window.location.hash = hash;
    const files = ['./HomePage-a.js', './ui-b.js', './HomePage-c.css', './LoginPage-d.js'];
    const script = BOOT_SCRIPT(files, { '/': [0, 1, 2], '/login': [3, 1] }, ['/login'], early, { storageKey: LOCALE_STORAGE_KEY, files: {} })
      .replace(/import\.meta\.url/g, JSON.stringify(`${window.location.origin}/assets/route-preload.js`));
    new Function(script)();
  }
  const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('as') ?? ''} ${new URL(link.href).pathname}`.replace('  ', ' '));

  it('preloads the opened route\'s chunks and CSS, then prefetches the likely next routes once the page is idle', async () => {
    vi.useFakeTimers();
    serveCalls({ bannerList: noAnswer });
    runBootScript('#/?pid=7');
    vi.unstubAllGlobals();
    expect(links()).toEqual(['modulepreload /assets/HomePage-a.js', 'modulepreload /assets/ui-b.js', 'preload style /assets/HomePage-c.css']);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(links()).toContain('prefetch /assets/LoginPage-d.js'));
    // What the page already has is not fetched twice.
    expect(links().filter((link) => link.endsWith('/assets/ui-b.js'))).toHaveLength(1);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('preloads the texts of the language the app will open in: the member\'s choice if the brand offers it, else the brand\'s default', () => {
    const root = document.documentElement;
    const localeFiles = ['./en-a.js', './en-US-b.js', './zh-TW-c.js'];
    const run = () => new Function(
      BOOT_SCRIPT(localeFiles, {}, [], early, { storageKey: LOCALE_STORAGE_KEY, files: { en: [0, 1], 'zh-TW': [2] } })
        .replace(/import\.meta\.url/g, JSON.stringify(`${window.location.origin}/assets/route-preload.js`)),
    )();
    const preloaded = () => { const list = links(); document.head.querySelectorAll('link').forEach((link) => link.remove()); return list; };
    try {
      window.location.hash = '#/nowhere';
      run();
      expect(preloaded()).toEqual([]);
      root.dataset.locales = 'zh-CN zh-TW en';
      root.dataset.defaultLocale = 'zh-TW';
      run();
      expect(preloaded()).toEqual(['modulepreload /assets/zh-TW-c.js']);
      localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
      run();
      expect(preloaded()).toEqual(['modulepreload /assets/en-a.js', 'modulepreload /assets/en-US-b.js']);
      // zh-CN is in the entry: a member who chose it downloads no other language.
      localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
      run();
      expect(preloaded()).toEqual([]);
      root.dataset.locales = 'zh-TW';
      run();
      expect(preloaded()).toEqual(['modulepreload /assets/zh-TW-c.js']);
    } finally {
      localStorage.removeItem(LOCALE_STORAGE_KEY);
      delete root.dataset.locales;
      delete root.dataset.defaultLocale;
    }
  });

  it('adds nothing for a route it does not know', () => {
    runBootScript('#/nowhere');
    expect(links()).toEqual([]);
    expect(window.__lobbyEarlyCalls).toEqual({});
  });

  it('sends the page\'s early call to the app\'s base address, preloads the pictures it names, and the app takes that answer', async () => {
    localStorage.setItem(BASE_URL_KEY, 'https://line2.example/');
    const promotions = paged([
      activity({ id: 1, title: '新人首存', banner: '/media/a1.webp' }),
      activity({ id: 2, title: '次存加赠', banner: '/media/a2.webp' }),
      activity({ id: 3, title: '每日红包', banner: '/media/a3.webp' }),
      activity({ id: 4, title: '周末救援', banner: '/media/a4.webp' }),
    ], 1, 4);
    const { fetch: fetchMock } = serveCalls({ activitylist: promotions, bannerList: [{ src: '/media/b1.webp' }] });
    const pageAge = vi.spyOn(performance, 'now').mockReturnValue(2_000);
    try {
      runBootScript('#/activity');
      const body = JSON.stringify({ page: 1 });
      expect(Object.keys(window.__lobbyEarlyCalls!)).toEqual([earlyCallKey(`https://line2.example${api.activitylist.path}`, 'zh-CN', body)]);
      expect(fetchMock).toHaveBeenCalledWith(`https://line2.example${api.activitylist.path}`, expect.objectContaining({ method: 'POST', body }));
      // Every card of the first screen: the largest paint may be any of them.
      await vi.waitFor(() => expect(links()).toEqual(expect.arrayContaining(['preload image /media/a1.webp', 'preload image /media/a2.webp', 'preload image /media/a3.webp'])));
      expect(links()).not.toContain('preload image /media/a4.webp');
      // The app's own request of that call takes the answer, once.
      expect(await fetchData(api.activitylist, { page: 1 })).toEqual(promotions);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(window.__lobbyEarlyCalls).toEqual({});
      await fetchData(api.activitylist, { page: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(2);

      // On home, the banner list names the picture.
      runBootScript('#/');
      await vi.waitFor(() => expect(links()).toContain('preload image /media/b1.webp'));
      expect(await fetchData(api.bannerList, { type: 2 })).toEqual([{ src: '/media/b1.webp' }]);
      expect(fetchMock).toHaveBeenCalledTimes(3);

      // An answer the page did not take while young is left alone: the app asks afresh.
      runBootScript('#/activity');
      pageAge.mockReturnValue(31_000);
      await fetchData(api.activitylist, { page: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(5);
    } finally {
      pageAge.mockRestore();
      vi.unstubAllGlobals();
      localStorage.removeItem(BASE_URL_KEY);
      document.head.querySelectorAll('link').forEach((link) => link.remove());
    }
  });

  it('asks the early call in the language the app opens in, and the app takes it only in that language', async () => {
    const root = document.documentElement;
    root.dataset.locales = 'zh-CN zh-TW en';
    root.dataset.defaultLocale = 'zh-CN';
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    const { fetch: fetchMock } = serveCalls({ bannerList: [{ src: '/media/b1.en.webp' }] });
    const pageAge = vi.spyOn(performance, 'now').mockReturnValue(2_000);
    try {
      runBootScript('#/');
      expect(fetchMock).toHaveBeenCalledWith(`${window.location.origin}${api.bannerList.path}`, expect.objectContaining({
        headers: expect.objectContaining({ 'Accept-Language': 'en' }),
      }));
      // The app still in zh-CN (its English texts not loaded yet) asks for itself: a Chinese page gets Chinese pictures.
      useLocaleStore.setState({ locale: 'zh-CN' });
      await fetchData(api.bannerList, { type: 2 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      // In English it takes the answer the script filed.
      useLocaleStore.setState({ locale: 'en' });
      expect(await fetchData(api.bannerList, { type: 2 })).toEqual([{ src: '/media/b1.en.webp' }]);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      pageAge.mockRestore();
      vi.unstubAllGlobals();
      useLocaleStore.setState({ locale: 'zh-CN' });
      localStorage.removeItem(LOCALE_STORAGE_KEY);
      delete root.dataset.locales;
      delete root.dataset.defaultLocale;
      document.head.querySelectorAll('link').forEach((link) => link.remove());
    }
  });
});
