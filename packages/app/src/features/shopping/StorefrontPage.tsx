import { useSearchParams } from 'react-router-dom';
import { pathTo, SHOP_MESSAGES } from '@folio/rules';
import { StorefrontView, type StorefrontFilters } from '@folio/ui';
import { storageRoot } from '../../api';
import { useCategories, useProducts, useShops } from './hooks';
import { pagerOf, useListAnswer } from '../../lists/useListAnswer';
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
  const list = useListAnswer(
    useProducts({
      page,
      search: filters.search,
      company_flag: filters.shop || undefined,
      category: filters.category ?? undefined,
      sort: filters.sort,
    }),
    'storefront list',
  );

  const go = (next: Partial<StorefrontFilters> & { page?: number }) =>
    setParams(storefrontSearch({ ...filters, page: 1, ...next }));

  return (
    <StorefrontView
      products={(list.data?.data ?? []).map((p) => toShopSummary(p, shops, storageRoot))}
      filters={filters}
      onFiltersChange={go}
      shops={(shops ?? []).map((s) => ({ flag: s.company_flag, name: s.name }))}
      categories={categories}
      productHref={(id) => pathTo('productDetailPlus', { id })}
      loading={list.loading}
      busy={list.busy}
      errorMessage={list.error ? SHOP_MESSAGES.listFailed : undefined}
      onRetry={list.retry}
      pagination={pagerOf(list.data?.meta, page, (next) => go({ page: next }))}
    />
  );
}
