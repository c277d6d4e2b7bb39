import { BOOKING_MESSAGES, MAX_UPCOMING_BOOKINGS } from '@folio/rules';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';
import { storeAccount } from './accounts.ts';

/**
 * The booking system on the engine under test (docs/adr/0017), with the server's clock set by the
 * test: Asia/Taipei is UTC+8 whatever the host's zone, the first bookable start is the next whole
 * hour, the database's unique slot decides between members asking at once.
 */

/** The server's clock (ServerOptions.now): 2026-11-24 12:30 in Taipei unless a test moves it. */
const NOON_THIRTY = Date.parse('2026-11-24T04:30:00Z');
let clock = NOON_THIRTY;

const server = serverForSuite({ now: () => clock });
beforeEach(async () => {
  clock = NOON_THIRTY;
  await server.app.store.db.deleteFrom('bookings').execute();
});

/** A member and a token of theirs, made in the store on the server's day (accounts.ts). */
const member = async (): Promise<{ id: number; token: string }> =>
  storeAccount(server.app, { verifiedAt: new Date(clock) });

/** Books with a topic unless the payload names one (bookingDetails.test.ts tests the topic). */
const book = (token: string, payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/api/bookings',
    // Objects (the payloads here) get the topic; anything else is sent as it is.
    payload: (typeof payload === 'object' && payload !== null
      ? { topic: '網站開發諮詢', ...payload }
      : payload) as never,
    headers: bearer(token),
  });
const cancel = (token: string, id: number) =>
  server.app.inject({ method: 'DELETE', url: `/api/bookings/${id}`, headers: bearer(token) });
const slots = async (date: string) => {
  const res = await server.app.inject({ url: `/api/slots?date=${date}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { start: string; status: string }[] }).data.map(
    (s) => `${s.start} ${s.status}`,
  );
};
const rows = () => server.app.store.db.selectFrom('bookings').selectAll().orderBy('id').execute();

describe('slots in Asia/Taipei, from the next whole hour', () => {
  it('marks the slots before the next whole hour past, whatever the host zone', async () => {
    // 12:30 in Taipei (04:30 UTC): 10, 11 and 12 o'clock have started, 13:00 is the first offered.
    expect(await slots('2026-11-24')).toEqual([
      '10:00 past',
      '11:00 past',
      '12:00 past',
      '13:00 open',
      '14:00 open',
      '15:00 open',
      '16:00 open',
    ]);
    // At 12:00:00 exactly the next whole hour is 13:00 too.
    clock = Date.parse('2026-11-24T04:00:00Z');
    expect((await slots('2026-11-24')).slice(2, 4)).toEqual(['12:00 past', '13:00 open']);
    // 23:30 UTC on the 23rd is already 07:30 on the 24th in Taipei: every slot of the 24th open.
    clock = Date.parse('2026-11-23T23:30:00Z');
    expect(await slots('2026-11-24')).toEqual(
      ['10', '11', '12', '13', '14', '15', '16'].map((h) => `${h}:00 open`),
    );
  });

  it('refuses a date before today or beyond 14 days with the rules message', async () => {
    // 23:30 UTC on the 23rd: "today" is the 24th in Taipei, so the 23rd is past.
    clock = Date.parse('2026-11-23T23:30:00Z');
    for (const [date, message] of [
      ['2026-11-23', BOOKING_MESSAGES.dateInPast],
      ['2026-12-09', BOOKING_MESSAGES.dateTooFar],
      ['2026-02-30', BOOKING_MESSAGES.dateFormat],
      ['24-11-2026', BOOKING_MESSAGES.dateFormat],
    ] as const) {
      const res = await server.app.inject({ url: `/api/slots?date=${date}` });
      expect(res.statusCode, date).toBe(422);
      expect(res.json(), date).toEqual({ message, errors: { date: [message] } });
    }
    expect((await slots('2026-12-08')).length).toBe(7);
    for (const url of ['/api/slots', '/api/slots?date=', '/api/slots?date=%20%20']) {
      const missing = await server.app.inject({ url });
      expect(missing.statusCode, url).toBe(422);
      expect(missing.json(), url).toEqual({
        message: BOOKING_MESSAGES.dateRequired,
        errors: { date: [BOOKING_MESSAGES.dateRequired] },
      });
    }
    expect((await slots('%202026-11-25%20')).length).toBe(7);
  });
});

describe('createBooking', () => {
  it('books the first slot after the next whole hour and refuses the one before it', async () => {
    const { token } = await member();
    // 12:30: the 12:00 slot has started.
    const late = await book(token, { date: '2026-11-24', start: '12:00' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      message: BOOKING_MESSAGES.startPast,
      errors: { start: [BOOKING_MESSAGES.startPast] },
    });
    const ok = await book(token, { date: '2026-11-24', start: '13:00' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toEqual({
      message: BOOKING_MESSAGES.booked,
      data: {
        id: expect.any(Number) as number,
        date: '2026-11-24',
        start: '13:00',
        end: '14:00',
        starts_at: '2026-11-24T05:00:00Z',
        created_at: '2026-11-24T04:30:00Z',
        topic: '網站開發諮詢',
        note: null,
      },
    });
    expect((await slots('2026-11-24'))[3]).toBe('13:00 taken');
  });

  it('refuses bad input with the exact message and writes nothing', async () => {
    const { token } = await member();
    await book(token, { date: '2026-11-25', start: '10:00' });
    const before = JSON.stringify(await rows());
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { date: [BOOKING_MESSAGES.dateRequired], start: [BOOKING_MESSAGES.startRequired] }],
      [
        { date: '   ', start: '  ' },
        { date: [BOOKING_MESSAGES.dateRequired], start: [BOOKING_MESSAGES.startRequired] },
      ],
      [{ date: '2026/11/25', start: '10:00' }, { date: [BOOKING_MESSAGES.dateFormat] }],
      [{ date: '2026-11-31', start: '10:00' }, { date: [BOOKING_MESSAGES.dateFormat] }],
      [{ date: '2026-11-23', start: '10:00' }, { date: [BOOKING_MESSAGES.dateInPast] }],
      [{ date: '2026-12-09', start: '10:00' }, { date: [BOOKING_MESSAGES.dateTooFar] }],
      [{ date: '2026-11-25', start: '17:00' }, { start: [BOOKING_MESSAGES.startNotSlot] }],
      [{ date: '2026-11-25', start: '10:30' }, { start: [BOOKING_MESSAGES.startNotSlot] }],
      [{ date: '2026-11-25', start: 10 }, { start: [BOOKING_MESSAGES.startNotSlot] }],
      [{ date: '2026-11-25', start: '10:00:00' }, { start: [BOOKING_MESSAGES.startNotSlot] }],
      [{ date: '2026-11-24', start: '11:00' }, { start: [BOOKING_MESSAGES.startPast] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await book(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect((res.json() as { errors: unknown }).errors, JSON.stringify(payload)).toEqual(errors);
    }
    const unknown = await book(token, { date: '2026-11-26', start: '10:00', user_id: 1 });
    expect(unknown.statusCode).toBe(422);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { date: '2026-11-26', start: '10:00' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(JSON.stringify(await rows())).toBe(before);
  });

  it(`holds at most ${MAX_UPCOMING_BOOKINGS} bookings not started per member`, async () => {
    const { token } = await member();
    for (const start of ['10:00', '11:00', '12:00'])
      expect((await book(token, { date: '2026-11-26', start })).statusCode).toBe(201);
    const before = JSON.stringify(await rows());
    const fourth = await book(token, { date: '2026-11-26', start: '13:00' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ message: BOOKING_MESSAGES.limitReached });
    expect(JSON.stringify(await rows())).toBe(before);
    // Once one has started it no longer counts (and still shows until it ends).
    clock = Date.parse('2026-11-26T02:00:00Z'); // 10:00 in Taipei
    expect((await book(token, { date: '2026-11-26', start: '13:00' })).statusCode).toBe(201);
    const mine = await server.app.inject({ url: '/api/bookings', headers: bearer(token) });
    expect((mine.json() as { data: { start: string }[] }).data.map((b) => b.start)).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
    ]);
    // After 11:00 the 10:00 booking has ended: the list leaves it out.
    clock = Date.parse('2026-11-26T03:00:00Z');
    const later = await server.app.inject({ url: '/api/bookings', headers: bearer(token) });
    expect((later.json() as { data: { start: string }[] }).data.map((b) => b.start)).toEqual([
      '11:00',
      '12:00',
      '13:00',
    ]);
  });

  it('gives one slot asked by 20 members at once to exactly one: one 201, nineteen 409', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => member()));
    const answers = await Promise.all(
      members.map(({ token }) => book(token, { date: '2026-11-27', start: '14:00' })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toEqual({ message: BOOKING_MESSAGES.slotTaken });
    const held = await rows();
    expect(held.length).toBe(1);
    const winner = answers.findIndex((a) => a.statusCode === 201);
    expect(held[0]?.user_id).toBe(members[winner]?.id);
  });

  it('counts the limit right when one member asks for many slots at once', async () => {
    const { token } = await member();
    const answers = await Promise.all(
      ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'].map((start) =>
        book(token, { date: '2026-11-28', start }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(MAX_UPCOMING_BOOKINGS);
    expect(answers.filter((a) => a.statusCode === 409).length).toBe(3);
    expect((await rows()).length).toBe(MAX_UPCOMING_BOOKINGS);
  });
});

describe('cancelBooking', () => {
  it('frees the slot for another member; refuses others, the unknown and the started', async () => {
    const a = await member();
    const b = await member();
    const slot = { date: '2026-11-25', start: '10:00' };
    const { id } = ((await book(a.token, slot)).json() as { data: { id: number } }).data;
    expect((await book(b.token, slot)).statusCode).toBe(409);

    const before = JSON.stringify(await rows());
    const other = await cancel(b.token, id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: BOOKING_MESSAGES.notOwner });
    expect((await cancel(a.token, id + 1000)).json()).toEqual({
      message: BOOKING_MESSAGES.notFound,
    });
    expect(JSON.stringify(await rows())).toBe(before);

    const ok = await cancel(a.token, id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: BOOKING_MESSAGES.cancelled });
    expect((await slots('2026-11-25'))[0]).toBe('10:00 open');
    expect((await book(b.token, slot)).statusCode).toBe(201);

    // Once it has started it can no longer be cancelled.
    clock = Date.parse('2026-11-25T02:00:00Z');
    const mine = (
      await server.app.inject({ url: '/api/bookings', headers: bearer(b.token) })
    ).json() as {
      data: { id: number }[];
    };
    const started = await cancel(b.token, mine.data[0]?.id ?? 0);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toEqual({ message: BOOKING_MESSAGES.alreadyStarted });
    expect((await rows()).length).toBe(1);
  });
});
