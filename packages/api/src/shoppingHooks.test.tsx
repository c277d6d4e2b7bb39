// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from './client.ts';
import { createApiHooks } from './hooks.ts';
import { createProductPageCache } from './productPage.ts';
import type { Product, ProductList } from './index.ts';
import { BASE_URL, loggedIn, product, productInput, productList, shop, url } from './test-utils.ts';
import { freshSwrCache, mockApiServer } from './test-setup.tsx';

const server = mockApiServer(cleanup);
const client = createApiClient({ baseUrl: BASE_URL, storage: loggedIn() });
const hooks = createApiHooks(client);

/** Answers GET `path` with `body`, recording each query string it saw. */
function reads(path: string, body: unknown) {
  const seen: string[] = [];
  server.use(
    http.get(url(path), ({ request }) => {
      seen.push(new URL(request.url).search);
      return HttpResponse.json(body as object);
    }),
  );
  return seen;
}

describe('the catalog hooks', () => {
  it('useProducts sends only what differs from the defaults, the search trimmed', async () => {
    const seen = reads('/products', productList);
    const { result } = renderHook(
      () =>
        hooks.useProducts({
          page: 2,
          search: ' 帆布 ',
          sort: 'newest',
          company_flag: 'folio',
          category: 3,
        }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.data).toEqual(productList));
    expect(seen).toEqual([
      `?page=2&search=${encodeURIComponent('帆布')}&company_flag=folio&category=3`,
    ]);
    expectTypeOf(result.current.data).toEqualTypeOf<ProductList | undefined>();
  });

  it('useManagedProducts sends the token and a status other than all; false asks nothing', async () => {
    const seen: string[] = [];
    server.use(
      http.get(url('/manage/products'), ({ request }) => {
        seen.push(`${new URL(request.url).search} ${request.headers.get('authorization') ?? ''}`);
        return HttpResponse.json(productList);
      }),
    );
    const { result } = renderHook(
      () =>
        [hooks.useManagedProducts({ status: 'draft' }), hooks.useManagedProducts(false)] as const,
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current[0].data).toEqual(productList));
    expect(result.current[1].data).toBeUndefined();
    expect(seen).toEqual(['?page=1&status=draft Bearer 7|secret']);
  });

  it('useProduct and useManagedProduct skip a null id', async () => {
    reads('/products/{id}', { data: product });
    const { result } = renderHook(
      () => [hooks.useProduct(14), hooks.useManagedProduct(null)] as const,
      {
        wrapper: freshSwrCache,
      },
    );
    await waitFor(() => expect(result.current[0].data?.data).toEqual(product));
    expect(result.current[1].isLoading).toBe(false);
    expectTypeOf(result.current[0].data?.data).toEqualTypeOf<Product | undefined>();
  });

  it('primeProductPage: useProduct and useShops show what the page brought without asking, and ask when shown anew', async () => {
    const products = reads('/products/{id}', { data: { ...product, name: '新的名字' } });
    const shops = reads('/shops', { data: [] });
    const sent = { data: [shop] };
    // SWR's own cache, as the app has it; a prefix of its own keeps it apart from other tests.
    const primed = createApiHooks(client, 'primed-product');
    const page = createProductPageCache('primed-product');
    await page.primeProductPage(14, { product: { data: product }, shops: sent });
    const onPage = () => {
      const carried = page.useCarried(14);
      return [primed.useProduct(14, carried), primed.useShops(carried)] as const;
    };
    const first = renderHook(onPage);
    expect(first.result.current[0].data?.data).toEqual(product);
    expect(first.result.current[1].data).toEqual(sent);
    // Long enough for SWR's revalidation on mount (the next animation frame) to have asked.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([products, shops]).toEqual([[], []]);
    first.unmount();
    const again = renderHook(onPage);
    await waitFor(() => expect(again.result.current[0].data?.data.name).toBe('新的名字'));
    expect(products).toEqual(['']);
  });

  it('ProductPageFallback gives useProduct and useShops inside it those answers at once', () => {
    const sent = { data: [shop] };
    const { ProductPageFallback } = createProductPageCache();
    const { result } = renderHook(() => [hooks.useProduct(14), hooks.useShops()] as const, {
      wrapper: ({ children }) =>
        freshSwrCache({
          children: (
            <ProductPageFallback id={14} data={{ product: { data: product }, shops: sent }}>
              {children}
            </ProductPageFallback>
          ),
        }),
    });
    expect(result.current[0].data?.data).toEqual(product);
    expect(result.current[1].data).toEqual(sent);
  });

  it('a product write reloads the lists on screen when it succeeds or meets a newer version', async () => {
    const seen = reads('/products', productList);
    let answer = 200;
    server.use(
      http.put(url('/manage/products/{id}'), () =>
        answer === 200
          ? HttpResponse.json({ message: '商品已更新', data: product })
          : HttpResponse.json(
              { message: '這個商品已被其他人修改，請重新載入後再儲存' },
              { status: 409 },
            ),
      ),
    );
    const { result } = renderHook(
      () => ({ list: hooks.useProducts(), update: hooks.useUpdateProduct() }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    let saved;
    await act(async () => {
      saved = await result.current.update(14, { ...productInput, version: 3 });
    });
    expect(saved).toEqual({ ok: true, data: { message: '商品已更新', data: product } });
    await waitFor(() => expect(seen).toHaveLength(2));
    answer = 409;
    let stale;
    await act(async () => {
      stale = await result.current.update(14, { ...productInput, version: 3 });
    });
    expect(stale).toEqual({
      ok: false,
      status: 409,
      message: '這個商品已被其他人修改，請重新載入後再儲存',
    });
    await waitFor(() => expect(seen).toHaveLength(3));
  });

  it('a refused product names fields inside lists as the server does', async () => {
    server.use(
      http.post(url('/manage/products'), () =>
        HttpResponse.json(
          {
            message: '價格須為 1 至 1,000,000 的整數',
            errors: { 'variants.1.price': ['價格須為 1 至 1,000,000 的整數'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { result } = renderHook(() => hooks.useCreateProduct(), { wrapper: freshSwrCache });
    const answer = await result.current(productInput);
    expect(answer).toEqual({
      ok: false,
      status: 422,
      message: '價格須為 1 至 1,000,000 的整數',
      fieldErrors: { 'variants.1.price': '價格須為 1 至 1,000,000 的整數' },
    });
  });

  it('a category write reloads the tree', async () => {
    const seen = reads('/shops/{company_flag}/categories', { data: [] });
    server.use(
      http.delete(url('/manage/shops/{company_flag}/categories/{id}'), ({ request }) =>
        HttpResponse.json({ message: new URL(request.url).search }),
      ),
    );
    const { result } = renderHook(
      () => ({ tree: hooks.useCategories('folio'), remove: hooks.useDeleteCategory() }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.tree.data).toBeDefined());
    let deleted;
    await act(async () => {
      deleted = await result.current.remove('folio', 3, 4);
    });
    expect(deleted).toEqual({ ok: true, data: { message: '?move_products_to=4' } });
    await waitFor(() => expect(seen).toHaveLength(2));
  });
});
