import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayName } from './paymentConfig.ts';

/**
 * The gateways' `CheckMacValue` (docs/adr/appendices/0031-orders-and-gateways.md "The sandbox
 * gateway"): the sandbox's HMAC-SHA256 over the fields sorted by name, and ECPay's own recipe, so
 * that an `ecpay` server differs from the sandbox in its URL, its recipe and its keys only.
 */

export type Fields = Record<string, string>;

const byName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** `name=value&…` of every field but CheckMacValue, sorted by name (ASCII, case-insensitive). */
export function sortedQuery(fields: Fields): string {
  return Object.keys(fields)
    .filter((name) => name !== 'CheckMacValue')
    .sort(byName)
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join('&');
}

/** ECPay's URL encoding: .NET's `HttpUtility.UrlEncode`, lower-cased (its documentation). */
function dotNetEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/%2D/gi, '-')
    .replace(/%5F/gi, '_')
    .replace(/%2E/gi, '.')
    .replace(/%21/g, '!')
    .replace(/%2A/g, '*')
    .replace(/%28/g, '(')
    .replace(/%29/g, ')')
    .replace(/'/g, '%27')
    .replace(/~/g, '%7e')
    .toLowerCase();
}

export interface Signer {
  sign(fields: Fields): string;
  /** Whether `fields` carry the right CheckMacValue (compared in constant time). */
  verify(fields: Fields): boolean;
}

export function signerOf(gateway: GatewayName, key: Buffer, iv: string): Signer {
  const sign = (fields: Fields) =>
    gateway === 'ecpay'
      ? createHash('sha256')
          .update(
            dotNetEncode(`HashKey=${key.toString('utf8')}&${sortedQuery(fields)}&HashIV=${iv}`),
          )
          .digest('hex')
          .toUpperCase()
      : createHmac('sha256', key).update(sortedQuery(fields)).digest('hex').toUpperCase();
  return {
    sign,
    verify(fields) {
      const given = fields.CheckMacValue;
      if (given === undefined || !/^[0-9A-F]{64}$/.test(given)) return false;
      return timingSafeEqual(Buffer.from(sign(fields), 'ascii'), Buffer.from(given, 'ascii'));
    },
  };
}

/** `yyyy/MM/dd HH:mm:ss` in Asia/Taipei (UTC+8, no daylight saving), as the gateways write it. */
export function taipeiTime(ms: number): string {
  const t = new Date(ms + 8 * 3_600_000).toISOString();
  return `${t.slice(0, 4)}/${t.slice(5, 7)}/${t.slice(8, 10)} ${t.slice(11, 19)}`;
}

/** The instant of a `yyyy/MM/dd HH:mm:ss` Asia/Taipei time, NaN when it is not one. */
export function fromTaipeiTime(text: string): number {
  const m = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return NaN;
  return Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
}
