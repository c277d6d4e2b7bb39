import { appRoutes } from '../src/routes';
import { drawScreen } from '../src/prerender/drawScreen';
import { checkoutPagePaths, productPagePaths } from '../src/prerender/serverDrawn';

export { SERVER_DRAWN_PLACEHOLDER } from '../src/prerender/prerendered';

/** The paths of the routes the build draws into their HTML (`prerender: true` in routes.ts). */
export const prerenderedPaths = () =>
  appRoutes.filter((route) => route.prerender === true).map((route) => route.path);

/**
 * The paths of the routes the server draws (`prerender: 'server'` in routes.ts, the products' and
 * the checkout's confirm and result).
 */
export const serverDrawnPaths = () => [
  ...appRoutes.filter((route) => route.prerender === 'server').map((route) => route.path),
  ...productPagePaths,
  ...checkoutPagePaths,
];

/** A screen that looks the same to every visitor, drawn as the build writes it into its HTML. */
export const prerenderPage = (path: string) => drawScreen(path);
