// The product's facts written once (docs/architecture.md §1): each module here is pure, has no
// dependencies, and is imported wherever the fact is used (ui forms, app, server, contract tests).
export { pathTo, routePaths, type RouteName, type RouteParams } from './routes.ts';
