import type { Body } from '../http.ts';
import { RECIPIENT, type Goods } from './checkout.ts';
import { sandboxSession } from './payment.ts';
import { same, type CheckContext } from './shared.ts';

/**
 * An order of one piece of `goods`, placed by the member for the owner's and the carrier's
 * journeys (delivery.ts, carrier.ts): its line added, quoted and ordered. Answers its id, or
 * why there is none.
 */
export async function placedOrder(
  ctx: CheckContext,
  token: string,
  goods: Goods,
  purpose: string,
): Promise<{ id: number } | { why: string }> {
  const c = ctx.client.call.bind(ctx.client);
  const as = { token };
  const none = (step: string) => ({ why: `no order ${purpose}: ${step} (see that operation)` });
  const line = await c(
    'addCartLine',
    `the member's line of an order ${purpose}`,
    { ...as, json: { variant_id: goods.variantId, quantity: 1 } },
    { status: 200 },
  );
  if (!line) return none('the line was not added');
  const quote = await c(
    'getCheckoutQuote',
    `the line of an order ${purpose}`,
    { ...as, query: { company_flag: goods.flag } },
    { status: 200 },
  );
  const total = Number((quote?.data as Body | undefined)?.total ?? Number.NaN);
  if (!Number.isFinite(total)) return none('no quote');
  const placed = await c(
    'placeOrder',
    `an order ${purpose}`,
    {
      ...as,
      json: {
        ...RECIPIENT,
        company_flag: goods.flag,
        expected_total: total,
        client_id: `check-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
      },
    },
    { status: 201 },
  );
  const id = Number((placed?.data as Body | undefined)?.id ?? 0);
  return id ? { id } : none('the order was not placed');
}

/**
 * An order the member has paid, for the carrier's journey (carrier.ts): placed as above and
 * paid on the sandbox's page (docs/adr/0031-checkout-payment-and-delivery.md "Payment"), whose
 * notice (`receivePaymentNotice`, signed by the sandbox) makes it `paid` within `--mail-wait`.
 * Answers its id, or why there is none (a backend with a real gateway has no sandbox: no check
 * can pay).
 */
export async function paidOrder(
  ctx: CheckContext,
  token: string,
  goods: Goods,
): Promise<{ id: number } | { why: string }> {
  const c = ctx.client.call.bind(ctx.client);
  const as = { token };
  const none = (step: string) => ({ why: `no paid order: ${step} (see that operation)` });
  const placed = await placedOrder(ctx, token, goods, 'to hand over');
  if ('why' in placed) return placed;
  const { id } = placed;
  const started = await c(
    'startOrderPayment',
    'the order to hand over',
    { ...as, params: { id } },
    { status: 201 },
  );
  if (!started) return none('its payment did not start');
  const data = (started.data ?? {}) as Body;
  if (data.gateway !== 'sandbox') {
    const why = `no paid order: the backend's gateway is ${String(data.gateway)}, which the check cannot pay`;
    ctx.report.unreachable('receivePaymentNotice', 'a signed notice', why);
    return { why };
  }
  const fields = (data.fields ?? {}) as Record<string, string>;
  const session = await sandboxSession(ctx, 'the signed form (to pay)', fields);
  if (!session) return none('no sandbox session');
  const paid = await c(
    'completeSandboxPayment',
    'paid by the buyer',
    { params: { token: session }, json: { outcome: 'paid' } },
    {
      status: 200,
      check: (b) => same('data.status', (b.data as Body | undefined)?.status, 'paid'),
    },
  );
  if (!paid) return none('the sandbox did not take the payment');
  // The sandbox's notice reaches the shop after 0 s (openapi.yaml completeSandboxPayment).
  const start = Date.now();
  let status: unknown = 'unread';
  while (Date.now() - start < ctx.mailTimeoutMs) {
    const read = await ctx.client.answer('getOrder', 'paid through the sandbox', {
      ...as,
      params: { id },
    });
    status = read?.status === 200 ? (read.body.data as Body | undefined)?.status : status;
    if (status === 'paid') {
      // Only the gateway signs a notice: the sandbox's, taken, is the one the check can see.
      ctx.report.pass('receivePaymentNotice', "the sandbox's signed notice made the order paid");
      return { id };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  ctx.report.deviate(
    'completeSandboxPayment',
    'paid by the buyer',
    `the order is still ${String(status)} ${ctx.mailTimeoutMs} ms later (its notice did not make it paid)`,
  );
  return none('the sandbox’s notice did not make it paid');
}
