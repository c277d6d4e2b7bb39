import type { Body } from '../http.ts';
import { bookingOwnerChecks } from './bookingOwner.ts';
import { without, type Second } from './second.ts';
import { invalid, required, same, skip, unauthenticated, type CheckContext } from './shared.ts';

/** A day in Asia/Taipei (UTC+8 all year, openapi.yaml Conventions) `days` after today, `YYYY-MM-DD`. */
const taipeiDate = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The booking system: slots (public), then with a token a booking of a free slot, the same slot
 * again (409), its listing and its cancellation. The slot is the last open one of the furthest
 * bookable day, the one least likely to be wanted on a live backend; it is cancelled at once.
 */
export async function bookingChecks(
  ctx: CheckContext,
  token: string | null,
  second: Second,
): Promise<void> {
  const { contract, client } = ctx;
  const c = client.call.bind(client);
  const far = taipeiDate(14);
  const day = await c(
    'listSlots',
    'the furthest bookable day',
    { query: { date: far } },
    {
      status: 200,
      check: (b) => {
        const data = (b.data ?? []) as Body[];
        return same(
          'data[].start',
          data.map((s) => s.start),
          ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
        );
      },
    },
  );
  await c(
    'listSlots',
    'yesterday',
    { query: { date: taipeiDate(-1) } },
    invalid(contract, 'listSlots', [['date', 'before today (Asia/Taipei)']]),
  );
  await c(
    'listSlots',
    'beyond 14 days',
    { query: { date: taipeiDate(15) } },
    invalid(contract, 'listSlots', [['date', 'more than 14 days ahead']]),
  );
  await c('listMyBookings', 'no token', {}, { status: 401, check: unauthenticated });
  await c(
    'createBooking',
    'no token',
    { json: { date: far, start: '16:00', topic: '合約檢查' } },
    { status: 401, check: unauthenticated },
  );
  await c(
    'cancelBooking',
    'no token',
    { params: { id: 1 } },
    { status: 401, check: unauthenticated },
  );
  if (!token) {
    for (const id of [
      'listMyBookings',
      'createBooking',
      'cancelBooking',
      'listManagedBookings',
      'cancelManagedBooking',
    ])
      ctx.report.unreachable(id, 'journey', 'no token (login failed)');
    return;
  }
  await c(
    'createBooking',
    'empty fields',
    { token, json: { date: '', start: ' ', topic: ' ' } },
    {
      status: 422,
      check: required(contract, 'createBooking', ['date', 'start', 'topic']),
    },
  );
  await c(
    'createBooking',
    'a topic of two lines, a note too long',
    { token, json: { date: far, start: '16:00', topic: '第一行\n第二行', note: '字'.repeat(501) } },
    invalid(contract, 'createBooking', [
      ['topic', 'pattern (a tab or a line break)'],
      ['note', 'maxLength (once trimmed)'],
    ]),
  );
  await c(
    'cancelBooking',
    'id 0',
    { token, params: { id: 0 } },
    invalid(contract, 'cancelBooking', [['id', 'any rule']]),
  );
  const open = ((day?.data ?? []) as Body[]).filter((s) => s.status === 'open').pop();
  if (!open) {
    ctx.report.unreachable('createBooking', 'a free slot', `no open slot on ${far}`);
    for (const op of ['listManagedBookings', 'cancelManagedBooking'])
      ctx.report.unreachable(op, 'journey', `no open slot on ${far} to book and cancel`);
    return;
  }
  const slot = { date: far, start: String(open.start), topic: '合約檢查', note: '第一行\n第二行' };
  const saved = await c(
    'createBooking',
    'a free slot',
    { token, json: slot },
    {
      status: 201,
      check: (b) => [
        ...same('data.date', (b.data as Body | undefined)?.date, slot.date),
        ...same('data.start', (b.data as Body | undefined)?.start, slot.start),
        ...same('data.topic', (b.data as Body | undefined)?.topic, slot.topic),
        ...same('data.note', (b.data as Body | undefined)?.note, slot.note),
      ],
    },
  );
  const id = Number((saved?.data as Body | undefined)?.id);
  if (!saved || !Number.isInteger(id)) return;
  await c('createBooking', 'the same slot again', { token, json: slot }, { status: 409 });
  const other = "another member's booking";
  if (second.token) {
    // Refused, and still the first member's (the list below shows it).
    const as = { token: second.token };
    await c('cancelBooking', other, { ...as, params: { id } }, { status: [403, 404] });
    await c('listMyBookings', other, as, { status: 200, check: without('booking', id) });
  } else {
    skip(ctx, ['cancelBooking', 'listMyBookings'], second.why, other);
  }
  await c(
    'listMyBookings',
    'with the new booking',
    { token },
    {
      status: 200,
      check: (b) =>
        ((b.data ?? []) as Body[]).some((x) => x.id === id) ? [] : [`data has no booking ${id}`],
    },
  );
  await c('cancelBooking', 'the new booking', { token, params: { id } }, { status: 200 });
  await c('cancelBooking', 'the cancelled booking', { token, params: { id } }, { status: 404 });
  await c(
    'listSlots',
    'the cancelled slot is free',
    { query: { date: far } },
    {
      status: 200,
      check: (b) => {
        const again = ((b.data ?? []) as Body[]).find((s) => s.start === slot.start);
        return same('status of the cancelled slot', again?.status, 'open');
      },
    },
  );
  // The owner cancels the slot booked again (checks/bookingOwner.ts).
  const rebooked = await c(
    'createBooking',
    'the freed slot again',
    { token, json: slot },
    {
      status: 201,
    },
  );
  const again = Number((rebooked?.data as Body | undefined)?.id);
  if (rebooked && Number.isInteger(again))
    await bookingOwnerChecks(ctx, token, { id: again, date: far });
}
