import { BOOKING_ADMIN_MESSAGES as MESSAGES, BOOKING_MESSAGES } from '@folio/rules';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, expectContract, outbox } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';
import { storeAccount } from './accounts.ts';

/**
 * The owner's view of bookings on the engine under test (docs/adr/0017 "The owner's view of
 * bookings"): an administrator lists every member's upcoming bookings (paged, by Taipei day) and
 * cancels any that has not started, with a reason mailed to the member; a member gets 403 and
 * nothing changes; of two cancels at once one is 200 and the other 409.
 */

/** The server's clock: 2026-11-24 12:30 in Taipei unless a test moves it. */
const NOON_THIRTY = Date.parse('2026-11-24T04:30:00Z');
let clock = NOON_THIRTY;
let admin: Account;
let other: Account;

interface Account {
  id: number;
  token: string;
  email: string;
}

interface Managed {
  booking: { id: number; date: string; start: string; topic: string; note: string | null };
  member: { id: number; name: string; email: string };
  state: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
}
interface ManagedList {
  data: Managed[];
  meta: { total: number; last_page: number; from: number | null };
}

/** An account and a token of theirs, made in the store on the server's day (accounts.ts). */
const account = async (role: 'admin' | 'member' = 'member'): Promise<Account> =>
  storeAccount(server.app, { role, verifiedAt: new Date(clock) });

const server = serverForSuite({ now: () => clock });
beforeAll(async () => {
  admin = await account('admin');
  other = await account('admin');
});
beforeEach(async () => {
  clock = NOON_THIRTY;
  await server.app.store.db.deleteFrom('booking_cancellations').execute();
  await server.app.store.db.deleteFrom('bookings').execute();
});

const book = async (who: Account, date: string, start: string, note?: string) => {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { date, start, topic: '網站開發諮詢', ...(note && { note }) },
    headers: bearer(who.token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: number } }).data.id;
};
const list = async (query = '', as = admin, status = 200) =>
  (await expectContract(
    'listManagedBookings',
    await server.app.inject({ url: `/api/manage/bookings${query}`, headers: bearer(as.token) }),
    status,
  )) as ManagedList;
const cancel = (id: number, payload: unknown = {}, as = admin) =>
  server.app.inject({
    method: 'POST',
    url: `/api/manage/bookings/${id}/cancel`,
    payload: payload as never,
    headers: bearer(as.token),
  });
/**
 * The owner's cancellation mail to `who`. Picked by its subject: the booking's own mail is sent in
 * the background too, and on a busy machine it may reach the outbox after the cancellation.
 */
const cancelMailTo = async (who: Account) =>
  (await outbox(server.app)).find(
    (x) => x.to === who.email && x.subject.startsWith('你的預約已由站長取消'),
  );
const mine = async (who: Account) => {
  const res = await server.app.inject({ url: '/api/bookings', headers: bearer(who.token) });
  return (res.json() as { data: { id: number }[] }).data.map((b) => b.id);
};
const count = async (table: 'bookings' | 'booking_cancellations') =>
  Number(
    (
      await server.app.store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the owner's list", () => {
  it("lists every member's upcoming bookings earliest first, with the member, in Taipei time", async () => {
    const a = await account();
    const b = await account();
    await book(a, '2026-11-25', '15:00', '想討論金流');
    await book(b, '2026-11-24', '13:00');
    await book(a, '2026-11-24', '16:00');
    const { data, meta } = await list();
    expect(data.map((m) => `${m.booking.date} ${m.booking.start} ${m.member.email}`)).toEqual([
      `2026-11-24 13:00 ${b.email}`,
      `2026-11-24 16:00 ${a.email}`,
      `2026-11-25 15:00 ${a.email}`,
    ]);
    expect(data[2]).toMatchObject({
      booking: { topic: '網站開發諮詢', note: '想討論金流' },
      member: { id: a.id, name: expect.stringMatching(/^會員 /) as string },
      state: 'upcoming',
      cancelled_at: null,
      cancel_reason: null,
    });
    expect(meta).toMatchObject({ total: 3, last_page: 1, from: 1 });
    // `from` is a Taipei day: the 25th begins at 16:00 UTC on the 24th.
    expect((await list('?from=2026-11-25')).data.map((m) => m.booking.start)).toEqual(['15:00']);
    // Started bookings are not upcoming: at 13:10 the 13:00 one has left the list.
    clock = Date.parse('2026-11-24T05:10:00Z');
    expect((await list()).meta.total).toBe(2);
  });

  it('pages by twenty', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => account()));
    let n = 0;
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27'])
      for (const start of ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'])
        await book(members[n++ % 8] as Account, day, start);
    const second = await list('?page=2');
    expect(second.meta).toMatchObject({ total: 21, last_page: 2, from: 21 });
    expect(second.data.map((m) => `${m.booking.date} ${m.booking.start}`)).toEqual([
      '2026-11-27 16:00',
    ]);
  });

  it('refuses bad filters with the rules words', async () => {
    const bad = async (query: string, field: string, message: string) => {
      const body = (await list(query, admin, 422)) as unknown as {
        errors: Record<string, string[]>;
      };
      expect(body.errors[field]).toEqual([message]);
    };
    await bad('?state=past', 'state', MESSAGES.stateInvalid);
    await bad('?from=2026-13-01', 'from', MESSAGES.fromInvalid);
    await bad('?page=0', 'page', MESSAGES.pageInvalid);
  });

  it('answers 401 without a token and 403 to a member, reading nothing', async () => {
    const res = await server.app.inject({ url: '/api/manage/bookings' });
    await expectContract('listManagedBookings', res, 401);
    const m = await account();
    const body = (await list('', m, 403)) as unknown as { message: string };
    expect(body.message).toBe(MESSAGES.adminOnly);
  });
});

describe("the owner's cancel", () => {
  it('frees the slot, leaves 我的預約, is listed as cancelled and mails the member', async () => {
    const m = await account();
    const id = await book(m, '2026-11-25', '14:00');
    const res = await cancel(id, { reason: '  當天臨時有事\n請改約其他時段  ' });
    const body = (await expectContract('cancelManagedBooking', res, 200)) as {
      message: string;
      data: Managed;
    };
    expect(body.message).toBe(MESSAGES.cancelled);
    expect(body.data).toMatchObject({
      booking: { id, date: '2026-11-25', start: '14:00' },
      member: { id: m.id, email: m.email },
      state: 'cancelled',
      cancelled_at: '2026-11-24T04:30:00Z',
      cancel_reason: '當天臨時有事\n請改約其他時段',
    });
    expect(await mine(m)).toEqual([]);
    expect((await list()).data).toEqual([]);
    expect((await list('?state=cancelled')).data).toEqual([body.data]);
    // The slot is free: another member books it.
    await book(await account(), '2026-11-25', '14:00');
    await server.app.folio.settled();
    const mail = await cancelMailTo(m);
    expect(mail?.subject).toBe('你的預約已由站長取消：11月25日（三） 14:00');
    expect(mail?.text).toContain('11月25日（三） 14:00–15:00（台北時間）');
    expect(mail?.text).toContain('原因：當天臨時有事\n請改約其他時段');
  });

  it('says when no reason was given', async () => {
    const m = await account();
    const id = await book(m, '2026-11-26', '10:00');
    expect((await cancel(id)).statusCode).toBe(200);
    await server.app.folio.settled();
    const mail = await cancelMailTo(m);
    expect(mail?.text).toContain(`原因：${MESSAGES.noReason}`);
  });

  it('of two administrators cancelling at once, one gets 200 and the other 409', async () => {
    const m = await account();
    const id = await book(m, '2026-11-25', '11:00');
    const answers = await Promise.all([cancel(id, {}, admin), cancel(id, {}, other)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toEqual({ message: MESSAGES.alreadyCancelled });
    expect(await count('booking_cancellations')).toBe(1);
    expect(await count('bookings')).toBe(0);
  });

  it('answers 409 for a booking that has started, 404 for none, changing nothing', async () => {
    const m = await account();
    const id = await book(m, '2026-11-24', '13:00');
    clock = Date.parse('2026-11-24T05:00:00Z');
    const started = await cancel(id);
    await expectContract('cancelManagedBooking', started, 409);
    expect(started.json()).toEqual({ message: BOOKING_MESSAGES.alreadyStarted });
    await expectContract('cancelManagedBooking', await cancel(id + 1000), 404);
    expect(await count('bookings')).toBe(1);
    expect(await count('booking_cancellations')).toBe(0);
  });

  it('answers 403 to a member and 401 without a token: nothing changes, nothing is mailed', async () => {
    const m = await account();
    const id = await book(m, '2026-11-25', '16:00');
    const before = (await outbox(server.app)).length;
    const res = await cancel(id, { reason: '不想要了' }, m);
    await expectContract('cancelManagedBooking', res, 403);
    expect(res.json()).toEqual({ message: MESSAGES.adminOnly });
    const anonymous = await server.app.inject({
      method: 'POST',
      url: `/api/manage/bookings/${id}/cancel`,
      payload: {},
    });
    await expectContract('cancelManagedBooking', anonymous, 401);
    expect(await mine(m)).toEqual([id]);
    expect(await count('booking_cancellations')).toBe(0);
    await server.app.folio.settled();
    expect((await outbox(server.app)).length).toBe(before);
  });

  it('refuses a reason too long or with control characters, in zh-TW, changing nothing', async () => {
    const m = await account();
    const id = await book(m, '2026-11-25', '12:00');
    const refused = async (reason: string, message: string) => {
      const res = await cancel(id, { reason });
      const body = (await expectContract('cancelManagedBooking', res, 422)) as {
        errors: Record<string, string[]>;
      };
      expect(body.errors).toEqual({ reason: [message] });
    };
    await refused('字'.repeat(201), MESSAGES.reasonTooLong);
    await refused('有事\u0007', MESSAGES.controlCharacter);
    await expectContract('cancelManagedBooking', await cancel(0), 422);
    // 200 characters once trimmed are taken.
    expect((await cancel(id, { reason: ` ${'字'.repeat(200)} ` })).statusCode).toBe(200);
  });
});
