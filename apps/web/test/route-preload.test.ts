// @vitest-environment-options {"settings": {"disableCSSFileLoading": true, "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT, routePageModules } from '../route-preload';

const srcDir = join(import.meta.dirname, '../src');

describe('route-preload: the route table as the build reads it', () => {
  it('finds the page module of every route of src/app/routes.tsx', () => {
    const pages = routePageModules(srcDir);
    const routes = readFileSync(join(srcDir, 'app/routes.tsx'), 'utf8').match(/\{ path: '\//g) ?? [];
    expect(Object.keys(pages)).toHaveLength(routes.length);
    expect(pages['/']).toBe(join(srcDir, 'features/home/HomePage.tsx'));
    expect(pages['/vip']).toBe(join(srcDir, 'features/vip/VipPage.tsx'));
    for (const module of Object.values(pages)) expect(existsSync(module), module).toBe(true);
  });

  it('refuses a route whose page it cannot resolve, rather than lose its preload', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-preload-'));
    mkdirSync(join(dir, 'app'));
    writeFileSync(join(dir, 'app/lazy-pages.ts'), "export const VipPage = lazyPage(() => import('@/features/vip/VipPage'));\n");
    writeFileSync(join(dir, 'app/routes.tsx'), "  { path: '/vip', page: Page.VipPage },\n  { path: '/login', page: Page.LoginPage },\n");
    expect(() => routePageModules(dir)).toThrow(/LoginPage/);
    writeFileSync(join(dir, 'app/routes.tsx'), "  { path: '/vip', page: Page.VipPage },\n  { path: '/x', page: pages.Other },\n");
    expect(() => routePageModules(dir)).toThrow(/read 1 of the 2 routes/);
  });
});

describe('route-preload: the script', () => {
  /** Runs the generated script as the browser would, from /assets/route-preload.js, at the given hash. */
  function runBootScript(hash: string) {
    window.location.hash = hash;
    const files = ['./HomePage-a.js', './ui-b.js', './HomePage-c.css', './LoginPage-d.js'];
    const script = BOOT_SCRIPT(files, { '/': [0, 1, 2], '/login': [3, 1] }, ['/login'])
      .replace(/import\.meta\.url/g, JSON.stringify(`${window.location.origin}/assets/route-preload.js`));
    new Function(script)();
  }
  const links = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('as') ?? ''} ${new URL(link.href).pathname}`.replace('  ', ' '));

  it('preloads the opened route\'s chunks and CSS, then prefetches the likely next routes once the page is idle', async () => {
    vi.useFakeTimers();
    runBootScript('#/?pid=7');
    expect(links()).toEqual(['modulepreload /assets/HomePage-a.js', 'modulepreload /assets/ui-b.js', 'preload style /assets/HomePage-c.css']);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(links()).toContain('prefetch /assets/LoginPage-d.js'));
    // What the page already has is not fetched twice.
    expect(links().filter((link) => link.endsWith('/assets/ui-b.js'))).toHaveLength(1);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('adds nothing for a route it does not know', () => {
    runBootScript('#/nowhere');
    expect(links()).toEqual([]);
  });
});
