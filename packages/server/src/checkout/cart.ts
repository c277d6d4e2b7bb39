import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_MESSAGES as C,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  mergedQuantity,
  onlyLeft,
} from '@folio/rules';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../api/chatCaller.ts';
import {
  throttle,
  type ApiContext,
  type OperationHandlers,
  type OperationId,
} from '../api/context.ts';
import { authenticate } from '../api/plugins/auth.ts';
import { sha256Hex } from '../crypto.ts';
import { Refusal, ValidationFailure } from '../validation.ts';
import type { CartStore, PricedLine } from './cartStore.ts';

/**
 * The cart's operations (openapi.yaml tag `checkout`, docs/adr/0031-checkout-payment-and-delivery.md):
 * a member's cart by the bearer token, a visitor's by `X-Cart-Token` (kept hashed, as the chat's
 * visitor token is), every line priced as of now with its problem.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

/** The visitor token the request carries, when it has the contract's form. */
const cartTokenOf = (request: FastifyRequest): string | null => {
  const token = request.headers['x-cart-token'];
  return typeof token === 'string' && TOKEN_PATTERN.test(token) ? token : null;
};

/**
 * The onRequest hook of the cart's operations: a bearer token, if sent, decides (401 when wrong);
 * `mergeCart` needs it and `X-Cart-Token` both; the line writes need one of them; reading and
 * adding need neither.
 */
export function cartCaller(context: ApiContext, operationId: OperationId) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.headers.authorization !== undefined) await authenticate(context, request);
    const visitor = request.headers['x-cart-token'] !== undefined;
    if (operationId === 'mergeCart' && (!request.auth || !visitor)) throw unauthenticated();
    if (
      (operationId === 'updateCartLine' || operationId === 'removeCartLine') &&
      !request.auth &&
      !visitor
    )
      throw unauthenticated();
  };
}

/** The contract's `Cart` of priced lines. */
const cartBody = (lines: PricedLine[]) => ({
  lines,
  count: lines.reduce((sum, line) => sum + line.quantity, 0),
  subtotal: lines.reduce((sum, line) => sum + line.line_total, 0),
  has_problems: lines.some((line) => line.problem !== null),
});

export function cartHandlers(context: ApiContext, carts: CartStore) {
  /** The caller's cart id, if it has one: the member's, else the visitor token's. */
  const existing = async (request: FastifyRequest): Promise<number | undefined> => {
    const user = request.auth?.user;
    if (user) return carts.memberCart(user.id);
    const token = cartTokenOf(request);
    return token ? carts.visitorCart(sha256Hex(token)) : undefined;
  };
  /** The rate-limit key of the caller's cart. */
  const cartKey = (request: FastifyRequest, cartId: number | undefined) =>
    request.auth ? `u${request.auth.user.id}` : cartId ? `c${cartId}` : `a${request.ip}`;
  const answer = async (cartId: number | undefined) => ({
    data: cartBody(cartId === undefined ? [] : await carts.lines(cartId)),
  });
  /** The caller's line `id`, or 404. */
  const lineOf = async (request: FastifyRequest, id: number) => {
    const cartId = await existing(request);
    const line = cartId === undefined ? undefined : await carts.line(cartId, id);
    if (cartId === undefined || !line) throw new Refusal(404, { message: C.cartLineNotFound });
    await throttle(context, 'cartWrite', cartKey(request, cartId));
    return { cartId, line };
  };
  /**
   * What adding a line of `variantId` starts from, the caller's cart limited first: the cart, the
   * variant's offer, the cart's line of it and the cart's count of lines (a member's in one
   * statement).
   */
  const beforeAdding = async (request: FastifyRequest, variantId: number) => {
    const user = request.auth?.user;
    if (user) {
      await throttle(context, 'cartWrite', cartKey(request, undefined));
      return carts.memberOffer(user.id, variantId);
    }
    const cartId = await existing(request);
    await throttle(context, 'cartWrite', cartKey(request, cartId));
    const offer = await carts.offer(variantId);
    const { line, count } =
      cartId === undefined
        ? { line: undefined, count: 0 }
        : await carts.lineAndCount(cartId, variantId);
    return { cartId, offer, line, count };
  };
  /** A quantity over the variant's stock or 99: the contract's 422 on `quantity`. */
  const checkQuantity = (quantity: number, stock: number) => {
    if (quantity > MAX_LINE_QUANTITY) throw new ValidationFailure({ quantity: [C.quantityRange] });
    if (quantity > stock) throw new ValidationFailure({ quantity: [onlyLeft(stock)] });
  };

  return {
    async getCart(request) {
      return answer(await existing(request));
    },

    async addCartLine(request) {
      const { variant_id, quantity } = request.body;
      const { offer, line, count, ...found } = await beforeAdding(request, variant_id);
      let { cartId } = found;
      if (!offer?.on_sale) throw new ValidationFailure({ variant_id: [C.variantUnavailable] });
      checkQuantity((line?.quantity ?? 0) + quantity, offer.stock);
      if (!line && count >= MAX_CART_LINES) throw new Refusal(409, { message: C.cartFull });
      let token: string | undefined;
      if (cartId === undefined) {
        const user = request.auth?.user;
        if (user) cartId = await carts.ensure({ user_id: user.id });
        else {
          token = randomBytes(32).toString('base64url');
          cartId = await carts.ensure({ token_hash: sha256Hex(token) });
        }
      }
      await carts.setLine(cartId, variant_id, (line?.quantity ?? 0) + quantity, offer.price);
      return { ...(await answer(cartId)), ...(token !== undefined && { cart_token: token }) };
    },

    async updateCartLine(request) {
      const { cartId, line } = await lineOf(request, request.params.id);
      const offer = await carts.offer(line.variant_id);
      if (!offer) throw new Refusal(404, { message: C.cartLineNotFound });
      checkQuantity(request.body.quantity, offer.stock);
      await carts.setLine(cartId, line.variant_id, request.body.quantity, offer.price);
      return answer(cartId);
    },

    async removeCartLine(request) {
      const { cartId } = await lineOf(request, request.params.id);
      await carts.removeLine(cartId, request.params.id);
      return answer(cartId);
    },

    async mergeCart(request) {
      const user = request.auth?.user;
      if (!user) throw unauthenticated();
      await throttle(context, 'cartWrite', `u${user.id}`);
      const token = cartTokenOf(request);
      const visitorCart = token ? await carts.visitorCart(sha256Hex(token)) : undefined;
      if (visitorCart === undefined) return answer(await carts.memberCart(user.id));
      const memberCart = await carts.ensure({ user_id: user.id });
      const mine = new Map((await carts.lines(memberCart)).map((l) => [l.variant_id, l]));
      let count = mine.size;
      for (const line of await carts.lines(visitorCart)) {
        const own = mine.get(line.variant_id);
        if (!own && count >= MAX_CART_LINES) continue;
        const sum = (own?.quantity ?? 0) + line.quantity;
        // A sold-out variant keeps its line (capped by 99), so the cart shows it sold out.
        const quantity =
          line.stock === 0
            ? Math.min(sum, MAX_LINE_QUANTITY)
            : mergedQuantity(own?.quantity ?? 0, line.quantity, line.stock);
        await carts.setLine(
          memberCart,
          line.variant_id,
          quantity,
          own?.added_price ?? line.added_price,
        );
        if (!own) count += 1;
      }
      await carts.drop(visitorCart);
      return answer(memberCart);
    },
  } satisfies Partial<OperationHandlers>;
}
