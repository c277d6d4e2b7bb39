import { expectContract, startServer } from './helpers.ts';
import { paymentServer, SANDBOX_CHECKOUT_FORM } from './payment-helpers.ts';

/**
 * Every documented status of the payment's operations (docs/adr/0031-checkout-payment-and-
 * delivery.md "Payment"), each answer checked against its schema: called from contract.test.ts.
 */
export async function walkPaymentContract(): Promise<void> {
  const s = await paymentServer({
    rateLimits: {
      paymentStart: { limit: 4, windowMs: 60_000 },
      sandboxPay: { limit: 8, windowMs: 60_000 },
    },
  });
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
  const post = (url: string, fields: Record<string, string>) =>
    s.server.app.inject({
      method: 'POST',
      url,
      headers: formHeaders,
      payload: new URLSearchParams(fields).toString(),
    });
  try {
    const { member, order } = await s.place();
    const other = await s.account();
    const pay = `/api/orders/${order.id}/payment`;
    const start = async (status: number, url = pay, who: { token?: string } = member) =>
      expectContract('startOrderPayment', await s.call('POST', url, undefined, who), status);
    await start(401, pay, {});
    await start(403, pay, other);
    await start(404, '/api/orders/999999/payment', member);
    await start(422, '/api/orders/0/payment', member);
    const form = ((await start(201)) as { data: { fields: Record<string, string> } }).data.fields;

    const sandbox = async (status: number, fields: Record<string, string>) =>
      expectContract(
        'startSandboxPayment',
        await post('/api/payments/sandbox/checkout', fields),
        status,
      );
    await sandbox(422, { ...form, TotalAmount: '1' });
    await sandbox(303, form);
    const answer = await post('/api/payments/sandbox/checkout', form);
    const token =
      new URL(String(answer.headers.location), 'http://app.test').searchParams.get('session') ?? '';
    const session = `/api/payments/sandbox/sessions/${token}`;
    await expectContract('getSandboxPayment', await s.call('GET', session), 200);
    await expectContract(
      'getSandboxPayment',
      await s.call('GET', '/api/payments/sandbox/sessions/nothing'),
      404,
    );
    const complete = async (status: number, url: string, outcome: string) =>
      expectContract(
        'completeSandboxPayment',
        await s.call('POST', `${url}/complete`, { outcome }),
        status,
      );
    await complete(422, session, 'refunded');
    await complete(404, '/api/payments/sandbox/sessions/nothing', 'paid');
    await complete(200, session, 'paid');
    await complete(409, session, 'paid');
    await s.runDue();
    // Paid: no more forms, the sandbox refuses the old one.
    await start(409);
    await sandbox(409, form);

    const notice = async (status: number, fields: Record<string, string>) =>
      expectContract('receivePaymentNotice', await post('/api/payments/notify', fields), status);
    await notice(422, { MerchantID: 'x' });
    const again = await s.place();
    const fields = (await s.startPayment(again.order.id, again.member)).fields;
    await notice(
      200,
      s.signed({
        MerchantID: 'FOLIO-SANDBOX',
        MerchantTradeNo: fields.MerchantTradeNo ?? '',
        RtnCode: '1',
        RtnMsg: '交易成功',
        TradeNo: `W${again.order.id}`,
        TradeAmt: String(again.order.total),
        PaymentDate: s.taipei(s.clock.now),
      }),
    );
    // The limits: forms per account, the sandbox per address.
    const third = await s.place();
    for (let i = 0; i < 4; i++)
      await s.call('POST', `/api/orders/${third.order.id}/payment`, undefined, third.member);
    await start(429, `/api/orders/${third.order.id}/payment`, third.member);
    for (let i = 0; i < 8; i++) await post('/api/payments/sandbox/checkout', form);
    await sandbox(429, form);
    await complete(429, session, 'paid');
  } finally {
    await s.close();
  }
  // Where the sandbox does not run: beyond loopback without PAYMENT_SANDBOX_PUBLIC=1.
  const exposed = await startServer({ host: '0.0.0.0', appUrl: 'https://folio.example' });
  try {
    const answer = await exposed.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/checkout',
      headers: { ...formHeaders, host: 'folio.example' },
      payload: SANDBOX_CHECKOUT_FORM,
    });
    await expectContract('startSandboxPayment', answer, 404);
  } finally {
    await exposed.close();
  }
}
