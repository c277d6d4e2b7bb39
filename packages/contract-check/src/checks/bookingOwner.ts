import type { Body } from '../http.ts';
import { adminSession, invalid, skip, unauthenticated, type CheckContext } from './shared.ts';

/**
 * The owner's view of bookings (`listManagedBookings`, `cancelManagedBooking`; docs/adr/0017):
 * refused without a token (401) and to a member (403, the booking unchanged); as an administrator
 * (the demo administrator unless the check is given another), the member's booking `id` listed
 * from its day, bad filters (422), a reason too long (422), the cancel (200), again (409), and the
 * member's list without it. Without an administrator's login: "could not run", and why.
 */
export async function bookingOwnerChecks(
  ctx: CheckContext,
  memberToken: string,
  booking: { id: number; date: string },
): Promise<void> {
  const { contract } = ctx;
  const c = ctx.client.call.bind(ctx.client);
  const { id, date } = booking;
  await c('listManagedBookings', 'no token', {}, { status: 401, check: unauthenticated });
  await c(
    'cancelManagedBooking',
    'no token',
    { params: { id }, json: {} },
    { status: 401, check: unauthenticated },
  );
  await c('listManagedBookings', 'a member', { token: memberToken }, { status: 403 });
  await c(
    'cancelManagedBooking',
    "a member, another's or their own booking",
    { token: memberToken, params: { id }, json: {} },
    { status: 403 },
  );
  // The run's one administrator session (shared.ts): a refused login is "could not run", never a
  // deviation of login.
  const session = await adminSession(ctx);
  if (!('token' in session)) {
    skip(ctx, ['listManagedBookings', 'cancelManagedBooking'], session.why);
    return;
  }
  const as = { token: session.token };
  await c(
    'listManagedBookings',
    'the booking, from its day',
    { ...as, query: { from: date } },
    {
      status: 200,
      check: (b) =>
        ((b.data ?? []) as Body[]).some((x) => (x.booking as Body | undefined)?.id === id)
          ? []
          : [`data has no booking ${id}`],
    },
  );
  await c(
    'listManagedBookings',
    'an unknown state',
    { ...as, query: { state: 'past' } },
    invalid(contract, 'listManagedBookings', [['state', 'any rule']]),
  );
  await c(
    'cancelManagedBooking',
    'a reason too long',
    { ...as, params: { id }, json: { reason: '字'.repeat(201) } },
    invalid(contract, 'cancelManagedBooking', [['reason', 'maxLength (once trimmed)']]),
  );
  await c(
    'cancelManagedBooking',
    'the booking, with a reason',
    { ...as, params: { id }, json: { reason: '合約檢查' } },
    {
      status: 200,
      check: (b) =>
        (b.data as Body | undefined)?.state === 'cancelled' ? [] : ['data.state is not cancelled'],
    },
  );
  await c(
    'cancelManagedBooking',
    'the cancelled booking',
    { ...as, params: { id }, json: {} },
    { status: 409 },
  );
  await c(
    'listMyBookings',
    'after the owner cancelled',
    { token: memberToken },
    {
      status: 200,
      check: (b) =>
        ((b.data ?? []) as Body[]).some((x) => x.id === id) ? [`data still has ${id}`] : [],
    },
  );
}
