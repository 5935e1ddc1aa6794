import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '@/app/lazy-page';

const pageModule = { default: () => <p>the page</p> };

describe('lazyPage', () => {
  it('renders a preloaded page in the first render, without its fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(pageModule));
    await Page.preload();
    render(<Suspense fallback={<p>loading</p>}><Page /></Suspense>);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback while a page that was not preloaded loads, as React.lazy does', async () => {
    const Page = lazyPage(() => Promise.resolve(pageModule));
    render(<Suspense fallback={<p>loading</p>}><Page /></Suspense>);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it('loads again after a failed download', async () => {
    let attempts = 0;
    const Page = lazyPage(() => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(pageModule)));
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(attempts).toBe(2);
    render(<Suspense fallback={<p>loading</p>}><Page /></Suspense>);
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
