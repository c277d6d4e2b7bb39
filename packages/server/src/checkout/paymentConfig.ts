import { createHmac } from 'node:crypto';
import { ConfigError } from '../config-error.ts';

/**
 * The payment gateway's settings (docs/adr/appendices/0031-orders-and-gateways.md "A real
 * gateway"), read once at start with the rest of the configuration (config.ts).
 */

const GATEWAYS = ['sandbox', 'ecpay', 'newebpay'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

export interface PaymentConfig {
  /** PAYMENT_GATEWAY: `sandbox` (default), `ecpay` or `newebpay`. */
  gateway: GatewayName;
  /** PAYMENT_MERCHANT_ID; the sandbox's is FOLIO-SANDBOX. */
  merchantId: string;
  /**
   * PAYMENT_HASH_KEY: the gateway's HashKey, the sandbox's HMAC key. null (unset, sandbox): made
   * from the app key (`paymentKey`), so every process of one server signs alike (ADR 0012).
   */
  hashKey: Buffer | null;
  /** PAYMENT_HASH_IV: the gateway's HashIV (ECPay, NewebPay); empty for the sandbox. */
  hashIv: string;
  /** PAYMENT_GATEWAY_URL: where the form is posted; null: the sandbox's own, or the test host. */
  gatewayUrl: string | null;
  /** PAYMENT_NOTIFY_URL: the notice URL the gateway calls; default APP_URL + /api/payments/notify. */
  notifyUrl: string | null;
  /**
   * The sandbox runs: PAYMENT_GATEWAY=sandbox and, beyond loopback, PAYMENT_SANDBOX_PUBLIC=1 (a
   * public sandbox lets anyone mark an order paid). False: its routes answer 404 and payments 503.
   */
  sandboxEnabled: boolean;
}

/**
 * The signing key: PAYMENT_HASH_KEY, else one made from the app key (on PostgreSQL read from the
 * database after the configuration, so made when used).
 */
export function paymentKey(payment: PaymentConfig, appKey: Buffer): Buffer {
  return payment.hashKey ?? createHmac('sha256', appKey).update('folio payment sandbox').digest();
}

/** The test hosts a real gateway's form goes to unless PAYMENT_GATEWAY_URL says otherwise. */
const GATEWAY_TEST_URLS: Record<Exclude<GatewayName, 'sandbox'>, string> = {
  ecpay: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
  newebpay: 'https://ccore.newebpay.com/MPG/mpg_gateway',
};

const SANDBOX_MERCHANT_ID = 'FOLIO-SANDBOX';

const truthy = (value: string | undefined) => /^(1|true|yes|on)$/i.test(value ?? '');

function httpUrl(name: string, value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, not ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL, not ${value}`);
  return url.href;
}

/** The payment settings of `env`; `loopback`: the server listens on loopback only. */
export function paymentConfig(env: NodeJS.ProcessEnv, loopback: boolean): PaymentConfig {
  const name = (env.PAYMENT_GATEWAY || 'sandbox').toLowerCase();
  if (!(GATEWAYS as readonly string[]).includes(name))
    throw new ConfigError(`PAYMENT_GATEWAY must be sandbox, ecpay or newebpay, not ${name}`);
  const gateway = name as GatewayName; // checked against GATEWAYS just above
  const gatewayUrl = httpUrl('PAYMENT_GATEWAY_URL', env.PAYMENT_GATEWAY_URL);
  const notifyUrl = httpUrl('PAYMENT_NOTIFY_URL', env.PAYMENT_NOTIFY_URL);
  if (gateway === 'sandbox') {
    return {
      gateway,
      merchantId: env.PAYMENT_MERCHANT_ID || SANDBOX_MERCHANT_ID,
      hashKey: env.PAYMENT_HASH_KEY ? Buffer.from(env.PAYMENT_HASH_KEY, 'utf8') : null,
      hashIv: '',
      gatewayUrl: null,
      notifyUrl,
      sandboxEnabled: loopback || truthy(env.PAYMENT_SANDBOX_PUBLIC),
    };
  }
  const missing = ['PAYMENT_MERCHANT_ID', 'PAYMENT_HASH_KEY', 'PAYMENT_HASH_IV'].filter(
    (key) => !env[key],
  );
  if (missing.length > 0)
    throw new ConfigError(`PAYMENT_GATEWAY=${gateway} needs ${missing.join(', ')}`);
  if (gateway === 'newebpay')
    throw new ConfigError(
      'PAYMENT_GATEWAY=newebpay: its settings are documented (docs/adr/appendices/' +
        '0031-orders-and-gateways.md) but this server has no NewebPay adapter yet; use ecpay or sandbox',
    );
  return {
    gateway,
    merchantId: env.PAYMENT_MERCHANT_ID ?? '',
    hashKey: Buffer.from(env.PAYMENT_HASH_KEY ?? '', 'utf8'),
    hashIv: env.PAYMENT_HASH_IV ?? '',
    gatewayUrl: gatewayUrl ?? GATEWAY_TEST_URLS[gateway],
    notifyUrl,
    sandboxEnabled: false,
  };
}
