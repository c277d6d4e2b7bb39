import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Store } from '../store/index.ts';
import { signerOf, taipeiTime, type Fields } from './gateways.ts';
import { ACK } from './paymentNotice.ts';
import { paymentKey } from './paymentConfig.ts';
import { sandboxStore, type SandboxStore } from './sandboxStore.ts';

/**
 * The sandbox gateway's notice to the shop (docs/adr/appendices/0031-orders-and-gateways.md
 * "The sandbox gateway" 4): a `payment_notify` job of the checkout's runner (jobs.ts) posts the
 * signed form to the session's `ReturnURL` until the answer is `1|OK`, after 0 s, then 10 s,
 * 1 min, 5 min, 30 min and 2 h; after that it gives up (logged). The notice is the same on every
 * try (its `PaymentDate` is when the buyer ended the session), so the shop treats a retry as the
 * same notice. Claimed with a lease like every job, one process sends it at a time.
 */

/** The waits before the second to the sixth try. */
export const NOTIFY_RETRY_MS = [10_000, 60_000, 300_000, 1_800_000, 7_200_000] as const;

/** Posts a form (`body`, urlencoded) to `url`; answers the status and the text. */
export type NoticeTransport = (
  url: string,
  body: string,
) => Promise<{ status: number; text: string }>;

const NOTIFY_TIMEOUT_MS = 10_000;

/**
 * The transport: in-process through the server's own routes when the URL is this server's
 * (APP_URL's origin: the reference server is shop and sandbox at once), else over HTTP.
 */
function defaultTransport(app: FastifyInstance, config: ServerConfig): NoticeTransport {
  const own = new URL(config.appUrl);
  return async (url, body) => {
    const target = new URL(url);
    if (target.origin === own.origin) {
      const answer = await app.inject({
        method: 'POST',
        url: `${target.pathname}${target.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: own.host },
        payload: body,
      });
      return { status: answer.statusCode, text: answer.body };
    }
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      redirect: 'error',
    });
    return { status: answer.status, text: await answer.text() };
  };
}

/** What a job's work answers: done (deleted), or to be tried again at `retryAt`. */
export type JobResult = undefined | { retryAt: number };

function sandboxNotifier(
  sessions: SandboxStore,
  config: ServerConfig,
  transport: NoticeTransport,
  log: FastifyBaseLogger,
  now: () => number,
) {
  return async (sessionId: number, attempt: number): Promise<JobResult> => {
    const session = await sessions.byId(sessionId);
    if (!session || session.outcome === null || session.outcome === 'cancelled') return undefined;
    const paid = session.outcome === 'paid';
    const unsigned: Fields = {
      MerchantID: config.payment.merchantId,
      MerchantTradeNo: session.merchant_trade_no,
      RtnCode: paid ? '1' : '10100058',
      RtnMsg: paid ? '交易成功' : '付款失敗',
      TradeNo: session.trade_no,
      TradeAmt: String(session.amount),
      PaymentDate: taipeiTime(Date.parse(session.completed_at ?? session.expires_at)),
      PaymentType: 'Credit_CreditCard',
      SimulatePaid: '1',
    };
    const signer = signerOf('sandbox', paymentKey(config.payment, config.appKey), '');
    const body = new URLSearchParams({ ...unsigned, CheckMacValue: signer.sign(unsigned) });
    let answer: string;
    try {
      const sent = await transport(session.return_url, body.toString());
      answer = sent.text.trim();
    } catch (error) {
      answer = error instanceof Error ? error.message : String(error);
    }
    if (answer === ACK) return undefined;
    const wait = NOTIFY_RETRY_MS[attempt];
    const logged = { merchantTradeNo: session.merchant_trade_no, attempt: attempt + 1, answer };
    if (wait === undefined) {
      log.error(logged, 'sandbox payment notice never acknowledged: given up');
      return undefined;
    }
    log.warn(logged, 'sandbox payment notice not acknowledged: tried again later');
    return { retryAt: now() + wait };
  };
}

/**
 * The notice work of this server's checkout runner (server.ts); `wrap` replaces the transport
 * (tests: a shop that does not answer at first). Warns when the sandbox is configured but off
 * (beyond loopback without PAYMENT_SANDBOX_PUBLIC=1).
 */
export function paymentNotifier(
  app: FastifyInstance,
  store: Store,
  config: ServerConfig,
  now: () => number,
  wrap: ((transport: NoticeTransport) => NoticeTransport) | undefined,
) {
  const { payment } = config;
  if (payment.gateway === 'sandbox' && !payment.sandboxEnabled)
    app.log.warn(
      { host: config.host },
      'the sandbox payment gateway is off beyond loopback (anyone could mark an order paid): ' +
        'set PAYMENT_GATEWAY to a real gateway, or PAYMENT_SANDBOX_PUBLIC=1 for a public demo',
    );
  const transport = defaultTransport(app, config);
  return sandboxNotifier(
    sandboxStore(store.db),
    config,
    wrap ? wrap(transport) : transport,
    app.log,
    now,
  );
}
