import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, SHOP_MESSAGES, type ProductSort } from '@folio/rules';
import {
  ListStates,
  PlaceholderList,
  SearchFields,
  useSearchDraft,
} from '../../layout/listScreen/listScreen';
import { Picture, Select, Skeleton, type PaginationProps } from '../../primitives';
import { space } from '../../theme/tokens';
import { priceRange } from '../priceRange';
import type { ShopProductSummary } from '../types';
import {
  StyledCard,
  StyledCardBody,
  StyledCover,
  StyledFilters,
  StyledGrid,
  StyledHeader,
  StyledNoImage,
  StyledPrice,
  StyledSearch,
  StyledSoldOut,
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
  const change = (next: Partial<StorefrontFilters>) => onFiltersChange({ ...filters, ...next });
  const searchDraft = useSearchDraft(filters.search, (search) => change({ search }));
  const filtered = filters.shop !== '' || filters.category !== null || filters.search !== '';

  return (
    <StyledStorefrontView aria-labelledby="storefront-title" data-folio="storefront">
      <StyledHeader>
        <h1 id="storefront-title">商店</h1>
        {actions}
      </StyledHeader>
      <StyledFilters>
        <StyledSearch role="search" onSubmit={searchDraft.submit}>
          <SearchFields label="搜尋商品" placeholder="輸入商品名稱或說明" {...searchDraft} />
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

      <ListStates
        noun="商品"
        progressMargin={`${space(-3)} 0 ${space(-1)}`}
        busy={busy}
        errorMessage={errorMessage}
        onRetry={onRetry}
        loading={
          loading && (
            <PlaceholderList List={StyledGrid} Item={StyledCard} label="商品載入中" count={4}>
              <StyledCover>
                <Skeleton variant="rect" height="100%" />
              </StyledCover>
              <StyledCardBody>
                <Skeleton lines={2} />
              </StyledCardBody>
            </PlaceholderList>
          )
        }
        empty={
          products.length === 0
            ? {
                message: filtered ? SHOP_MESSAGES.noMatch : '目前沒有上架的商品',
                action: filtered
                  ? {
                      label: '清除篩選',
                      onClick: () => onFiltersChange({ ...noFilters, sort: filters.sort }),
                    }
                  : undefined,
              }
            : undefined
        }
        pagination={pagination}
        paginationLabel="商品分頁"
      >
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
      </ListStates>
    </StyledStorefrontView>
  );
}
