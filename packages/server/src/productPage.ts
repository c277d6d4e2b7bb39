import { readFile } from 'node:fs/promises';
import type { DrawnPage } from './eventsPage.ts';
import { keptDrawings, renderModuleLoader } from './keptDrawings.ts';

/** What the app's server module (packages/app/src/prerender/renderProduct.tsx) exports. */
interface RenderModule {
  renderProduct: (at: string, data: string, template: string) => Promise<string>;
}

/** The product pages' addresses the server draws: the id, and the chosen variant if any. */
const PRODUCT_PAGE = /^\/shopping\/product-detail(?:-plus)?\/([1-9][0-9]{0,9})\/?(?:\?(.*))?$/;

/**
 * The product page a request asks for: its id and the address to draw (the path and the one
 * parameter the screen reads, `variant`; any other parameter draws the same), or null.
 */
export function productPageAddress(url: string): { id: number; at: string } | null {
  const match = PRODUCT_PAGE.exec(url);
  if (!match?.[1]) return null;
  const pathname = url.split('?')[0] ?? '';
  const variant = new URLSearchParams(match[2] ?? '').get('variant');
  const at =
    variant && /^[1-9][0-9]{0,9}$/.test(variant) ? `${pathname}?variant=${variant}` : pathname;
  return { id: Number(match[1]), at };
}

/** How many drawn product pages are kept (each with its compressed copies, tens of KB). */
const KEPT = 32;

/**
 * A product's page drawn with the product (its name, price and cover, the largest paint), so
 * that nothing of it waits for JavaScript (docs/adr/0013-fast-as-shipped.md, decision 13). The
 * drawing is the app's own components (renderProduct.tsx, in the server module the build writes
 * with renderEvents.tsx); the data is `answers(id)`: GET /api/products/{id}'s and GET /api/shops's
 * answers as a visitor gets them, as JSON, or null when the product is not on sale (missing, a
 * draft): that page goes out as the build wrote it, and the app says 找不到這個商品.
 *
 * A drawing is kept, with its compressed copies, until the answers or the template change (the
 * last `KEPT` addresses): a request in between costs the two answers and a string comparison.
 */
export function productPageDrawer(
  renderModule: string,
  answers: (id: number) => Promise<string | null>,
) {
  const load = renderModuleLoader<RenderModule>(renderModule);
  if (!load) return null;
  const drawn = keptDrawings(KEPT);

  return async function draw(
    templateFile: string,
    { id, at }: { id: number; at: string },
  ): Promise<DrawnPage | null> {
    const [data, template] = await Promise.all([answers(id), readFile(templateFile, 'utf8')]);
    if (data === null) return null;
    return drawn(at, [data, template], () =>
      load().then(({ renderProduct }) => renderProduct(at, data, template)),
    );
  };
}
