import type { Body } from '../http.ts';
import { same, skip, unauthenticated, type CheckContext } from './shared.ts';

/**
 * The payment (tag `checkout`, docs/adr/0031-checkout-payment-and-delivery.md "Payment"): the
 * notices every backend must refuse, and, for a member's unpaid order, the signed form, the
 * sandbox's page and its cancel button. A backend with a real gateway has no sandbox: its pages
 * answer 404, and the journey stops at the form (its `gateway` says which).
 */

/** An id no backend has yet (the contract's largest). */
const NO_SUCH_ID = 2147483647;
const NO_SUCH_SESSION = 'no-such-session-0000000000000000';

const form = (fields: Record<string, string>) => ({
  raw: { type: 'application/x-www-form-urlencoded', body: new URLSearchParams(fields).toString() },
});

/**
 * Posts the signed form `fields` to the sandbox (the check named `check`): the page's session,
 * or null when it gave none.
 */
export async function sandboxSession(
  ctx: CheckContext,
  check: string,
  fields: Record<string, string>,
): Promise<string | null> {
  // The 303's Location holds the page's token (the client does not follow redirects).
  const seen: { location: string | null } = { location: null };
  await ctx.client.call('startSandboxPayment', check, form(fields), {
    status: 303,
    headers: (h) => {
      seen.location = h.get('location');
    },
  });
  return seen.location ? new URL(seen.location, 'http://x').searchParams.get('session') : null;
}

/** Refusals any backend gives, with no account: forged notices, unknown sessions. */
export async function paymentRefusals(ctx: CheckContext): Promise<void> {
  const c = ctx.client.call.bind(ctx.client);
  const notice = {
    MerchantID: 'CONTRACT-CHECK',
    MerchantTradeNo: 'F9999999999P1',
    RtnCode: '1',
    RtnMsg: 'forged',
    TradeNo: 'CHECK0000000001',
    TradeAmt: '100',
    PaymentDate: '2026/11/27 10:00:00',
  };
  await c(
    'receivePaymentNotice',
    'a forged CheckMacValue',
    form({ ...notice, CheckMacValue: 'A'.repeat(64) }),
    // The contract's pattern `^0\|` checks the text.
    { status: 422 },
  );
  await c(
    'receivePaymentNotice',
    'unsigned',
    form(notice),
    // The contract's pattern `^0\|` checks the text.
    { status: 422 },
  );
  await c(
    'getSandboxPayment',
    'an unknown session',
    { params: { token: NO_SUCH_SESSION } },
    { status: 404 },
  );
  await c(
    'completeSandboxPayment',
    'an outcome that is none of the three',
    { params: { token: NO_SUCH_SESSION }, json: { outcome: 'refunded' } },
    { status: 422 },
  );
  await c(
    'completeSandboxPayment',
    'an unknown session',
    { params: { token: NO_SUCH_SESSION }, json: { outcome: 'cancelled' } },
    { status: 404 },
  );
  // 422 from a backend whose sandbox runs; 404 where it does not (a real gateway, or exposed).
  await c(
    'startSandboxPayment',
    'a forged form',
    form({
      MerchantID: 'CONTRACT-CHECK',
      MerchantTradeNo: 'F9999999999P1',
      MerchantTradeDate: '2026/11/27 10:00:00',
      TotalAmount: '100',
      ReturnURL: 'https://shop.example/api/payments/notify',
      ClientBackURL: 'https://shop.example/shopping/checkout/result?order=1',
      CheckMacValue: 'A'.repeat(64),
    }),
    { status: [422, 404] },
  );
  await c(
    'startOrderPayment',
    'no token',
    { params: { id: 1 } },
    { status: 401, check: unauthenticated },
  );
}

/**
 * The member's unpaid order `id`: the form to post, then (sandbox) the page's session and its
 * cancel, which leaves the order unpaid. Called before the order is cancelled.
 */
export async function paymentJourney(ctx: CheckContext, token: string, id: number): Promise<void> {
  const c = ctx.client.call.bind(ctx.client);
  await c(
    'startOrderPayment',
    'no such order',
    { token, params: { id: NO_SUCH_ID } },
    { status: 404 },
  );
  const started = await c(
    'startOrderPayment',
    'own, unpaid',
    { token, params: { id } },
    { status: 201 },
  );
  // Limited or refused: the report says so, and the journey ends here.
  if (!started) return;
  const data = (started.data ?? {}) as Body;
  if (data.gateway !== 'sandbox') {
    const ops = ['startSandboxPayment', 'getSandboxPayment', 'completeSandboxPayment'];
    skip(ctx, ops, `the backend's gateway is ${String(data.gateway)}`);
    return;
  }
  const fields = (data.fields ?? {}) as Record<string, string>;
  await c('startSandboxPayment', 'a changed amount', form({ ...fields, TotalAmount: '1' }), {
    status: 422,
  });
  const session = await sandboxSession(ctx, 'the signed form', fields);
  if (!session) return;
  await c(
    'getSandboxPayment',
    'the open session',
    { params: { token: session } },
    {
      status: 200,
      check: (b) => same('data.status', (b.data as Body | undefined)?.status, 'open'),
    },
  );
  await c(
    'completeSandboxPayment',
    'cancelled by the buyer',
    { params: { token: session }, json: { outcome: 'cancelled' } },
    {
      status: 200,
      check: (b) => same('data.status', (b.data as Body | undefined)?.status, 'cancelled'),
    },
  );
  await c(
    'completeSandboxPayment',
    'ended already',
    { params: { token: session }, json: { outcome: 'paid' } },
    { status: 409 },
  );
}
