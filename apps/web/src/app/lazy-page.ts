import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

interface PageModule {
  default: ComponentType;
}

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the page's chunk now; the page then renders at once, without a fallback. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a preload. React.lazy accepts any thenable: once the module is here, the thenable
 * answers at once, so the first render draws the page itself instead of the fallback (which React would
 * then keep up to 300 ms before revealing the page). main.tsx preloads the opened route's page this way.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download is tried again by the next render, as React.lazy alone would.
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
