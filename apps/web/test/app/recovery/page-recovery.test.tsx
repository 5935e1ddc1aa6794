import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '@/app/lazy-page';
import { ChunkLoadError } from '@/app/recovery/chunk-load-error';
import { newVersionDeployed } from '@/app/recovery/new-version';
import { RoutedErrorBoundary } from '@/app/recovery/PageErrorBoundary';
import { RELOAD_GUARD_MS, RELOAD_MARKER_KEY, reloadOnceForNewVersion } from '@/app/recovery/reload-guard';
import { renderAt } from '../../support/render';
import { stubFetch } from '../../support/stub-fetch';

const CHUNK = 'http://localhost:3000/assets/VipPage-abc123.js';
const chunkFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
/** index.html as the server has it: the same entry as this page runs, or a new build's. */
const indexHtml = (entry: string) => `<!doctype html><html><head><script type="module" src="./assets/${entry}"></script></head><body></body></html>`;

function stubReload() {
  const reload = vi.fn();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  return reload;
}

/** The page's own document runs index-old.js. */
function runningEntry(entry = 'index-old.js') {
  const script = document.createElement('script');
  // Not run by the test DOM (it would try to load it); the check reads only the address.
  script.type = 'text/x-entry';
  script.setAttribute('src', `./assets/${entry}`);
  document.head.append(script);
  return () => script.remove();
}

function renderPage(Page: ComponentType, path = '/vip') {
  return renderAt(path, (
    <>
      <Link to="/elsewhere">elsewhere</Link>
      <Suspense fallback={<p>loading</p>}>
        <RoutedErrorBoundary>
          <Page />
        </RoutedErrorBoundary>
      </Suspense>
    </>
  ));
}

describe('a page whose code does not download', () => {
  // React and the boundary report the caught error on the console; expected here.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('after its retry shows the header, 页面加载失败 and 重新加载, which reloads the page', async () => {
    const removeEntry = runningEntry();
    stubFetch((url, init) => (init.method === 'HEAD' ? new Response('', { status: 200 }) : new Response(indexHtml('index-old.js'))));
    const reload = stubReload();
    let attempts = 0;
    const Page = lazyPage(() => {
      attempts += 1;
      return Promise.reject(chunkFailure());
    });
    renderPage(Page);
    const alert = await screen.findByRole('alert');
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '首页' })).toBeTruthy();
    expect(alert.textContent).toContain('网络不稳定或网站刚刚更新，请重新加载页面。');
    // A network failure, not a deploy: nothing reloads by itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledTimes(1);
    removeEntry();
  });

  it('reloads onto the new version once when the chunk is gone (404), and not again within the guard', async () => {
    stubFetch((url, init) => (init.method === 'HEAD' && url === CHUNK ? new Response('', { status: 404 }) : new Response('')));
    const reload = stubReload();
    const failing = () => lazyPage(() => Promise.reject(chunkFailure()));
    const first = renderPage(failing());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Number(sessionStorage.getItem(RELOAD_MARKER_KEY))).toBeGreaterThan(0);
    first.unmount();

    // The reloaded page fails the same way (a broken deploy, a stale proxy): the error stays, no loop.
    renderPage(failing());
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a page that throws while rendering', () => {
  it('shows the error in the shell instead of a white page, and another route works again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Page() {
      if (broken) throw new Error('render bug');
      return <p>the page</p>;
    }
    renderPage(Page);
    expect((await screen.findByRole('alert')).textContent).toContain('页面出现异常，请重新加载页面。');
    broken = false;
    fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('the page')).toBeTruthy();
  });
});

describe('newVersionDeployed', () => {
  it('is true when index.html now names other files or the failed file is gone, false when neither or unreadable', async () => {
    const removeEntry = runningEntry();
    let served = indexHtml('index-new.js');
    stubFetch((url, init) => (init.method === 'HEAD' ? new Response('', { status: 200 }) : new Response(served)));
    expect(await newVersionDeployed(new ChunkLoadError(chunkFailure()))).toBe(true);
    served = indexHtml('index-old.js');
    expect(await newVersionDeployed(new ChunkLoadError(chunkFailure()))).toBe(false);
    // Vite's stylesheet preload names its file by path; gone (404) after a deploy.
    stubFetch((url, init) => (init.method === 'HEAD' && url.endsWith('/assets/VipPage-abc123.css') ? new Response('', { status: 404 }) : new Response(served)));
    expect(await newVersionDeployed(new ChunkLoadError(new Error('Unable to preload CSS for /assets/VipPage-abc123.css')))).toBe(true);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(await newVersionDeployed(chunkFailure())).toBe(false);
    removeEntry();
  });
});

describe('reloadOnceForNewVersion', () => {
  it('reloads, then refuses within RELOAD_GUARD_MS of that reload, then reloads again after it', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewVersion(reload, 1_000_000)).toBe(true);
    expect(reloadOnceForNewVersion(reload, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForNewVersion(reload, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
