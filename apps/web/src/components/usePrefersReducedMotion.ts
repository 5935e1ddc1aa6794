import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia?.(QUERY).matches ?? false;

/**
 * Whether the member asked the phone for less motion (iOS: 减弱动态效果; Android: 移除动画). Then nothing
 * moves by itself: the banners wait for a swipe and the notices stand still, on several lines. Follows a
 * change of the setting while the page is open.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
