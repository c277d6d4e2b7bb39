import type { ProductPageData } from '@folio/api';
import { matchPath } from 'react-router-dom';
import { ProductPageFallback } from '../features/shopping/hooks';
import { SERVER_DRAWN_PLACEHOLDER } from './prerendered';
import { drawScreen, inScript } from './drawScreen';
import { PRODUCT_PAGE_ID, productPagePaths } from './serverDrawn';

/**
 * A product's page drawn on the server (docs/adr/0013-fast-as-shipped.md, decision 13): `at` is
 * the address asked for (`/shopping/product-detail-plus/15?variant=3`), `data` the JSON of
 * `{ id, product, shops }` (GET /api/products/{id}'s and GET /api/shops's answers as a visitor
 * gets them), `template` the build's routes/shopping/product-detail(-plus)/_.html. Returns that
 * page with the product as a visitor sees it in either theme (its name, price and cover, the
 * page's largest paint) in the placeholder's place, and the styles and the answers in `<head>`:
 * the product screen's module puts them in the cache before the app's first render
 * (features/shopping/hooks.ts). packages/server/src/productPage.ts calls it.
 */
export async function renderProduct(at: string, data: string, template: string) {
  const placeholder = `<div id="root">${SERVER_DRAWN_PLACEHOLDER}</div>`;
  if (!template.includes(placeholder)) throw new Error(`the template has no ${placeholder}`);
  const pathname = at.split('?')[0] ?? '';
  const route = productPagePaths.find((pattern) => matchPath(pattern, pathname) !== null);
  if (!route) throw new Error(`${pathname} is not a product page`);
  // Cast: the server passes the two answers it was sent, a ProductPageData, and the id.
  const { id, ...answers } = JSON.parse(data) as ProductPageData & { id: number };
  const { head, root } = await drawScreen(
    route,
    (screen) => (
      <ProductPageFallback id={id} data={answers}>
        {screen}
      </ProductPageFallback>
    ),
    at,
  );
  const carried = `<script type="application/json" id="${PRODUCT_PAGE_ID}">${inScript(data)}</script>`;
  return template
    .replace('</head>', `${head}${carried}\n  </head>`)
    .replace(placeholder, `<div id="root">${root}</div>`);
}
