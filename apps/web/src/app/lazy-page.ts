import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkLoadError } from './recovery/chunk-load-error';

export interface PageModule {
  default: ComponentType;
}

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the page's chunk now; the page then renders at once, without a fallback. */
  preload: () => Promise<unknown>;
};

/** Wait before the second try: a phone switching networks or a server restarting needs a moment. */
export const CHUNK_RETRY_DELAY_MS = 1000;

/** The import, tried a second time after a failure; a second failure is a ChunkLoadError for the error boundary. */
async function loadWithRetry(load: () => Promise<PageModule>): Promise<PageModule> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS));
    try {
      return await load();
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  }
}

/**
 * React.lazy with a preload. React.lazy accepts any thenable: once the module is here, the thenable
 * answers at once, so the first render draws the page itself instead of the fallback (which React would
 * then keep up to 300 ms before revealing the page). main.tsx preloads the opened route's page this way.
 * A failed download is tried once more; if that fails too, React.lazy keeps the failure for good (it never
 * calls its loader again), so the page's error boundary (recovery/PageErrorBoundary) offers a reload.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () => {
    loading ??= loadWithRetry(load).then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A preload that failed (main.tsx's, before the first render) leaves the render its own tries.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    return { then: (resolve: (value: PageModule) => void) => resolve(module) } as Promise<PageModule>;
  });
  return Object.assign(component, { preload });
}
