import type { FastifyInstance } from 'fastify';
import { ValidationFailure } from '../../validation.ts';

/** A payment form is a few hundred bytes; ECPay's longest fields keep it well under this. */
const FORM_LIMIT = 16 * 1024;

/**
 * `application/x-www-form-urlencoded` bodies, the payment gateways' (docs/adr/appendices/
 * 0031-orders-and-gateways.md): the browser's form to the sandbox and a gateway's notice. Read
 * as text fields, each name once (a name sent twice is refused: which one was signed?).
 */
export function registerForms(api: FastifyInstance): void {
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(String(body))) {
        if (Object.hasOwn(fields, name)) {
          done(new ValidationFailure({ [name]: [`${name} 只能出現一次`] }), undefined);
          return;
        }
        fields[name] = value;
      }
      done(null, fields);
    },
  );
}
