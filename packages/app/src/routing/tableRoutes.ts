import { matchPath } from 'react-router-dom';
import { routePaths, type RouteName } from '@folio/rules';
import type { AppRoute, RouteDefinition } from './routeDefinition';
import type { Screen } from './screen';

/**
 * The routes of the table (routes.ts) in its order: each with its name and path, and the
 * "not public yet" screen (`notPublic`) when it has none or awaits its server.
 */
export function tableRoutes(
  table: Record<RouteName, RouteDefinition>,
  notPublic: Screen,
): AppRoute[] {
  return Object.entries(table).map(([name, definition]: [string, RouteDefinition]) => ({
    ...definition,
    // Cast: Object.entries types its keys as string; they are the table's RouteName keys.
    name: name as RouteName,
    path: routePaths[name as RouteName],
    screen: (!definition.awaitsServer && definition.screen) || notPublic,
    isPublic: definition.screen !== undefined && !definition.awaitsServer,
  }));
}

/** A concrete URL for a route: every path parameter becomes 14 (the first product id the resume links to). */
export const samplePath = (path: string) => path.replace(/:[a-z_]+/g, '14');

/** Whether a concrete path opens one of `routes`' finished screens. */
export const isPublicIn = (routes: AppRoute[], pathname: string) =>
  routes.some((route) => route.isPublic && matchPath(route.path, pathname) !== null);
