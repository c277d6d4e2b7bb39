import { routePaths } from '@folio/rules';

/**
 * The product pages, which the server draws with the product (renderProduct.tsx; ADR 0013,
 * decision 13) like the routes marked `prerender: 'server'` in routes.ts. Listed here rather than
 * marked there: the route table is in the landing route's budgeted bytes, and nothing in the
 * browser reads the mark (main.tsx sees a drawn page by its markup). The build gives their pages
 * the placeholder (build/prerenderPage.tsx).
 */
export const productPagePaths = [routePaths.productDetail, routePaths.productDetailPlus];

/**
 * The element in which the server sends a product's page the answers it was drawn from (GET
 * /api/products/{id} and GET /api/shops, as JSON: `ProductPageData` of @folio/api, with the id);
 * the product screen puts them in the cache before the app's first render
 * (features/shopping/hooks.ts, `primeProductPageOnce`). Not in prerendered.ts, which the entry
 * carries: only the product screen's chunk needs it.
 */
export const PRODUCT_PAGE_ID = 'product-page';

/**
 * The checkout's confirm and result pages, which the server draws as a visitor sees them when
 * the browser has no member hint (renderCheckout.tsx; ADR 0013, decision 14): the login prompt
 * and the member-only notice, with links that come back to the address asked for.
 */
export const checkoutPagePaths = [routePaths.checkoutConfirm, routePaths.checkoutResult];
