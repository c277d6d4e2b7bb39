import { BOOKING_ADMIN_MESSAGES, SHOP_MESSAGES, TASK_MESSAGES } from '@folio/rules';
import type { FastifyRequest } from 'fastify';
import { Refusal } from '../../validation.ts';

/**
 * The onRequest hook of the shop's back office (every operation under /manage/, api/index.ts),
 * after bearerAuth: an account that is not an administrator gets 403 before its request is read
 * or anything is looked up (docs/adr/0030-shopping-catalog.md).
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (request.auth?.user.role !== 'admin')
    throw new Refusal(403, { message: SHOP_MESSAGES.forbidden });
}

/** The same for the operator's view of the tasks (/manage/tasks, docs/adr/0017), in its words. */
export async function requireTaskAdmin(request: FastifyRequest): Promise<void> {
  if (request.auth?.user.role !== 'admin')
    throw new Refusal(403, { message: TASK_MESSAGES.adminOnly });
}

/** The same for the owner's view of bookings (/manage/bookings, docs/adr/0017), in its words. */
export async function requireBookingAdmin(request: FastifyRequest): Promise<void> {
  if (request.auth?.user.role !== 'admin')
    throw new Refusal(403, { message: BOOKING_ADMIN_MESSAGES.adminOnly });
}
