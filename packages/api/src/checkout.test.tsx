// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderExample, RESULT_POLL_MS } from '@folio/rules';
import {
  awaitingPayment,
  CART_TOKEN_KEY,
  createCheckoutHooks,
  orderPollInterval,
} from './checkout.ts';
import { createApiClient } from './client.ts';
import { createApiHooks } from './hooks.ts';
import { BASE_URL, loggedIn, MemoryStorage, url } from './test-utils.ts';
import { freshSwrCache, mockApiServer } from './test-setup.tsx';

const server = mockApiServer(cleanup);
const token = 'v'.repeat(40);
const cart = { data: { lines: [], count: 0, subtotal: 0, has_problems: false } };

/** Hooks on a client over `storage`: the checkout's beside the app's revalidation. */
function hooksOver(storage: MemoryStorage) {
  const client = createApiClient({ baseUrl: BASE_URL, storage });
  const api = createApiHooks(client);
  return createCheckoutHooks(client, api.useRevalidate, { storage });
}

/** Records the credentials each call to `method path` carried. */
function credentials(method: 'get' | 'post', path: string, body: object = cart) {
  const seen: string[] = [];
  server.use(
    http[method](url(path), ({ request }) => {
      seen.push(
        `${request.headers.get('authorization') ?? '-'} ${request.headers.get('x-cart-token') ?? '-'}`,
      );
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('the cart token', () => {
  it('a visitor keeps the token the first add gives, and sends it from then on', async () => {
    const storage = new MemoryStorage();
    const hooks = hooksOver(storage);
    const added = credentials('post', '/cart/lines', { ...cart, cart_token: token });
    const read = credentials('get', '/cart');
    const { result } = renderHook(() => hooks.useAddCartLine(), { wrapper: freshSwrCache });
    let answer;
    await act(async () => {
      answer = await result.current(41, 2);
    });
    expect(answer).toMatchObject({ ok: true });
    expect(storage.getItem(CART_TOKEN_KEY)).toBe(token);
    expect(added).toEqual(['- -']);
    const { result: cartRead } = renderHook(() => hooks.useCart(), { wrapper: freshSwrCache });
    await waitFor(() => expect(cartRead.current.data).toEqual(cart));
    expect(read).toEqual([`- ${token}`]);
  });

  it("a cart read on screen before the first add reads again with the token another screen's hooks kept", async () => {
    const storage = new MemoryStorage();
    const read = credentials('get', '/cart');
    const shown = renderHook(() => hooksOver(storage).useCart(), { wrapper: freshSwrCache });
    await waitFor(() => expect(read).toEqual(['- -']));
    const added = { ...cart, data: { ...cart.data, count: 1 } };
    credentials('post', '/cart/lines', { ...added, cart_token: token });
    const adder = renderHook(() => hooksOver(storage).useAddCartLine(), { wrapper: freshSwrCache });
    await act(async () => {
      await adder.result.current(41, 1);
    });
    await waitFor(() => expect(read).toContain(`- ${token}`));
    expect(shown.result.current.error).toBeUndefined();
  });

  it('a member is known by the bearer token alone; a malformed token is none', async () => {
    const storage = loggedIn();
    storage.setItem(CART_TOKEN_KEY, token);
    const read = credentials('get', '/cart');
    const { result } = renderHook(() => hooksOver(storage).useCart(), { wrapper: freshSwrCache });
    await waitFor(() => expect(result.current.data).toEqual(cart));
    expect(read).toEqual(['Bearer 7|secret -']);
    const visitor = new MemoryStorage({ [CART_TOKEN_KEY]: 'short' });
    const again = renderHook(() => hooksOver(visitor).useCart(), { wrapper: freshSwrCache });
    await waitFor(() => expect(again.result.current.data).toEqual(cart));
    expect(read).toEqual(['Bearer 7|secret -', '- -']);
  });

  it('the merge at login sends both credentials and forgets the token; nothing to merge is null', async () => {
    const storage = loggedIn();
    storage.setItem(CART_TOKEN_KEY, token);
    const merged = credentials('post', '/cart/merge');
    const { result } = renderHook(() => hooksOver(storage).useMergeCart(), {
      wrapper: freshSwrCache,
    });
    let answer;
    await act(async () => {
      answer = await result.current();
    });
    expect(answer).toEqual({ ok: true, data: cart });
    expect(merged).toEqual([`Bearer 7|secret ${token}`]);
    expect(storage.getItem(CART_TOKEN_KEY)).toBeNull();
    await act(async () => {
      answer = await result.current();
    });
    expect(answer).toBeNull();
    expect(merged).toHaveLength(1);
  });

  it('a failed merge keeps the token for the next try', async () => {
    const storage = loggedIn();
    storage.setItem(CART_TOKEN_KEY, token);
    server.use(http.post(url('/cart/merge'), () => HttpResponse.error()));
    const { result } = renderHook(() => hooksOver(storage).useMergeCart(), {
      wrapper: freshSwrCache,
    });
    let answer;
    await act(async () => {
      answer = await result.current();
    });
    expect(answer).toEqual({ ok: false, status: null, message: null });
    expect(storage.getItem(CART_TOKEN_KEY)).toBe(token);
  });
});

describe('placing an order', () => {
  const body = {
    ...orderExample,
    expected_total: 1530,
    client_id: 'order-1',
  } as const;

  it('a 409 hands the short lines (or the new quote) to the page', async () => {
    const conflict = {
      message: '部分商品庫存不足，請調整數量後再送出',
      lines: [
        {
          variant_id: 41,
          product_name: '經典帆布托特包',
          variant_label: '米白',
          requested: 2,
          available: 1,
        },
      ],
    };
    server.use(http.post(url('/orders'), () => HttpResponse.json(conflict, { status: 409 })));
    const { result } = renderHook(() => hooksOver(loggedIn()).usePlaceOrder(), {
      wrapper: freshSwrCache,
    });
    let answer;
    await act(async () => {
      answer = await result.current(body);
    });
    expect(answer).toEqual({ ok: false, status: 409, message: conflict.message, conflict });
  });

  it('a 422 names the fields, with no conflict', async () => {
    server.use(
      http.post(url('/orders'), () =>
        HttpResponse.json(
          {
            message: '手機號碼須為 09 開頭的 10 位數字',
            errors: { recipient_phone: ['手機號碼須為 09 開頭的 10 位數字'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { result } = renderHook(() => hooksOver(loggedIn()).usePlaceOrder(), {
      wrapper: freshSwrCache,
    });
    let answer;
    await act(async () => {
      answer = await result.current(body);
    });
    expect(answer).toEqual({
      ok: false,
      status: 422,
      message: '手機號碼須為 09 開頭的 10 位數字',
      fieldErrors: { recipient_phone: '手機號碼須為 09 開頭的 10 位數字' },
    });
  });
});

describe('the result screen asks again', () => {
  it('every RESULT_POLL_MS only while a payment is under way and the screen still waits', () => {
    const started = { status: 'pending_payment', payment_status: 'started' } as const;
    expect(orderPollInterval(undefined, true)).toBe(RESULT_POLL_MS);
    expect(orderPollInterval(started, true)).toBe(RESULT_POLL_MS);
    expect(orderPollInterval(started, false)).toBe(0);
    expect(orderPollInterval({ status: 'paid', payment_status: 'paid' }, true)).toBe(0);
    expect(orderPollInterval({ status: 'pending_payment', payment_status: 'failed' }, true)).toBe(
      0,
    );
    expect(awaitingPayment({ status: 'expired', payment_status: 'started' })).toBe(false);
  });

  it('useOrderResult stops waiting once the order is paid', async () => {
    server.use(
      http.get(url('/orders/{id}'), () =>
        HttpResponse.json({ data: { id: 123, status: 'paid', payment_status: 'paid' } }),
      ),
    );
    const { result } = renderHook(() => hooksOver(loggedIn()).useOrderResult(123), {
      wrapper: freshSwrCache,
    });
    expect(result.current.waiting).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.waiting).toBe(false);
  });
});
