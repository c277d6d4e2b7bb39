import { CHECKOUT_MESSAGES } from '@folio/rules';
import type { FastifyRequest } from 'fastify';
import { Refusal } from '../../validation.ts';

/**
 * The onRequest hook of the carrier's page (every operation under /carrier/, api/index.ts), after
 * bearerAuth: an account that is not a carrier's gets 403 before its request is read or anything
 * is looked up (docs/adr/0031-checkout-payment-and-delivery.md "Access").
 */
export async function requireCarrier(request: FastifyRequest): Promise<void> {
  if (request.auth?.user.role !== 'carrier')
    throw new Refusal(403, { message: CHECKOUT_MESSAGES.carrierOnly });
}
