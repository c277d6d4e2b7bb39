import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, SHOP_MESSAGES, type ProductSort } from '@folio/rules';
import {
  Button,
  Pagination,
  Picture,
  Select,
  Skeleton,
  TextField,
  type PaginationProps,
} from '../../primitives';
import { priceRange } from '../priceRange';
import type { ShopProductSummary } from '../types';
import {
  StyledCard,
  StyledCardBody,
  StyledCover,
  StyledError,
  StyledFilters,
  StyledGrid,
  StyledHeader,
  StyledNoImage,
  StyledPrice,
  StyledProgress,
  StyledSearch,
  StyledSoldOut,
  StyledStatus,
  StyledStatusAction,
  StyledStorefrontView,
} from './StorefrontView.styles';

/** What the storefront shows: every filter lives in the page's URL. */
export interface StorefrontFilters {
  /** A shop's `company_flag`; '' for every shop. */
  shop: string;
  /** A category of that shop (with everything under it); null for all. */
  category: number | null;
  sort: ProductSort;
  /** The keyword; '' for none. */
  search: string;
}

export interface StorefrontViewProps {
  /** The products of the current page. */
  products: ShopProductSummary[];
  filters: StorefrontFilters;
  /** Called with the filters changed; the app goes back to page 1. */
  onFiltersChange: (filters: StorefrontFilters) => void;
  /** The shops to choose from. */
  shops: { flag: string; name: string }[];
  /** The chosen shop's categories in tree order, `depth` 1 at the root. */
  categories: { id: number; name: string; depth: number }[];
  /** The URL of a product's page. */
  productHref: (id: number) => string;
  /** Shows placeholders instead of products. @default false */
  loading?: boolean;
  /** The next page or filter is loading while the current products still show. @default false */
  busy?: boolean;
  /** Shown instead of the products when they could not be loaded. */
  errorMessage?: string;
  /** Offers 重試 under `errorMessage`. */
  onRetry?: () => void;
  /** Paging under the products. */
  pagination?: Omit<PaginationProps, 'label'>;
  /** Controls beside the title (for administrators: the back office's links). */
  actions?: ReactNode;
}

/** A card's cover is at most 260 px wide (StorefrontView.styles.ts), half the width on phones. */
const COVER_SIZES = '(min-width: 960px) 260px, (min-width: 600px) 33vw, 50vw';

const noFilters: StorefrontFilters = { shop: '', category: null, sort: 'newest', search: '' };

/**
 * The storefront (/shopping, docs/adr/0030-shopping-catalog.md): a keyword search, the shop,
 * category and price-sort filters (applied as they are chosen), a grid of product cards (cover,
 * name, shop, price or price range, 已售完), paging, and its loading, busy, empty and failed states.
 */
export function StorefrontView({
  products,
  filters,
  onFiltersChange,
  shops,
  categories,
  productHref,
  loading = false,
  busy = false,
  errorMessage,
  onRetry,
  pagination,
  actions,
}: StorefrontViewProps) {
  const [draft, setDraft] = useState(filters.search);
  const [lastSearch, setLastSearch] = useState(filters.search);
  if (filters.search !== lastSearch) {
    // The keyword changed from outside (back button, a cleared filter): show it in the field.
    setLastSearch(filters.search);
    setDraft(filters.search);
  }
  const change = (next: Partial<StorefrontFilters>) => onFiltersChange({ ...filters, ...next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ search: draft.trim() });
  };
  const filtered = filters.shop !== '' || filters.category !== null || filters.search !== '';

  return (
    <StyledStorefrontView aria-labelledby="storefront-title" data-folio="storefront">
      <StyledHeader>
        <h1 id="storefront-title">商店</h1>
        {actions}
      </StyledHeader>
      <StyledFilters>
        <StyledSearch role="search" onSubmit={submit}>
          <TextField
            label="搜尋商品"
            type="search"
            placeholder="輸入商品名稱或說明"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              if (e.target.value === '' && filters.search !== '') change({ search: '' });
            }}
          />
          <Button type="submit">搜尋</Button>
        </StyledSearch>
        <Select
          label="商店"
          value={filters.shop}
          placeholder="全部商店"
          options={shops.map((s) => ({ value: s.flag, label: s.name }))}
          // A category belongs to one shop: another shop starts with all of its categories.
          onChange={(e) => change({ shop: e.target.value, category: null })}
        />
        <Select
          label="分類"
          value={filters.category === null ? '' : String(filters.category)}
          placeholder={filters.shop === '' ? '請先選擇商店' : '全部分類'}
          disabled={filters.shop === ''}
          options={categories.map((c) => ({
            value: String(c.id),
            label: `${'\u3000'.repeat(c.depth - 1)}${c.name}`,
          }))}
          onChange={(e) =>
            change({ category: e.target.value === '' ? null : Number(e.target.value) })
          }
        />
        <Select
          label="排序"
          value={filters.sort}
          options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: PRODUCT_SORT_LABELS[sort] }))}
          // Cast: the options are PRODUCT_SORTS, so the value is one of them.
          onChange={(e) => change({ sort: e.target.value as ProductSort })}
        />
      </StyledFilters>

      {busy && !errorMessage && <StyledProgress role="progressbar" aria-label="商品載入中" />}
      {errorMessage ? (
        <StyledError role="alert">
          {errorMessage}
          {onRetry && (
            <StyledStatusAction>
              <Button variant="outline" onClick={onRetry}>
                重試
              </Button>
            </StyledStatusAction>
          )}
        </StyledError>
      ) : loading ? (
        <StyledGrid aria-busy="true" aria-label="商品載入中">
          {[0, 1, 2, 3].map((i) => (
            <StyledCard key={i}>
              <StyledCover>
                <Skeleton variant="rect" height="100%" />
              </StyledCover>
              <StyledCardBody>
                <Skeleton lines={2} />
              </StyledCardBody>
            </StyledCard>
          ))}
        </StyledGrid>
      ) : products.length === 0 ? (
        <StyledStatus role="status">
          {filtered ? SHOP_MESSAGES.noMatch : '目前沒有上架的商品'}
          {filtered && (
            <StyledStatusAction>
              <Button
                variant="outline"
                onClick={() => onFiltersChange({ ...noFilters, sort: filters.sort })}
              >
                清除篩選
              </Button>
            </StyledStatusAction>
          )}
        </StyledStatus>
      ) : (
        <StyledGrid aria-busy={busy || undefined} aria-label="商品">
          {products.map((product, index) => (
            <StyledCard key={product.id}>
              <Link to={productHref(product.id)}>
                {product.cover ? (
                  <StyledCover>
                    <Picture
                      src={product.cover.src}
                      sources={product.cover.sources}
                      sizes={COVER_SIZES}
                      alt=""
                      width={260}
                      height={260}
                      loading={index < 4 ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                  </StyledCover>
                ) : (
                  <StyledNoImage>沒有圖片</StyledNoImage>
                )}
                <StyledCardBody>
                  <h2>{product.name}</h2>
                  {product.shopName && <p>{product.shopName}</p>}
                  <StyledPrice>
                    {priceRange(product.priceMin, product.priceMax)}
                    {!product.available && <StyledSoldOut>{SHOP_MESSAGES.soldOut}</StyledSoldOut>}
                  </StyledPrice>
                </StyledCardBody>
              </Link>
            </StyledCard>
          ))}
        </StyledGrid>
      )}

      {pagination && !errorMessage && pagination.pageCount > 0 && (
        <Pagination {...pagination} label="商品分頁" />
      )}
    </StyledStorefrontView>
  );
}
