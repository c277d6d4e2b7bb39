import { bookingChecks } from './booking.ts';
import { catalogChecks } from './catalog.ts';
import { chatChecks } from './chat.ts';
import { cartChecks, managedOrderChecks } from './checkout.ts';
import { paymentRefusals } from './payment.ts';
import { deliveryChecks } from './delivery.ts';
import { eventChecks, eventChecksWithoutToken } from './events.ts';
import { memberChecks } from './member.ts';
import { forgotChecks, passwordChecks } from './password.ts';
import { skip, type CheckContext } from './shared.ts';
import { signinChecks } from './signin.ts';
import { systemChecks } from './system.ts';
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
  await systemChecks(ctx, unique);
  const account = await memberChecks(ctx, unique);
  const { email, token } = account;
  if (!token) {
    skip(
      ctx,
      ['checkToken', 'createEvent', 'updateEvent', 'changePassword', 'logout'],
      'no token (login failed)',
    );
    await eventChecksWithoutToken(ctx, unique);
    await bookingChecks(ctx, null);
    await signinChecks(ctx, null);
    await cartChecks(ctx, null);
    await deliveryChecks(ctx, null, await managedOrderChecks(ctx, null));
    await paymentRefusals(ctx);
    await forgotChecks(ctx, email, RESET_PASSWORD, null, false);
    return;
  }
  await eventChecks(ctx, token, unique);
  await eventChecksWithoutToken(ctx, unique);
  await bookingChecks(ctx, token);
  await taskChecks(ctx, token, unique);
  await catalogChecks(ctx, token, unique);
  await signinChecks(ctx, token);
  await chatChecks(ctx, token);
  await cartChecks(ctx, token);
  await deliveryChecks(ctx, token, await managedOrderChecks(ctx, token));
  await paymentRefusals(ctx);
  const changed = await passwordChecks(ctx, account, token);
  await forgotChecks(ctx, email, RESET_PASSWORD, changed.token, changed.changed);
}
