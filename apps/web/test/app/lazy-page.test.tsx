import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRY_DELAY_MS, lazyPage } from '@/app/lazy-page';
import { ChunkLoadError } from '@/app/recovery/chunk-load-error';

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

  it('tries a failed download once more, a moment later, and renders the page when that succeeds', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const Page = lazyPage(() => (++attempts === 1 ? Promise.reject(new Error('network blip')) : Promise.resolve(pageModule)));
    const loaded = Page.preload();
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS - 1);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await loaded;
    expect(attempts).toBe(2);
    vi.useRealTimers();
    render(<Suspense fallback={<p>loading</p>}><Page /></Suspense>);
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('gives up after the second failure with a ChunkLoadError, and a later preload starts afresh', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const Page = lazyPage(() => (++attempts <= 2 ? Promise.reject(new Error('offline')) : Promise.resolve(pageModule)));
    const first = Page.preload();
    const failure = first.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    const error = await failure;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toEqual(new Error('offline'));
    expect(attempts).toBe(2);
    await Page.preload();
    expect(attempts).toBe(3);
  });
});
