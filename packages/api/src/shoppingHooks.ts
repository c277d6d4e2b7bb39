import { createQueryHook, type TypesForGetRequest } from 'swr-openapi';
import type { ApiClient } from './client.ts';
import type { components, paths } from '@folio/contract';
import type { createMutations, MutationResult } from './mutations.ts';
import { useReloadingWrite, type UseRevalidate } from './reloadingWrite.ts';

/** The storefront's query; an empty search means none, page 1 and `newest` are the defaults. */
export interface ProductListQuery {
  page?: number;
  search?: string;
  company_flag?: string;
  category?: number;
  sort?: NonNullable<components['parameters']['ProductSort']>;
}

/** The back office's query: the storefront's and a status (default `all`). */
export interface ManagedProductListQuery extends ProductListQuery {
  status?: 'all' | 'draft' | 'published';
}

/** The query as sent: defaults and an empty search left out, so equal lists share a cache key. */
function toQuery({ page = 1, search = '', company_flag, category, sort }: ProductListQuery) {
  const query: ProductListQuery = { page };
  const trimmed = search.trim();
  if (trimmed) query.search = trimmed;
  if (company_flag) query.company_flag = company_flag;
  if (category !== undefined) query.category = category;
  if (sort && sort !== 'newest') query.sort = sort;
  return query;
}

/** The back office's query as sent (`all` left out). */
function toManagedQuery({ status, ...query }: ManagedProductListQuery): ManagedProductListQuery {
  return status && status !== 'all' ? { ...toQuery(query), status } : toQuery(query);
}

/** The catalog's reads. */
type CatalogRead =
  | '/shops'
  | '/shops/{company_flag}/categories'
  | '/spec-types'
  | '/products'
  | '/products/{id}'
  | '/manage/products'
  | '/manage/products/{id}';

type Config<Path extends CatalogRead> = TypesForGetRequest<paths, Path>['SWRConfig'];

/**
 * The shop catalog's reads and writes (docs/adr/0030-shopping-catalog.md), on the hooks'
 * `useQuery`: reads return SWR's state; writes answer a MutationResult and reload every cached
 * read they may have changed (a product's figures show in lists, its counts in the category tree
 * and the types).
 */
export function createShoppingHooks(
  client: ApiClient,
  prefix: string,
  useRevalidate: UseRevalidate,
  mutations: ReturnType<typeof createMutations>,
) {
  // The same cache keys as the other reads (prefix, path, init): one cache for all.
  const useQuery = createQueryHook(client, prefix);
  const catalog: CatalogRead[] = [
    '/shops/{company_flag}/categories',
    '/spec-types',
    '/products',
    '/products/{id}',
    '/manage/products',
    '/manage/products/{id}',
  ];

  /** A write that reloads every catalog read when it succeeds or answers 409 (stale, in use, not empty). */
  const useCatalogWrite = <Args extends unknown[], Data>(
    write: (...args: Args) => Promise<MutationResult<Data>>,
  ) => useReloadingWrite(useRevalidate, catalog, write);

  return {
    /** The shops of the deployment (GET /shops). */
    useShops: (config?: Config<'/shops'>) => useQuery('/shops', {}, config),

    /** A shop's category tree, parents first; null skips the request. */
    useCategories: (
      companyFlag: string | null | undefined,
      config?: Config<'/shops/{company_flag}/categories'>,
    ) =>
      useQuery(
        '/shops/{company_flag}/categories',
        companyFlag ? { params: { path: { company_flag: companyFlag } } } : null,
        config,
      ),

    /** Every specification type with its values (GET /spec-types). */
    useSpecTypes: (config?: Config<'/spec-types'>) => useQuery('/spec-types', {}, config),

    /** One page of the storefront (GET /products). */
    useProducts: (query: ProductListQuery = {}, config?: Config<'/products'>) =>
      useQuery('/products', { params: { query: toQuery(query) } }, config),

    /** One published product (GET /products/{id}); null skips the request. */
    useProduct: (id: number | null | undefined, config?: Config<'/products/{id}'>) =>
      useQuery('/products/{id}', id == null ? null : { params: { path: { id } } }, config),

    /** One page of the back office's list, drafts included; false skips it (not an administrator). */
    useManagedProducts: (
      query: ManagedProductListQuery | false = {},
      config?: Config<'/manage/products'>,
    ) =>
      useQuery(
        '/manage/products',
        query === false ? null : { params: { query: toManagedQuery(query) } },
        config,
      ),

    /** A product for its editor, draft or not, with its `version`; null skips the request. */
    useManagedProduct: (id: number | null | undefined, config?: Config<'/manage/products/{id}'>) =>
      useQuery('/manage/products/{id}', id == null ? null : { params: { path: { id } } }, config),

    useCreateCategory: () => useCatalogWrite(mutations.createCategory),
    useUpdateCategory: () => useCatalogWrite(mutations.updateCategory),
    useDeleteCategory: () => useCatalogWrite(mutations.deleteCategory),
    useCreateSpecType: () => useCatalogWrite(mutations.createSpecType),
    useUpdateSpecType: () => useCatalogWrite(mutations.updateSpecType),
    useDeleteSpecType: () => useCatalogWrite(mutations.deleteSpecType),
    useCreateProduct: () => useCatalogWrite(mutations.createProduct),
    useUpdateProduct: () => useCatalogWrite(mutations.updateProduct),
    useDeleteProduct: () => useCatalogWrite(mutations.deleteProduct),
    /** Uploads an image (no cached read changes until a product names it). */
    useUploadProductImage: () => mutations.uploadProductImage,
  };
}
