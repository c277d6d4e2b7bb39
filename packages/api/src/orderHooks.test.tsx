// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient } from './client.ts';
import { createApiHooks } from './hooks.ts';
import type { components } from './index.ts';
import { BASE_URL, loggedIn, url } from './test-utils.ts';
import { freshSwrCache, mockApiServer } from './test-setup.tsx';

type Schemas = components['schemas'];

const server = mockApiServer(cleanup);
const client = createApiClient({ baseUrl: BASE_URL, storage: loggedIn() });
const hooks = createApiHooks(client);

const orderList: Schemas['OrderList'] = {
  data: [
    {
      id: 131,
      number: 'F0000000131',
      status: 'paid',
      company_flag: 'folio',
      shop_name: 'Folio 選物',
      recipient_name: '王小明',
      city: '臺北市',
      item_count: 2,
      total: 1530,
      delivery_method: 'home',
      placed_at: '2026-11-27T02:10:00Z',
      updated_at: '2026-11-27T02:12:00Z',
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 20, total: 1, from: 1, to: 1 },
};
const order = { data: { id: 131, number: 'F0000000131', status: 'cancelled' } };

/** Answers GET `path` with `body`, recording each query string and token it saw. */
function reads(path: string, body: unknown) {
  const seen: string[] = [];
  server.use(
    http.get(url(path), ({ request }) => {
      seen.push(`${new URL(request.url).search} ${request.headers.get('authorization') ?? ''}`);
      return HttpResponse.json(body as object);
    }),
  );
  return seen;
}

/** Answers POST `path` with `status` and `body`, recording each JSON body it was sent. */
function writes(path: string, answer: () => { status: number; body: unknown }) {
  const sent: unknown[] = [];
  server.use(
    http.post(url(path), async ({ request }) => {
      sent.push(request.headers.get('content-type') ? await request.json() : null);
      const { status, body } = answer();
      return HttpResponse.json(body as object, { status });
    }),
  );
  return sent;
}

describe('the order hooks', () => {
  it('useOrders sends the page, the state only when chosen, and the token; false asks nothing', async () => {
    const seen = reads('/orders', orderList);
    const { result } = renderHook(
      () => [hooks.useOrders({ page: 2, status: 'paid' }), hooks.useOrders(false)] as const,
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current[0].data).toEqual(orderList));
    expect(result.current[1].data).toBeUndefined();
    expect(seen).toEqual(['?page=2&status=paid Bearer 7|secret']);
    expectTypeOf(result.current[0].data).toEqualTypeOf<Schemas['OrderList'] | undefined>();
  });

  it('useManagedOrders sends the shop and days it is given, none of the empty ones', async () => {
    const seen = reads('/manage/orders', orderList);
    const { result } = renderHook(
      () => hooks.useManagedOrders({ company_flag: 'folio', from: '2026-11-01', to: '' }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.data).toEqual(orderList));
    expect(seen).toEqual(['?page=1&company_flag=folio&from=2026-11-01 Bearer 7|secret']);
  });

  it("useCarrierOrders reads the carrier's list by state; useOrder skips a null id", async () => {
    const seen = reads('/carrier/orders', orderList);
    const { result } = renderHook(
      () => [hooks.useCarrierOrders({ status: 'shipped' }), hooks.useOrder(null)] as const,
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current[0].data).toEqual(orderList));
    expect(seen).toEqual(['?page=1&status=shipped Bearer 7|secret']);
    expect(result.current[1].isLoading).toBe(false);
    expectTypeOf(result.current[1].data?.data).toEqualTypeOf<Schemas['Order'] | undefined>();
  });

  it('a buyer cancel reloads the list and the order, on success and on a 409', async () => {
    const listed = reads('/orders', orderList);
    const opened = reads('/orders/{id}', order);
    let answer = { status: 200, body: order as unknown };
    writes('/orders/{id}/cancel', () => answer);
    const { result } = renderHook(
      () => ({
        list: hooks.useOrders(),
        one: hooks.useOrder(131),
        cancel: hooks.useCancelOrder(),
      }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.one.data).toBeDefined());
    let done;
    await act(async () => {
      done = await result.current.cancel(131);
    });
    expect(done).toEqual({ ok: true, data: order });
    await waitFor(() => expect([listed.length, opened.length]).toEqual([2, 2]));
    answer = { status: 409, body: { message: '只能取消尚未付款的訂單' } };
    let refused;
    await act(async () => {
      refused = await result.current.cancel(131);
    });
    expect(refused).toEqual({ ok: false, status: 409, message: '只能取消尚未付款的訂單' });
    await waitFor(() => expect([listed.length, opened.length]).toEqual([3, 3]));
  });

  it("an owner's cancel sends the reason trimmed, or nothing without one", async () => {
    const sent = writes('/manage/orders/{id}/cancel', () => ({ status: 200, body: order }));
    const { result } = renderHook(() => hooks.useCancelManagedOrder(), {
      wrapper: freshSwrCache,
    });
    await act(async () => {
      await result.current(131, ' 買家來電取消 ');
      await result.current(131);
    });
    expect(sent).toEqual([{ reason: '買家來電取消' }, {}]);
  });

  it('a refused reason names its field; a handover the server moved first says so', async () => {
    writes('/manage/orders/{id}/cancel', () => ({
      status: 422,
      body: { message: '原因不可超過 200 個字', errors: { reason: ['原因不可超過 200 個字'] } },
    }));
    writes('/manage/orders/{id}/handover', () => ({
      status: 409,
      body: { message: '訂單狀態已變更，請重新整理' },
    }));
    const { result } = renderHook(
      () => ({ cancel: hooks.useCancelManagedOrder(), handOver: hooks.useHandOverOrder() }),
      { wrapper: freshSwrCache },
    );
    await expect(result.current.cancel(131, '長'.repeat(201))).resolves.toEqual({
      ok: false,
      status: 422,
      message: '原因不可超過 200 個字',
      fieldErrors: { reason: '原因不可超過 200 個字' },
    });
    await expect(result.current.handOver(131)).resolves.toEqual({
      ok: false,
      status: 409,
      message: '訂單狀態已變更，請重新整理',
    });
  });

  it("a carrier's move sends the state and the reason, and reloads the carrier's list", async () => {
    const listed = reads('/carrier/orders', orderList);
    const sent = writes('/carrier/orders/{id}/status', () => ({ status: 200, body: order }));
    const { result } = renderHook(
      () => ({ list: hooks.useCarrierOrders(), move: hooks.useUpdateShipment() }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(async () => {
      await result.current.move(131, { status: 'delivery_failed', note: '收件人不在' });
    });
    expect(sent).toEqual([{ status: 'delivery_failed', note: '收件人不在' }]);
    await waitFor(() => expect(listed).toHaveLength(2));
  });

  it('a write without an answer is a failure without a status', async () => {
    server.use(http.post(url('/orders/{id}/cancel'), () => HttpResponse.error()));
    const { result } = renderHook(() => hooks.useCancelOrder(), { wrapper: freshSwrCache });
    await expect(result.current(131)).resolves.toEqual({ ok: false, status: null, message: null });
  });
});
