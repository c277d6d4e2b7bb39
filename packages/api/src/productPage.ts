import { createElement, useEffect, type ReactNode } from 'react';
import { mutate as mutateCache, SWRConfig, unstable_serialize } from 'swr';
import type { TypesForGetRequest } from 'swr-openapi';
import type { paths } from '@folio/contract';

/** GET /products/{id}'s and GET /shops's answers, as a product's page is drawn from them. */
export interface ProductPageData {
  product: TypesForGetRequest<paths, '/products/{id}'>['Data'];
  shops: TypesForGetRequest<paths, '/shops'>['Data'];
}

/**
 * A product's page as the server sends it, drawn with the product (docs/adr/0013-fast-as-shipped.md,
 * decision 13): the answers it was drawn from, in the cache of `createApiHooks(client, prefix)`'s
 * `useProduct` and `useShops`. A module of its own, outside the hooks, so that only the product
 * screen's chunk carries it (the landing route's budget).
 */
export function createProductPageCache(prefix = 'folio-api') {
  // The cache keys of the two reads, as swr-openapi's useQuery builds them (prefix, path, init).
  const keys = (id: number) =>
    [
      [prefix, '/products/{id}', { params: { path: { id } } }],
      [prefix, '/shops', {}],
    ] as const;
  /**
   * The products whose answers `primeProductPage` put in the cache and no screen has shown yet:
   * the server sent them with the page, so showing them the first time does not ask for them
   * again (as decision 12 for /events). Later showings do, as every cached read.
   */
  const carried = new Set<number>();

  return {
    /** Puts the answers the server sent with product `id`'s page in the cache. */
    primeProductPage(id: number, { product, shops }: ProductPageData) {
      carried.add(id);
      const [productKey, shopsKey] = keys(id);
      return Promise.all([
        mutateCache(productKey, product, { revalidate: false }),
        mutateCache(shopsKey, shops, { revalidate: false }),
      ]);
    },

    /**
     * The SWR options for `useProduct(id)` and `useShops()` on product `id`'s page: no refresh on
     * mount the first time the primed answers show; after that render, none (the mark is gone).
     */
    useCarried(id: number | null) {
      const isCarried = id !== null && carried.has(id);
      useEffect(() => {
        if (isCarried && id !== null) carried.delete(id);
      }, [isCarried, id]);
      return isCarried ? { revalidateOnMount: false } : undefined;
    },

    /** Gives `useProduct(id)` and `useShops()` inside it these answers: for drawing on the server. */
    ProductPageFallback({
      id,
      data,
      children,
    }: {
      id: number;
      data: ProductPageData;
      children: ReactNode;
    }) {
      const [productKey, shopsKey] = keys(id);
      const fallback = {
        [unstable_serialize(productKey)]: data.product,
        [unstable_serialize(shopsKey)]: data.shops,
      };
      return createElement(SWRConfig, { value: { fallback } }, children);
    },
  };
}
