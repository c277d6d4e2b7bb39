import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { maxQuantity, SHOP_MESSAGES } from '@folio/rules';
import { formatPrice } from '../../format';
import { Button, Skeleton } from '../../primitives';
import { TableHead } from '../../primitives/TableHead';
import { AddToCartButton } from '../AddToCartButton';
import type { CartChangeResult } from '../CartView';
import { ProductGallery } from '../ProductGallery';
import { QuantityStepper } from '../QuantityStepper';
import { RichText } from '../RichText';
import { SpecPicker } from '../SpecPicker';
import { priceRange } from '../priceRange';
import type { ShopProduct, ShopVariant } from '../types';
import { choiceOf, chosenVariant, offerOf, type VariantChoice } from '../variantChoice';
import {
  StyledBreadcrumb,
  StyledBuy,
  StyledDescription,
  StyledError,
  StyledInfo,
  StyledLayout,
  StyledLoading,
  StyledPrice,
  StyledProductDetailView,
  StyledStatus,
  StyledVariantLink,
  StyledVariants,
} from './ProductDetailView.styles';

export interface ProductDetailViewProps {
  /** The product; undefined while it loads or when it could not be loaded. */
  product?: ShopProduct;
  /**
   * `plus`: the gallery, the spec picker with the chosen variant's price and stock, the quantity
   * and a link that keeps the variant. `basic`: the cover and a table of every variant.
   * @default 'plus'
   */
  variant?: 'basic' | 'plus';
  /** Shows placeholders. @default false */
  loading?: boolean;
  /** Shown instead of the product (not found, or the request failed). */
  errorMessage?: string;
  /** Offers 重試 under `errorMessage`. */
  onRetry?: () => void;
  /** The variant a link named (`?variant=`), chosen at first. @default null */
  variantId?: number | null;
  /** Called with the chosen variant's id when the choice names one, null when it names none. */
  onVariantChange?: (variantId: number | null) => void;
  /** The URL of this page with a variant chosen: the link that keeps the choice. */
  variantHref?: (variantId: number) => string;
  /** The storefront, and the storefront filtered by a category (the breadcrumb). */
  storefrontHref: string;
  categoryHref?: (categoryId: number) => string;
  /** Controls for administrators (編輯商品), beside the name. */
  actions?: ReactNode;
  /**
   * Adds the chosen variant and quantity to the cart (加入購物車 beside the quantity); resolves
   * with the server's refusal, if any. Without it the page offers no button.
   */
  onAddToCart?: (variantId: number, quantity: number) => CartChangeResult;
  /** The cart, linked once something was added. */
  cartHref?: string;
}

/** What the buyer can do with the chosen variant, or why not, in a sentence. */
function statusText(product: ShopProduct, variant: ShopVariant | undefined): string {
  if (variant) {
    if (!variant.enabled) return SHOP_MESSAGES.unavailable;
    return variant.stock > 0 ? `庫存 ${variant.stock} 件` : SHOP_MESSAGES.soldOut;
  }
  if (!product.available) return SHOP_MESSAGES.soldOut;
  return `請選擇${product.specTypes.map((t) => t.name).join('、')}`;
}

/** The values of a variant by name, in the types' order: `燕麥 / M`. */
const variantName = (product: ShopProduct, variant: ShopVariant) =>
  variant.value_ids
    .map((id, i) => product.specTypes[i]?.values.find((v) => v.id === id)?.name ?? '')
    .join(' / ');

/** Every variant with its price and state (the basic page). */
function VariantTable({ product }: { product: ShopProduct }) {
  return (
    <StyledVariants>
      <caption>規格與價格</caption>
      <TableHead columns={['規格', '價格', '狀態']} />
      <tbody>
        {product.variants.map((v) => (
          <tr key={v.id}>
            <th scope="row">{variantName(product, v)}</th>
            <td>{formatPrice(v.price)}</td>
            <td>{statusText(product, v)}</td>
          </tr>
        ))}
      </tbody>
    </StyledVariants>
  );
}

/**
 * The buyer's page of a product (docs/adr/0030-shopping-catalog.md): the breadcrumb of its
 * category, its pictures, name, shop and price, then, on the plus page, the spec picker that
 * disables what is sold out or off, the chosen variant's price, stock and SKU, a quantity of 1 to
 * min(stock, 99) with its subtotal, and a link that keeps the variant; on the basic page, a table
 * of every variant. The description follows with its safe formatting.
 */
export function ProductDetailView({
  product,
  variant: kind = 'plus',
  loading = false,
  errorMessage,
  onRetry,
  variantId = null,
  onVariantChange,
  variantHref,
  storefrontHref,
  categoryHref,
  actions,
  onAddToCart,
  cartHref,
}: ProductDetailViewProps) {
  const [choice, setChoice] = useState<VariantChoice>(() =>
    product ? choiceOf(product, variantId) : [],
  );
  // A new `variantId` from outside (the back button, another link) chooses that variant, unless
  // it is what the buyer's own choice already names (the app echoing onVariantChange).
  const [seen, setSeen] = useState({ variantId, productId: product?.id });
  if (product && (variantId !== seen.variantId || product.id !== seen.productId)) {
    setSeen({ variantId, productId: product.id });
    const own = chosenVariant(product, choice)?.id ?? null;
    if (product.id !== seen.productId || variantId !== own) setChoice(choiceOf(product, variantId));
  }
  const [quantity, setQuantity] = useState(1);

  if (errorMessage || !product) {
    return (
      <StyledProductDetailView data-folio="product-detail" aria-busy={loading || undefined}>
        {errorMessage ? (
          <StyledError role="alert">
            <p>{errorMessage}</p>
            <div>
              {onRetry && (
                <Button variant="outline" onClick={onRetry}>
                  重試
                </Button>
              )}
              <Link to={storefrontHref}>回到商店</Link>
            </div>
          </StyledError>
        ) : (
          <StyledLayout>
            <StyledLoading role="status">商品載入中</StyledLoading>
            <Skeleton variant="rect" height="min(560px, 90vw)" />
            <StyledInfo>
              <Skeleton height={32} width="70%" />
              <Skeleton height={28} width="40%" />
              <Skeleton lines={4} />
            </StyledInfo>
          </StyledLayout>
        )}
      </StyledProductDetailView>
    );
  }

  const plus = kind === 'plus';
  const chosen = plus ? chosenVariant(product, choice) : undefined;
  const single = product.specTypes.length === 0 ? product.variants[0] : undefined;
  const current = chosen ?? single;
  const offer = offerOf(product, plus ? choice : []);
  const price = current ? formatPrice(current.price) : priceRange(offer.priceMin, offer.priceMax);
  const max = current?.enabled ? maxQuantity(current.stock) : 0;
  const shownQuantity = Math.min(Math.max(1, quantity), Math.max(1, max));

  const choose = (next: VariantChoice) => {
    setChoice(next);
    onVariantChange?.(chosenVariant(product, next)?.id ?? null);
  };

  return (
    <StyledProductDetailView data-folio="product-detail" aria-labelledby="product-name">
      <StyledBreadcrumb aria-label="商品分類">
        <ol>
          <li>
            <Link to={storefrontHref}>商店</Link>
          </li>
          {product.categoryPath.map((c) => (
            <li key={c.id}>
              {categoryHref ? <Link to={categoryHref(c.id)}>{c.name}</Link> : c.name}
            </li>
          ))}
        </ol>
      </StyledBreadcrumb>
      <StyledLayout>
        <ProductGallery images={product.images} name={product.name} coverOnly={!plus} />
        <StyledInfo>
          <div>
            <h1 id="product-name">{product.name}</h1>
            {product.shopName && <p>{product.shopName}</p>}
            {actions}
          </div>
          <StyledPrice aria-live="polite">{price}</StyledPrice>
          {(plus || single) && (
            <StyledStatus
              role="status"
              $muted={!current || !current.enabled || current.stock === 0}
            >
              {statusText(product, current)}
            </StyledStatus>
          )}
          {plus && product.specTypes.length > 0 && (
            <SpecPicker product={product} choice={choice} onChange={choose} />
          )}
          {(plus || single) && (
            <StyledBuy data-folio-action-bar="">
              <QuantityStepper value={shownQuantity} onChange={setQuantity} max={max} />
              {max > 0 && current && (
                <p>
                  小計 <strong>{formatPrice(current.price * shownQuantity)}</strong>
                </p>
              )}
              {onAddToCart && (
                <AddToCartButton
                  disabled={!current || max === 0}
                  cartHref={cartHref}
                  onAdd={async () => (current ? onAddToCart(current.id, shownQuantity) : undefined)}
                />
              )}
            </StyledBuy>
          )}
          {plus && chosen && (
            <StyledVariantLink>
              {chosen.sku && <span>商品編號 {chosen.sku}</span>}
              {variantHref && <Link to={variantHref(chosen.id)}>此規格的連結</Link>}
            </StyledVariantLink>
          )}
          {!plus && product.specTypes.length > 0 && <VariantTable product={product} />}
        </StyledInfo>
      </StyledLayout>
      {product.description.trim() !== '' && (
        <StyledDescription aria-labelledby="product-description">
          <h2 id="product-description">商品說明</h2>
          <RichText text={product.description} />
        </StyledDescription>
      )}
    </StyledProductDetailView>
  );
}
