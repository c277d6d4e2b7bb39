import { useParams, useSearchParams } from 'react-router-dom';
import { CHECKOUT_MESSAGES, pathTo, SHOP_MESSAGES } from '@folio/rules';
import { ProductDetailView } from '@folio/ui';
import type { PageProps } from '../../routing/page';
import { storageRoot } from '../../api';
import {
  primeProductPageOnce,
  useAddCartLine,
  useCarriedProductPage,
  useProduct,
  useShops,
} from './hooks';
import { storefrontSearch, toShopProduct } from './catalog';
import { ShopChatLauncher } from '../chat/ShopChatLauncher';

// The product the server drew the page from, in the cache before the app's first render.
primeProductPageOnce();

interface ProductDetailPageProps extends PageProps {
  /**
   * `plus` (/shopping/product-detail-plus/:id): the gallery, the spec picker and a link that keeps
   * the chosen variant; `basic` (/shopping/product-detail/:id): the cover and every variant.
   */
  variant: 'basic' | 'plus';
}

const positive = (text: string | null | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The buyer's page of a published product (docs/adr/0030-shopping-catalog.md). The chosen variant
 * lives in the URL (`?variant=<id>`, replaced as the buyer chooses), so the address is a link that
 * keeps it. A draft or a missing product says 找不到這個商品.
 */
export default function ProductDetailPage({ variant }: ProductDetailPageProps) {
  const id = positive(useParams().id);
  const [params, setParams] = useSearchParams();
  const variantId = positive(params.get('variant'));
  // Drawn by the server: its answers are in the cache, and are not asked for again at takeover.
  const carried = useCarriedProductPage(id);
  const { data, error, mutate } = useProduct(id, carried);
  const shops = useShops(carried).data?.data;
  const addToCart = useAddCartLine();
  const here = (v: number) =>
    `${pathTo(variant === 'plus' ? 'productDetailPlus' : 'productDetail', { id: id ?? 0 })}?variant=${v}`;
  // A 404's body is the catalog's own message; anything else could not be loaded (重試).
  const notFound = id === null || error?.message === SHOP_MESSAGES.productNotFound;
  // The breadcrumb's categories open the storefront on that shop and category.
  const categoryHref = (category: number) =>
    `${pathTo('storefront')}?${storefrontSearch({
      shop: data?.data.company_flag ?? '',
      category,
      sort: 'newest',
      search: '',
      page: 1,
    })}`;

  return (
    <>
      <ProductDetailView
        key={id}
        variant={variant}
        product={data && toShopProduct(data.data, shops, storageRoot)}
        loading={!data && !error && !notFound}
        errorMessage={
          notFound ? SHOP_MESSAGES.productNotFound : error ? SHOP_MESSAGES.loadFailed : undefined
        }
        onRetry={notFound ? undefined : () => void mutate()}
        variantId={variantId}
        onVariantChange={(next) => {
          const search = new URLSearchParams(params);
          if (next === null) search.delete('variant');
          else search.set('variant', String(next));
          setParams(search, { replace: true });
        }}
        variantHref={here}
        storefrontHref={pathTo('storefront')}
        categoryHref={categoryHref}
        onAddToCart={async (variantId, quantity) => {
          const result = await addToCart(variantId, quantity);
          // A refusal says why (庫存只剩 3 件); a failure without an answer, the general text.
          return result.ok ? undefined : (result.message ?? CHECKOUT_MESSAGES.addFailed);
        }}
        cartHref={pathTo('cart')}
      />
      <ShopChatLauncher />
    </>
  );
}
