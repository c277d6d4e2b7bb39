import { RefundFailed } from '../src/checkout/refund.ts';
import { checkoutServer, type Shop, type Who } from './checkout-helpers.ts';
import { carrierAccount, placedOrder } from './delivery-helpers.ts';
import { expectContract } from './helpers.ts';

/**
 * Every documented status of the owner's writes and the carrier's page
 * (docs/adr/0031-checkout-payment-and-delivery.md), each answer checked against its schema:
 * called from contract.test.ts, whose last test checks that nothing documented was left out.
 */
export async function walkDeliveryContract(): Promise<void> {
  const s = await checkoutServer();
  const failing = await checkoutServer({ refund: () => Promise.reject(new RefundFailed()) });
  try {
    const check = async (
      op: string,
      status: number,
      url: string,
      payload?: unknown,
      who?: Who,
      shop: Shop = s,
    ) => expectContract(op, await shop.call('POST', url, payload, who), status);
    const read = async (status: number, url: string, who?: Who) =>
      expectContract('listCarrierOrders', await s.call('GET', url, undefined, who), status);
    const admin = { token: s.admin };
    const carrier = await carrierAccount(s, ['home']);
    const other = await carrierAccount(s);
    const unpaid = await placedOrder(s);
    const paid = await placedOrder(s, { paid: true });
    const express = await placedOrder(s, { paid: true, method: 'express' });
    const member = unpaid.buyer;

    const cancel = (id: number | string) => `/api/manage/orders/${id}/cancel`;
    await check('cancelManagedOrder', 401, cancel(unpaid.order.id), {});
    await check('cancelManagedOrder', 403, cancel(unpaid.order.id), {}, member);
    await check('cancelManagedOrder', 404, cancel(999_999), {}, admin);
    await check(
      'cancelManagedOrder',
      422,
      cancel(unpaid.order.id),
      { reason: '字'.repeat(201) },
      admin,
    );
    await check(
      'cancelManagedOrder',
      200,
      cancel(unpaid.order.id),
      { reason: '買家來電取消' },
      admin,
    );
    await check('cancelManagedOrder', 409, cancel(unpaid.order.id), {}, admin);
    const refused = await placedOrder(failing, { paid: true });
    await check(
      'cancelManagedOrder',
      502,
      cancel(refused.order.id),
      {},
      { token: failing.admin },
      failing,
    );

    const hand = (id: number | string) => `/api/manage/orders/${id}/handover`;
    await check('handOverOrder', 401, hand(paid.order.id));
    await check('handOverOrder', 403, hand(paid.order.id), undefined, member);
    await check('handOverOrder', 404, hand(999_999), undefined, admin);
    await check('handOverOrder', 422, hand('x'), undefined, admin);
    await check('handOverOrder', 409, hand(express.order.id), undefined, admin);
    await check('handOverOrder', 200, hand(paid.order.id), undefined, admin);

    const list = '/api/carrier/orders';
    await read(200, list, carrier);
    await read(401, list);
    await read(403, list, member);
    await read(422, `${list}?status=lost`, carrier);

    const move = (id: number) => `/api/carrier/orders/${id}/status`;
    const id = paid.order.id;
    await check('updateShipment', 401, move(id), { status: 'picked_up' });
    await check('updateShipment', 403, move(id), { status: 'picked_up' }, other);
    await check('updateShipment', 404, move(999_999), { status: 'picked_up' }, carrier);
    await check('updateShipment', 422, move(id), { status: 'delivery_failed' }, carrier);
    await check('updateShipment', 409, move(id), { status: 'delivered' }, carrier);
    await check('updateShipment', 200, move(id), { status: 'picked_up', note: null }, carrier);
  } finally {
    await s.close();
    await failing.close();
  }
}
