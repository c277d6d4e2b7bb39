import {
  MAX_SEARCH_LENGTH,
  PRODUCTS_PER_PAGE,
  searchKeyword,
  SHOP_MESSAGES,
  type ProductStatus,
} from '@folio/rules';
import { M } from '../../messages.ts';
import type { ProductRow } from '../../store/products.ts';
import { Refusal, ValidationFailure } from '../../validation.ts';
import type { ApiContext, OperationHandlers, RequestOf } from '../context.ts';
import { pageMeta } from '../pagination.ts';

/**
 * The catalog's reads (docs/adr/0030-shopping-catalog.md): the storefront's, for anyone, and the
 * back office's list and product with drafts (administrators: the /manage/ hook, index.ts).
 */

type ListQuery = RequestOf<'listManagedProducts'>['query'];

/** The image with the sizes of its smaller copies, when there are any (imageVariants.ts). */
export function productImages(context: ApiContext) {
  const { productVariants } = context;
  const image = (path: string) => {
    const variants = productVariants.get(path);
    return variants ? { path, image_variants: variants } : { path };
  };
  /** A product as the contract shows it: its images with their copies. */
  const product = async (row: ProductRow) => {
    await productVariants.ensure(row.images.map((i) => i.path));
    return { ...row, images: row.images.map((i) => image(i.path)) };
  };
  return { image, product };
}

export function storefrontHandlers(context: ApiContext) {
  const { store, productVariants } = context;
  const show = productImages(context);

  const shopOf = async (flag: string) => {
    const shop = await store.shops.byFlag(flag);
    if (!shop) throw new Refusal(404, { message: SHOP_MESSAGES.shopNotFound });
    return shop;
  };

  /** One page of products with `status`, filtered and sorted as the query asks. */
  async function list(query: ListQuery, status: ProductStatus | 'all') {
    const { page = 1, sort = 'newest' } = query;
    const errors: Record<string, string[]> = {};
    const search = searchKeyword(query.search ?? '');
    if (search && Array.from(search).length > MAX_SEARCH_LENGTH) errors.search = [M.searchTooLong];
    const shop = query.company_flag ? await store.shops.byFlag(query.company_flag) : undefined;
    if (query.company_flag && !shop) errors.company_flag = [SHOP_MESSAGES.shopNotFound];
    let categoryIds: number[] | undefined;
    if (query.category !== undefined) {
      const shopId = await store.shops.categoryShop(query.category);
      if (shopId === undefined || (shop && shop.id !== shopId))
        errors.category = [SHOP_MESSAGES.categoryNotFound];
      else categoryIds = await store.shops.subtree(shopId, query.category);
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailure(errors);
    const { rows, total } = await store.productList.list({
      page,
      perPage: PRODUCTS_PER_PAGE,
      search,
      ...(shop && { shopId: shop.id }),
      ...(categoryIds && { categoryIds }),
      sort,
      status,
    });
    await productVariants.ensure(rows.map((r) => r.cover_path));
    return {
      data: rows.map(({ cover_path, ...row }) => ({
        ...row,
        cover: cover_path === null ? null : show.image(cover_path),
      })),
      meta: pageMeta(page, PRODUCTS_PER_PAGE, total, rows.length),
    };
  }

  const productNotFound = () => new Refusal(404, { message: SHOP_MESSAGES.productNotFound });

  return {
    listShops: async () => ({ data: await store.shops.list() }),

    async listCategories(request) {
      const shop = await shopOf(request.params.company_flag);
      return { data: await store.shops.categories(shop.id) };
    },

    listSpecTypes: async () => ({ data: await store.specTypes.list() }),

    listProducts: (request) => list(request.query, 'published'),

    async getProduct(request) {
      const row = await store.products.get(request.params.id, { publishedOnly: true });
      if (!row) throw productNotFound();
      return { data: await show.product(row) };
    },

    listManagedProducts: (request) => list(request.query, request.query.status ?? 'all'),

    async getManagedProduct(request) {
      const row = await store.products.get(request.params.id);
      if (!row) throw productNotFound();
      return { data: await show.product(row) };
    },
  } satisfies Partial<OperationHandlers>;
}
