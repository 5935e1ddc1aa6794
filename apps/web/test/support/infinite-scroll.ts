import { afterEach, beforeEach } from 'vitest';

/**
 * happy-dom lays nothing out, and InfiniteScroll skips a sentinel without an offsetParent. Giving every
 * element one (and, as happy-dom already does, a zero-sized box) makes the sentinel always read as in
 * view, so each next page loads at once until the last.
 */
export function layOutInfiniteScroll(): void {
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
  });
  afterEach(() => {
    delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
  });
}
