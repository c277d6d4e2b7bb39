import { bookableDates } from '@folio/rules';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, expectContract, outbox } from './helpers.ts';
import { signedIn } from './accounts.ts';

/**
 * The booking mails' link operations against the contract (contract.test.ts): every documented
 * status but the outage 503 (outage.test.ts). The day is nine days ahead, which the file's other
 * booking tests leave alone; its slots are bookable at any hour of the test.
 */
export async function walkBookingLinkContract(app: FastifyInstance): Promise<void> {
  const { token, ...user } = await signedIn(app);
  const day = bookableDates(new Date())[9] ?? '';
  const book = async (start: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { date: day, start, topic: '合約測試' },
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  await book('12:00');
  await book('13:00');
  const mail = (await outbox(app)).find(
    (m) => m.to === user.email && m.text.includes('12:00–13:00'),
  );
  const link = new URL(mail?.links[0] ?? 'http://x/').searchParams.get('link') ?? '';
  expect(link).not.toBe('');
  const url = (action = '') => `/api/booking-links/${encodeURIComponent(link)}${action}`;
  const forged = `/api/booking-links/${link.slice(0, -2)}AA`;

  await expectContract('getLinkedBooking', await app.inject({ url: url() }), 200);
  await expectContract('getLinkedBooking', await app.inject({ url: forged }), 404);
  await expectContract(
    'cancelLinkedBooking',
    await app.inject({ method: 'POST', url: `${forged}/cancel` }),
    404,
  );
  const move = (start: string, at = url('/reschedule')) =>
    app.inject({ method: 'POST', url: at, payload: { date: day, start } });
  await expectContract('rescheduleLinkedBooking', await move('10:00', `${forged}/reschedule`), 404);
  await expectContract('rescheduleLinkedBooking', await move('10:30'), 422);
  await expectContract('rescheduleLinkedBooking', await move('13:00'), 409);
  const moved = (await expectContract('rescheduleLinkedBooking', await move('14:00'), 200)) as {
    link: string;
  };
  await expectContract('getLinkedBooking', await app.inject({ url: url() }), 410);
  await expectContract('rescheduleLinkedBooking', await move('15:00'), 410);
  await expectContract(
    'cancelLinkedBooking',
    await app.inject({ method: 'POST', url: url('/cancel') }),
    410,
  );
  await expectContract(
    'cancelLinkedBooking',
    await app.inject({
      method: 'POST',
      url: `/api/booking-links/${encodeURIComponent(moved.link)}/cancel`,
    }),
    200,
  );
}
