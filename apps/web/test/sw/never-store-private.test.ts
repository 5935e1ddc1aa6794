import { describe, expect, it } from 'vitest';
import { neverStorePrivate } from '@/sw/never-store-private';

const page = (init: ResponseInit & { cacheControl?: string } = {}) =>
  new Response('<!doctype html>', { status: init.status ?? 200, headers: init.cacheControl === undefined ? {} : { 'cache-control': init.cacheControl } });

const stored = async (response: Response) => (await neverStorePrivate.cacheWillUpdate({ response })) === response;

describe('neverStorePrivate (the cacheWillUpdate of every runtime cache)', () => {
  it('stores a page whose Cache-Control allows it, or that has none', async () => {
    expect(await stored(page())).toBe(true);
    expect(await stored(page({ cacheControl: 'no-cache' }))).toBe(true);
    expect(await stored(page({ cacheControl: 'public, max-age=0, must-revalidate' }))).toBe(true);
  });

  it('never stores an answer marked no-store or private, however the header is written', async () => {
    for (const cacheControl of ['no-store', 'private', 'private, max-age=60', 'max-age=0, No-Store', 'PRIVATE', 'private="set-cookie"', 'public,no-store']) {
      expect(await stored(page({ cacheControl })), cacheControl).toBe(false);
    }
  });

  it('stores only a 200, as Workbox does without a plugin of its own (a 404 or an error page is no page to fall back on)', async () => {
    expect(await stored(page({ status: 404 }))).toBe(false);
    expect(await stored(page({ status: 500 }))).toBe(false);
    expect(await stored(page({ status: 206 }))).toBe(false);
  });

  it('reads a directive by its name, not by a substring of another one', async () => {
    expect(await stored(page({ cacheControl: 'x-no-store-hint=1' }))).toBe(true);
  });
});
