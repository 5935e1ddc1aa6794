import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render, true once the browser has painted it: for what may wait until the screen is
 * drawn. The update is a transition: what it shows is rendered in slices, leaving the main thread free.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // requestAnimationFrame runs just before the next paint; a task queued from it runs just after.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
