import { useEffect, useState, useSyncExternalStore } from 'react';
import { createQueryHook, type TypesForGetRequest } from 'swr-openapi';
import {
  RESULT_POLL_FOR_MS,
  RESULT_POLL_MS,
  type DeliveryMethod,
  type SandboxOutcome,
} from '@folio/rules';
import type { ApiClient } from './client.ts';
import type { components, paths } from '@folio/contract';
import { settle, type MutationResult } from './mutations.ts';
import { useReloadingWrite, type UseRevalidate } from './reloadingWrite.ts';
import { defaultStorage, type StorageLike } from './session.ts';

type Schemas = components['schemas'];

/** The browser key of a visitor's cart token (docs/requirements.md §3, ADR 0031). */
export const CART_TOKEN_KEY = 'cart_token';
const CART_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * Who hears a token kept or forgotten, across every `createCheckoutHooks` of the page (each feature
 * makes its own): a cart read keyed without the token must read again with it.
 */
const tokenListeners = new Set<() => void>();
const tokenChanged = () => {
  for (const listener of tokenListeners) listener();
};
const onTokenChange = (listener: () => void) => {
  tokenListeners.add(listener);
  return () => void tokenListeners.delete(listener);
};

/** A visitor's cart token in `storage`: read (anything malformed reads as none), kept, forgotten. */
function cartTokenStore(storage: StorageLike | null) {
  return {
    get(): string | null {
      try {
        const token = storage?.getItem(CART_TOKEN_KEY) ?? null;
        return token && CART_TOKEN_PATTERN.test(token) ? token : null;
      } catch {
        return null;
      }
    },
    set(token: string) {
      try {
        storage?.setItem(CART_TOKEN_KEY, token);
      } catch {
        // Storage refused: the cart lives on for this page only.
      }
      tokenChanged();
    },
    clear() {
      try {
        storage?.removeItem(CART_TOKEN_KEY);
      } catch {
        // Nothing to forget.
      }
      tokenChanged();
    },
  };
}

/** A 409 of POST /orders: the new quote, or the short lines. */
export type OrderConflict = Schemas['OrderConflict'];

/** What placing an order answers: a MutationResult, and on a 409 the conflict's body. */
export type PlaceOrderResult = MutationResult<
  Schemas['OrderResource'],
  keyof Schemas['PlaceOrderRequest'] & string
> & {
  conflict?: OrderConflict;
};

/** Whether the result screen keeps asking: unpaid with a form issued and no notice yet. */
export function awaitingPayment(
  order: Pick<Schemas['Order'], 'status' | 'payment_status'> | undefined,
) {
  return order?.status === 'pending_payment' && order.payment_status === 'started';
}

/**
 * The poll interval of the result screen (docs/requirements.md §2): every RESULT_POLL_MS while the
 * order awaits its payment and the screen still waits (RESULT_POLL_FOR_MS), and before the first
 * answer; none otherwise.
 */
export function orderPollInterval(
  order: Pick<Schemas['Order'], 'status' | 'payment_status'> | undefined,
  waiting: boolean,
): number {
  if (!waiting) return 0;
  return order === undefined || awaitingPayment(order) ? RESULT_POLL_MS : 0;
}

type CartConfig = TypesForGetRequest<paths, '/cart'>['SWRConfig'];

/**
 * The checkout's calls and hooks (docs/adr/0031-checkout-payment-and-delivery.md), apart from
 * `createApiHooks` as the chat's are, so only the checkout's screens load them (with the texts of
 * @folio/rules' checkout.ts; in createApiHooks they added 6.8 KB gzip to /events). Give it the
 * `useRevalidate` of `createApiHooks` on the same client, so both share one cache. The cart of a
 * member by the session, or of a visitor by the `cart_token` kept in `storage` and sent as
 * `X-Cart-Token` (kept from the first add, forgotten after the merge at login); the quote, the
 * order, its payment form and the sandbox gateway's session. Writes answer a MutationResult and
 * reload the cart and quote they change.
 */
export function createCheckoutHooks(
  client: ApiClient,
  useRevalidate: UseRevalidate,
  {
    prefix = 'folio-api',
    storage = defaultStorage(),
  }: { prefix?: string; storage?: StorageLike | null } = {},
) {
  const useQuery = createQueryHook(client, prefix);
  const tokens = cartTokenStore(storage);
  /** A visitor's header; a member is known by the bearer token alone. */
  const visitor = (): Record<string, string> => {
    const token = client.session.getToken() ? null : tokens.get();
    return token ? { 'X-Cart-Token': token } : {};
  };

  const calls = {
    /** Adds a variant (its quantity grows if it is there); keeps a new visitor cart's token. */
    addCartLine: async (variant_id: number, quantity: number) => {
      const result = await settle<Schemas['CartResource'], 'variant_id' | 'quantity'>(
        client.POST('/cart/lines', { body: { variant_id, quantity }, headers: visitor() }),
      );
      if (result.ok && result.data.cart_token) tokens.set(result.data.cart_token);
      return result;
    },
    updateCartLine: (id: number, quantity: number) =>
      settle<Schemas['CartResource'], 'quantity'>(
        client.PATCH('/cart/lines/{id}', {
          params: { path: { id } },
          body: { quantity },
          headers: visitor(),
        }),
      ),
    removeCartLine: (id: number) =>
      settle<Schemas['CartResource'], never>(
        client.DELETE('/cart/lines/{id}', { params: { path: { id } }, headers: visitor() }),
      ),
    /**
     * Right after a login: joins the visitor's cart to the member's and forgets the token. Without
     * a token (or a session) there is nothing to join: null.
     */
    mergeCart: async () => {
      const token = tokens.get();
      if (!token || !client.session.getToken()) return null;
      const result = await settle<Schemas['CartResource'], never>(
        client.POST('/cart/merge', { headers: { 'X-Cart-Token': token } }),
      );
      // An unknown visitor token changes nothing and is as good as merged.
      if (result.ok) tokens.clear();
      return result;
    },
    /** Places an order; a 409 carries the new quote or the short lines in `conflict`. */
    placeOrder: async (body: Schemas['PlaceOrderRequest']): Promise<PlaceOrderResult> => {
      let conflict: OrderConflict | undefined;
      const result = await settle<
        Schemas['OrderResource'],
        keyof Schemas['PlaceOrderRequest'] & string
      >(
        client.POST('/orders', { body }).then((answer) => {
          if (answer.response.status === 409) conflict = answer.error as OrderConflict | undefined;
          return answer;
        }),
      );
      return !result.ok && conflict ? { ...result, conflict } : result;
    },
    /** The signed form that hands the buyer to the gateway (a new attempt each call). */
    startOrderPayment: (id: number) =>
      settle<Schemas['PaymentFormResource'], never>(
        client.POST('/orders/{id}/payment', { params: { path: { id } } }),
      ),
    /** The sandbox gateway's buttons. */
    completeSandboxPayment: (token: string, outcome: SandboxOutcome) =>
      settle<Schemas['SandboxPaymentResource'], 'outcome'>(
        client.POST('/payments/sandbox/sessions/{token}/complete', {
          params: { path: { token } },
          body: { outcome },
        }),
      ),
  };

  /** A write that reloads the cart and the quote when it took (or met a changed cart). */
  const useCartWrite = <
    Args extends unknown[],
    Result extends { ok: boolean; status?: number | null } | null,
  >(
    write: (...args: Args) => Promise<Result>,
  ) => useReloadingWrite(useRevalidate, ['/cart', '/checkout/quote'], write, [409, 422]);

  return {
    /** The caller's cart, priced as of now (GET /cart); the visitor's token is part of the key. */
    useCart: (config?: CartConfig) => {
      // Drawn again when a token is kept or forgotten (on another screen's add, at the merge), so
      // the key, and the request, carry the token the cart has now.
      useSyncExternalStore(onTokenChange, tokens.get, () => null);
      return useQuery('/cart', { headers: visitor() }, config);
    },

    /** One shop's quote for a delivery method (GET /checkout/quote); null skips it (a visitor). */
    useCheckoutQuote: (companyFlag: string | null | undefined, delivery: DeliveryMethod) =>
      useQuery(
        '/checkout/quote',
        companyFlag
          ? { params: { query: { company_flag: companyFlag, delivery_method: delivery } } }
          : null,
        { keepPreviousData: true },
      ),

    /**
     * An order for the result screen (GET /orders/{id}): asked again every RESULT_POLL_MS while it
     * awaits its payment, for RESULT_POLL_FOR_MS from the first view; `waiting` says it still asks.
     */
    useOrderResult: (id: number | null | undefined) => {
      const [waiting, setWaiting] = useState(true);
      useEffect(() => {
        setWaiting(true);
        const timer = setTimeout(() => setWaiting(false), RESULT_POLL_FOR_MS);
        return () => clearTimeout(timer);
      }, [id]);
      const read = useQuery('/orders/{id}', id == null ? null : { params: { path: { id } } }, {
        refreshInterval: (latest) => orderPollInterval(latest?.data, waiting),
      });
      return {
        ...read,
        waiting: waiting && (read.data === undefined || awaitingPayment(read.data.data)),
      };
    },

    /** An order (GET /orders/{id}); null skips it. */
    useOrder: (id: number | null | undefined) =>
      useQuery('/orders/{id}', id == null ? null : { params: { path: { id } } }),

    /** The sandbox gateway's session (GET /payments/sandbox/sessions/{token}); null skips it. */
    useSandboxPayment: (token: string | null | undefined) =>
      useQuery(
        '/payments/sandbox/sessions/{token}',
        token ? { params: { path: { token } } } : null,
      ),

    useAddCartLine: () => useCartWrite(calls.addCartLine),
    useUpdateCartLine: () => useCartWrite(calls.updateCartLine),
    useRemoveCartLine: () => useCartWrite(calls.removeCartLine),
    useMergeCart: () => useCartWrite(calls.mergeCart),
    usePlaceOrder: () => useCartWrite(calls.placeOrder),
    useStartOrderPayment: () => calls.startOrderPayment,
    useCompleteSandboxPayment: () => calls.completeSandboxPayment,
    /** The visitor's cart token (`cart_token`): whether there is one to merge at login. */
    cartToken: tokens,
  };
}
