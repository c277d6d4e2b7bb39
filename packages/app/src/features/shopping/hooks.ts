import {
  createApiHooks,
  createCheckoutHooks,
  createProductPageCache,
  type ProductPageData,
} from '@folio/api';
import { api } from '../../api';
import { PRODUCT_PAGE_ID } from '../../prerender/serverDrawn';

/** The shopping screens' calls (docs/architecture.md §2, docs/adr/0030), on the app's one client. */
const hooks = createApiHooks(api);

export const {
  useShops,
  useCategories,
  useProducts,
  useProduct,
  useSpecTypes,
  useCreateSpecType,
  useUpdateSpecType,
  useDeleteSpecType,
  useManagedProduct,
  useCreateProduct,
  useUpdateProduct,
  useUploadProductImage,
  useCreateCategory,
  useUpdateCategory,
  useDeleteCategory,
} = hooks;

/** A product's page as the server drew it (the answers it carried), on the same cache. */
const productPage = createProductPageCache();
export const { ProductPageFallback, useCarried: useCarriedProductPage } = productPage;

/**
 * Puts the product and the shops the server sent with a product's page (prerender/prerendered.ts,
 * `PRODUCT_PAGE_ID`) in the cache and removes them from the document, so the app's first render
 * shows the product the server drew, without asking for it again (docs/adr/0013-fast-as-shipped.md,
 * decision 13). The product screen calls it when its module loads, which main.tsx waits for.
 */
export function primeProductPageOnce() {
  const element = typeof document === 'undefined' ? null : document.getElementById(PRODUCT_PAGE_ID);
  if (!element) return;
  // Cast: the server wrote this element from the two answers (server/src/productPage.ts).
  const { id, ...data } = JSON.parse(element.textContent ?? '') as ProductPageData & { id: number };
  element.remove();
  void productPage.primeProductPage(id, data);
}

/** 加入購物車 on the product pages (docs/adr/0031-checkout-payment-and-delivery.md). */
export const { useAddCartLine } = createCheckoutHooks(api, hooks.useRevalidate);
