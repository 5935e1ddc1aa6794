import { routeList, type RouteName } from '@/route-table';
import { lazyPage, type LazyPage, type PageModule } from './lazy-page';

// Every page is its own chunk: the first screen downloads only the shell and the page it shows. Vite
// turns each module this pattern matches into a lazily loaded chunk; the route table names which one
// each route shows.
const pageModules = import.meta.glob<PageModule>('../features/*/*Page.tsx');

function loaderOf(page: string): () => Promise<PageModule> {
  const load = pageModules[`../${page}.tsx`];
  // A page named in the table without its module is a build mistake: fail on load, in every test.
  if (!load) throw new Error(`route-table: no page module src/${page}.tsx`);
  return load;
}

/** Each route's page, by route name, loaded on first use (lazy-page.ts). */
export const pages = Object.fromEntries(routeList.map((route) => [route.name, lazyPage(loaderOf(route.page))])) as Record<
  RouteName,
  LazyPage
>;
