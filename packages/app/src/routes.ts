import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { routeTable, type RouteEntry } from './routeTable';

export { documentTitle, samplePath, routeTable, type RouteEntry } from './routeTable';

/** What every page component receives. */
export interface PageProps {
  route: AppRoute;
}

export interface AppRoute extends RouteEntry {
  /** The screen, loaded on demand: each page module is its own chunk. */
  Page: LazyExoticComponent<ComponentType<PageProps>>;
}

type LazyPage = AppRoute['Page'];

/** Until a screen is built, its route shows the marked "under construction" panel. */
const UnderConstructionPage = lazy(() => import('./pages/UnderConstructionPage'));

/** The screens built so far, by route path. */
const pages: Partial<Record<string, LazyPage>> = {
  '/': lazy(() => import('./pages/HomePage')),
  '/dialog': lazy(() => import('./pages/DialogTestPage')),
};

export const routes: AppRoute[] = routeTable.map((entry) => ({
  ...entry,
  Page: pages[entry.path] ?? UnderConstructionPage,
}));
