import type { FastifyRequest } from 'fastify';
import { throttle, type ApiContext } from './context.ts';

/**
 * Counts an upload against its limits before it is decoded (docs/adr/0011-secure-defaults-and-limits.md,
 * decision 14): `uploadAddress` per client address, `upload` per member. A form without a file
 * counts nothing. Throws the 429 of a full bucket.
 */
export async function throttleUpload(context: ApiContext, request: FastifyRequest): Promise<void> {
  if (!request.upload) return;
  await throttle(context, 'uploadAddress', request.ip);
  const user = request.auth?.user;
  if (user) await throttle(context, 'upload', String(user.id));
}
