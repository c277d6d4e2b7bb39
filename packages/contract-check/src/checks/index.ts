import { bookingChecks } from './booking.ts';
import { bookingLinkChecks } from './bookingLinks.ts';
import { catalogChecks } from './catalog.ts';
import { chatChecks } from './chat.ts';
import { cartChecks, managedOrderChecks } from './checkout.ts';
import { paymentRefusals } from './payment.ts';
import { deliveryChecks } from './delivery.ts';
import { eventChecks, eventChecksWithoutToken } from './events.ts';
import { memberChecks } from './member.ts';
import { forgotChecks, passwordChecks } from './password.ts';
import { loginLinkChecks } from './loginLink.ts';
import { endAdminSession, skip, type CheckContext } from './shared.ts';
import { signinChecks } from './signin.ts';
import { preflight, systemChecks } from './system.ts';
import { loginLimitChecks } from './limits.ts';
import { eventOwnershipChecks, secondMember } from './second.ts';
import { managedTaskChecks } from './taskAdmin.ts';
import { taskChecks } from './tasks.ts';

export type { CheckContext } from './shared.ts';

/** The password the forgot-password journey sets. */
const RESET_PASSWORD = 'Check#2024c';

/**
 * Every check, in journey order, each area in a module of its own: each step uses what the ones
 * before it produced (the account, its token, the event it created).
 */
export async function runChecks(ctx: CheckContext): Promise<void> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  if (!(await preflight(ctx))) return;
  await systemChecks(ctx, unique);
  await loginLimitChecks(ctx, unique);
  const account = await memberChecks(ctx, unique);
  const { email, token } = account;
  if (!token) {
    skip(
      ctx,
      ['checkToken', 'createEvent', 'updateEvent', 'changePassword', 'logout'],
      'no token (login failed)',
    );
    // Their refusals run below; what they do for a member (or a carrier) cannot.
    skip(
      ctx,
      ['mergeCart', 'startOrderPayment', 'listCarrierOrders', 'updateShipment'],
      'no token (login failed)',
    );
    await eventChecksWithoutToken(ctx, unique);
    await bookingChecks(ctx, null, { token: null, why: 'no token (login failed)' });
    await bookingLinkChecks(ctx, null, email);
    await signinChecks(ctx, null);
    await cartChecks(ctx, null, { token: null, why: 'no token (login failed)' });
    await deliveryChecks(ctx, null, await managedOrderChecks(ctx, null), null);
    await paymentRefusals(ctx);
    await forgotChecks(ctx, email, RESET_PASSWORD, null, false);
    await endAdminSession(ctx);
    unsent(ctx, 'no token (login failed): the journey that sends it needs one');
    return;
  }
  const second = await secondMember(ctx, unique);
  const event = await eventChecks(ctx, token, unique);
  await eventOwnershipChecks(ctx, second, event);
  await eventChecksWithoutToken(ctx, unique);
  await bookingChecks(ctx, token, second);
  await bookingLinkChecks(ctx, token, email);
  await taskChecks(ctx, token, unique, second, email);
  await managedTaskChecks(ctx, token, unique, email);
  await catalogChecks(ctx, token, unique);
  await signinChecks(ctx, token);
  await chatChecks(ctx, token);
  const goods = await cartChecks(ctx, token, second);
  await deliveryChecks(ctx, token, await managedOrderChecks(ctx, token), goods);
  await paymentRefusals(ctx);
  const changed = await passwordChecks(ctx, account, token);
  await forgotChecks(ctx, email, RESET_PASSWORD, changed.token, changed.changed);
  await loginLinkChecks(ctx, email);
  await endAdminSession(ctx);
  unsent(ctx);
}

/**
 * Says why operations no step sent could not run: the contract marks them as written ahead of
 * the reference server, or `why` (no token), else the report says no step sends them.
 */
function unsent(ctx: CheckContext, why?: string): void {
  for (const operation of ctx.contract.operations.values()) {
    const result = ctx.report.entry(operation.id);
    if (result.answered > 0 || result.unreachable.length > 0) continue;
    if (operation.ahead)
      ctx.report.unreachable(
        operation.id,
        'every check',
        'written ahead of the reference server (x-no-fastify-config: true): no step of the check sends it yet',
      );
    else if (why) ctx.report.unreachable(operation.id, 'journey', why);
  }
}
