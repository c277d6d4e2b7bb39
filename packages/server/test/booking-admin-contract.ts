import { bearer, createUser, expectContract, login, startServer, storeBooking } from './helpers.ts';

/**
 * Every documented status of the owner's view of bookings (docs/adr/0017 "The owner's view of
 * bookings"): the list (200, 401, 403, 422) and the cancel (200, 401, 403, 404, 409, 422).
 */
export async function walkBookingAdminContract() {
  const server = await startServer();
  try {
    const { app } = server;
    const member = await createUser(app);
    const adminAccount = await createUser(app);
    await app.store.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', adminAccount.id)
      .execute();
    const token = bearer(await login(app, member.email, member.password));
    const admin = bearer(await login(app, adminAccount.email, adminAccount.password));
    // A booking two days ahead, whatever the hour.
    const bookingId = await storeBooking(app, member.id);
    const list = (query: string, headers: Record<string, string>) =>
      app.inject({ url: `/api/manage/bookings${query}`, headers });
    await expectContract('listManagedBookings', await list('', admin), 200);
    await expectContract('listManagedBookings', await list('', {}), 401);
    await expectContract('listManagedBookings', await list('', token), 403);
    await expectContract('listManagedBookings', await list('?state=lost', admin), 422);
    const cancel = (at: number | string, headers: Record<string, string>, reason = '有事') =>
      app.inject({
        method: 'POST',
        url: `/api/manage/bookings/${at}/cancel`,
        payload: { reason },
        headers,
      });
    await expectContract('cancelManagedBooking', await cancel(bookingId, {}), 401);
    await expectContract('cancelManagedBooking', await cancel(bookingId, token), 403);
    await expectContract('cancelManagedBooking', await cancel(999_999, admin), 404);
    await expectContract('cancelManagedBooking', await cancel('x', admin), 422);
    await expectContract(
      'cancelManagedBooking',
      await cancel(bookingId, admin, '字'.repeat(201)),
      422,
    );
    await expectContract('cancelManagedBooking', await cancel(bookingId, admin), 200);
    await expectContract('cancelManagedBooking', await cancel(bookingId, admin), 409);
  } finally {
    await server.close();
  }
}
