import {
  imageSources,
  imageUrl,
  type components,
  type Product,
  type ProductSummary,
  type Shop,
} from '@folio/api';
import { PRODUCT_SORTS, type ProductInput, type ProductSort } from '@folio/rules';
import {
  variantRow,
  type ProductDraft,
  type ShopImage,
  type ShopProduct,
  type ShopProductSummary,
  type StorefrontFilters,
} from '@folio/ui';

/**
 * The shop catalog between the API and the screens (docs/adr/0030-shopping-catalog.md): products
 * as the ui components take them, and the storefront's filters as its query string.
 */

type ApiImage = Product['images'][number];

/** A product picture's URL and its smaller copies. */
export function toShopImage(image: ApiImage, storageRoot: string): ShopImage {
  const src = imageUrl(image.path, storageRoot) ?? '';
  return {
    src,
    sources: imageSources(
      { image_path: image.path, image_variants: image.image_variants },
      storageRoot,
    ),
  };
}

const shopName = (shops: readonly Shop[] | undefined, flag: string) =>
  shops?.find((s) => s.company_flag === flag)?.name;

/** A product for its buyer's page. */
export function toShopProduct(
  product: Product,
  shops: readonly Shop[] | undefined,
  storageRoot: string,
): ShopProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    shopName: shopName(shops, product.company_flag),
    categoryPath: product.category_path,
    priceMin: product.price_min,
    priceMax: product.price_max,
    stock: product.stock,
    available: product.available,
    specTypes: product.spec_types,
    variants: product.variants,
    images: product.images.map((image) => toShopImage(image, storageRoot)),
  };
}

/** A product for a list's card. */
export function toShopSummary(
  product: ProductSummary,
  shops: readonly Shop[] | undefined,
  storageRoot: string,
): ShopProductSummary {
  return {
    id: product.id,
    name: product.name,
    shopName: shopName(shops, product.company_flag),
    priceMin: product.price_min,
    priceMax: product.price_max,
    available: product.available,
    cover: product.cover ? toShopImage(product.cover, storageRoot) : null,
  };
}

/** The storefront's state: its filters and the page. */
export interface StorefrontQuery extends StorefrontFilters {
  page: number;
}

const positive = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The storefront's state from its URL (`?shop=folio&category=4&sort=price_asc&search=帆布&page=2`):
 * anything missing or malformed is the default (every shop and category, newest first, page 1).
 */
export function readStorefrontQuery(params: URLSearchParams): StorefrontQuery {
  const sort = params.get('sort');
  return {
    shop: params.get('shop') ?? '',
    category: positive(params.get('category')),
    // Cast: includes() has just said it is one of PRODUCT_SORTS.
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : 'newest',
    search: params.get('search') ?? '',
    page: positive(params.get('page')) ?? 1,
  };
}

/** The query string of a storefront state, defaults left out, so equal states share one URL. */
export function storefrontSearch(query: StorefrontQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.shop) params.set('shop', query.shop);
  if (query.category !== null) params.set('category', String(query.category));
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A product as its editor holds it: numbers as text, images with a URL to show. */
export function toProductDraft(product: Product, storageRoot: string): ProductDraft {
  return {
    companyFlag: product.company_flag,
    categoryId: product.category_id,
    name: product.name,
    description: product.description,
    status: product.status,
    specTypes: product.spec_types.map((t) => ({
      specTypeId: t.id,
      valueIds: t.values.map((v) => v.id),
    })),
    variants: product.variants.map(variantRow),
    images: product.images.map((image) => ({
      path: image.path,
      src: imageUrl(image.path, storageRoot) ?? '',
    })),
  };
}

/** The rules' product (read-only lists) as the API's request body. */
export function toProductBody(input: ProductInput): components['schemas']['ProductInput'] {
  return {
    ...input,
    spec_types: input.spec_types.map((t) => ({ ...t, value_ids: [...t.value_ids] })),
    variants: input.variants.map((v) => ({ ...v, value_ids: [...v.value_ids] })),
    images: [...input.images],
  };
}
