import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pathTo, SHOP_MESSAGES } from '@folio/rules';
import { StorefrontView, type StorefrontFilters } from '@folio/ui';
import { storageRoot } from '../../api';
import { useCategories, useProducts, useShops } from './hooks';
import { readStorefrontQuery, storefrontSearch, toShopSummary } from './catalog';

/**
 * /shopping, the storefront (docs/adr/0030-shopping-catalog.md): shop, category, sort, keyword
 * and page live in the URL, so a reload, the back button or a shared link shows the same list. A
 * changed filter starts again at page 1; a page change scrolls to the top.
 */
export default function StorefrontPage() {
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = readStorefrontQuery(params);
  const shops = useShops().data?.data;
  const categories = useCategories(filters.shop || null).data?.data ?? [];
  const {
    data: current,
    error,
    mutate,
  } = useProducts({
    page,
    search: filters.search,
    company_flag: filters.shop || undefined,
    category: filters.category ?? undefined,
    sort: filters.sort,
  });
  // The cards of the last answer stay, marked busy, while another page or filter loads.
  const [shown, setShown] = useState(current);
  if (current !== undefined && current !== shown) setShown(current);
  const data = current ?? shown;

  useEffect(() => {
    // A failed list is only logged; the screen says it could not load and offers 重試.
    if (error) console.info('storefront list failed', error);
  }, [error]);

  const go = (next: Partial<StorefrontFilters> & { page?: number }) =>
    setParams(storefrontSearch({ ...filters, page: 1, ...next }));

  const meta = data?.meta;
  return (
    <StorefrontView
      products={(data?.data ?? []).map((p) => toShopSummary(p, shops, storageRoot))}
      filters={filters}
      onFiltersChange={go}
      shops={(shops ?? []).map((s) => ({ flag: s.company_flag, name: s.name }))}
      categories={categories}
      productHref={(id) => pathTo('productDetailPlus', { id })}
      loading={data === undefined && !error}
      busy={current === undefined && data !== undefined && !error}
      errorMessage={error ? SHOP_MESSAGES.listFailed : undefined}
      onRetry={() => void mutate()}
      pagination={
        meta && {
          page,
          pageCount: meta.last_page,
          total: meta.total,
          from: meta.from,
          to: meta.to,
          onPageChange: (next) => {
            go({ page: next });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          },
        }
      }
    />
  );
}
