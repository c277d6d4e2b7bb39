import { DELIVERY_METHODS, orderExample, type DeliveryMethod } from '@folio/rules';
import { setAdministrator } from '../src/administrators.ts';
import type { Shop } from './checkout-helpers.ts';
import type { TestServer } from './helpers.ts';

/**
 * What the delivery's tests share (docs/adr/0031-checkout-payment-and-delivery.md "Carriers are
 * accounts"): a carrier account (of `methods`, or none), and a member's order placed through the
 * API, paid as the payment's notice would leave it (the payment is a module of its own).
 */

/** A new carrier account's id and token, the carrier of `methods`. */
export async function carrierAccount(s: Shop, methods: readonly DeliveryMethod[] = []) {
  const account = await s.account();
  const { store } = s.server.app;
  await store.db
    .updateTable('users')
    .set({ role: 'carrier' })
    .where('id', '=', account.id)
    .execute();
  await store.deliveries.assign(account.id, methods, new Date().toISOString());
  return account;
}

/**
 * The carrier `pnpm contract:check --carrier-email … --carrier-password …` is given, made as
 * `pnpm admin:create --role carrier` makes one (every delivery method): its login.
 */
export async function contractCheckCarrier(server: TestServer) {
  const { store } = server.app;
  const login = { email: 'carrier@example.com', password: 'Carrier#2024' };
  await setAdministrator(store, { ...login, name: '合約檢查貨運' }, 'carrier');
  const account = await store.users.byEmail(login.email);
  if (!account) throw new Error('the carrier was not saved');
  await store.deliveries.assign(account.id, DELIVERY_METHODS, new Date().toISOString());
  return login;
}

let clients = 0;

/** A member's order of `quantity` pieces of a new product (NT$500, `stock`), paid or not. */
export async function placedOrder(
  s: Shop,
  {
    paid = false,
    stock = 5,
    quantity = 2,
    method = 'home',
  }: { paid?: boolean; stock?: number; quantity?: number; method?: DeliveryMethod } = {},
) {
  const buyer = await s.account();
  const v = await s.product({ price: 500, stock });
  s.ok(await s.call('POST', '/api/cart/lines', { variant_id: v.variantId, quantity }, buyer));
  const subtotal = 500 * quantity;
  const fee = method === 'express' ? 180 : subtotal >= 1500 ? 0 : 100;
  const { data: order } = s.ok<{ data: { id: number; total: number } }>(
    await s.call(
      'POST',
      '/api/orders',
      {
        ...orderExample,
        delivery_method: method,
        expected_total: subtotal + fee,
        client_id: `delivery-${(clients += 1)}-${Date.now().toString(36)}`,
      },
      buyer,
    ),
    201,
  );
  const { store } = s.server.app;
  if (paid)
    await store.db
      .updateTable('orders')
      .set({ status: 'paid', payment_status: 'paid', paid_at: new Date().toISOString() })
      .where('id', '=', order.id)
      .execute();
  const { email } = await store.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  return { buyer, email, order, variantId: v.variantId };
}
