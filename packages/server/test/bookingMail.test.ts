import { BOOKING_LINK_MESSAGES as L } from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, snapshot } from './helpers.ts';
import { icsOf, mailWorld, type MailWorld } from './bookingMail-helpers.ts';

/**
 * The booking's mails, reminder and links (docs/adr/0017 "Mails, reminder and links"), on the
 * engine under test, with the server's clock at 2026-11-24 12:30 Taipei: the confirmation to the
 * member and the owner with a valid `.ics`, the reminder once, the links' refusals changing nothing.
 */

let w: MailWorld;
const START = '2026-11-24T04:30:00Z';
beforeAll(async () => {
  w = await mailWorld(START);
});
afterAll(() => w.server.close());

const topic = '網站, 開發; 諮詢 \\ 報價';

describe('booking mails', () => {
  it('mails the member and the owner, each with an .ics in Taipei time', async () => {
    const id = await w.book('2026-11-26', '13:00', topic, '第一行\n第二行');
    const mails = await w.mails();
    const member = mails.find((m) => m.to === w.member.email);
    const owner = mails.find((m) => m.to === w.owner.email);
    expect(member?.subject).toBe(`預約確認：${topic}`);
    expect(owner?.subject).toBe(`新預約：${topic}`);
    for (const mail of [member, owner]) {
      expect(mail?.text).toContain('2026年11月26日（四） 13:00–14:00（台北時間）');
      const ics = icsOf(mail);
      expect(ics.calendar.METHOD).toBe('REQUEST');
      expect(ics.timezones).toEqual(['Asia/Taipei']);
      expect(ics.event).toMatchObject({
        UID: `booking-${id}-20261124043000@app.test`,
        SEQUENCE: '0',
        DTSTART: '20261126T130000',
        DTEND: '20261126T140000',
        SUMMARY: topic,
      });
    }
    // The member's mail links the booking screen; the owner's has no link that acts as them.
    expect(member?.links).toHaveLength(2);
    expect(member?.links[0]).toMatch(/^http:\/\/app\.test\/booking\/booking\?link=/);
    expect(member?.links[1]).toMatch(/&action=cancel$/);
    expect(owner?.links).toEqual([]);
    const page = await w.server.app.inject({ url: '/dev/mail' });
    expect(page.body).toContain('附件 booking.ics');
  });

  it('reads the booking by its link, without a login', async () => {
    const token = await w.linkOf(`預約確認：${topic}`);
    const res = await w.link('GET', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { date: '2026-11-26', start: '13:00', topic } });
  });

  it('refuses forged and altered tokens with 404, changing nothing', async () => {
    const token = await w.linkOf(`預約確認：${topic}`);
    const [id, seq, created, member, sig] = token.split('.') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const before = await snapshot(w.server.app, w.server.dataDir);
    const forged = [
      'nonsense',
      `${id}.${seq}.${created}.${member}.${'A'.repeat(43)}`,
      `${Number(id) + 1}.${seq}.${created}.${member}.${sig}`,
      `${id}.${Number(seq) + 1}.${created}.${member}.${sig}`,
      `${id}.${seq}.${created}.${Number(member) + 1}.${sig}`,
      token.slice(0, -1),
    ];
    for (const bad of forged) {
      for (const [method, action, payload] of [
        ['GET', undefined, undefined],
        ['POST', 'cancel', undefined],
        ['POST', 'reschedule', { date: '2026-11-27', start: '10:00' }],
      ] as const) {
        const res = await w.link(method, bad, action, payload);
        expect(res.statusCode, `${bad} ${action}`).toBe(404);
        expect(res.json()).toEqual({ message: L.invalid });
      }
    }
    expect(await snapshot(w.server.app, w.server.dataDir)).toBe(before);
  });

  it('reschedules: 422 and 409 change nothing; then a new time, a new link, the old void', async () => {
    const token = await w.linkOf(`預約確認：${topic}`);
    await w.book('2026-11-27', '11:00', '合作洽談');
    const before = JSON.stringify(await w.rows());
    const taken = await w.link('POST', token, 'reschedule', { date: '2026-11-27', start: '11:00' });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toEqual({ message: '這個時段已被預約，請選擇其他時段' });
    const past = await w.link('POST', token, 'reschedule', { date: '2026-11-24', start: '12:00' });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({
      errors: { start: ['這個時段已經過去，請選擇下一個整點以後的時段'] },
    });
    const bad = await w.link('POST', token, 'reschedule', { date: '2026-11-25', start: '10:30' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { start: ['時段須為 10:00 至 16:00 的整點'] } });
    const none = await w.link('POST', token, 'reschedule', { date: '', start: '10:00' });
    expect(none.json()).toMatchObject({ errors: { date: ['請選擇日期'] } });
    expect(JSON.stringify(await w.rows())).toBe(before);

    const moved = await w.link('POST', token, 'reschedule', { date: '2026-11-28', start: '15:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    const body = moved.json() as { message: string; link: string; data: { start: string } };
    expect(body).toMatchObject({
      message: L.rescheduled,
      data: { date: '2026-11-28', start: '15:00' },
    });
    expect(body.link).not.toBe(token);
    for (const [method, action] of [['GET'], ['POST', 'cancel']] as const) {
      const old = await w.link(method, token, action);
      expect(old.statusCode).toBe(410);
      expect(old.json()).toEqual({ message: L.expired });
    }
    const mail = (await w.mails()).find((m) => m.to === w.member.email);
    expect(mail?.subject).toBe(`預約已改期：${topic}`);
    expect(icsOf(mail).event).toMatchObject({ SEQUENCE: '1', DTSTART: '20261128T150000' });
    expect(await w.linkOf(`預約已改期：${topic}`)).toBe(body.link);
    expect((await w.link('GET', body.link)).statusCode).toBe(200);
  });

  it('cancels by the link once: a cancel mail with the same UID, later uses 410', async () => {
    const token = await w.linkOf(`預約已改期：${topic}`);
    const uid = icsOf((await w.mails()).find((m) => m.to === w.member.email)).event.UID;
    const res = await w.link('POST', token, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '預約已取消' });
    expect((await w.rows()).length).toBe(1);
    const mails = await w.mails();
    for (const to of [w.member.email, w.owner.email]) {
      const mail = mails.find((m) => m.to === to);
      expect(mail?.subject).toBe(`預約已取消：${topic}`);
      expect(mail?.links).toEqual([]);
      const ics = icsOf(mail);
      expect(ics.calendar.METHOD).toBe('CANCEL');
      expect(ics.event).toMatchObject({ UID: uid, SEQUENCE: '2', STATUS: 'CANCELLED' });
    }
    const before = await snapshot(w.server.app, w.server.dataDir);
    for (const [method, action, payload] of [
      ['GET', undefined, undefined],
      ['POST', 'cancel', undefined],
      ['POST', 'reschedule', { date: '2026-11-28', start: '15:00' }],
    ] as const) {
      const again = await w.link(method, token, action, payload);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ message: L.expired });
    }
    expect(await snapshot(w.server.app, w.server.dataDir)).toBe(before);
  });

  it("voids a link once the booking starts, and a member's own cancel voids it too", async () => {
    const token = await w.linkOf('預約確認：合作洽談');
    w.clock.now = Date.parse('2026-11-27T03:00:00Z'); // 11:00 Taipei: it has started
    expect((await w.link('GET', token)).statusCode).toBe(410);
    expect((await w.link('POST', token, 'cancel')).statusCode).toBe(410);
    w.clock.now = Date.parse(START);
    expect((await w.link('GET', token)).statusCode).toBe(200);
    const row = ((await w.rows()) as { id: number; topic: string }[]).find(
      (r) => r.topic === '合作洽談',
    );
    const cancel = await w.server.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${row?.id}`,
      headers: bearer(w.member.token),
    });
    expect(cancel.statusCode).toBe(200);
    expect((await w.link('GET', token)).statusCode).toBe(410);
    const mail = (await w.mails()).find((m) => m.to === w.member.email);
    expect(icsOf(mail).calendar.METHOD).toBe('CANCEL');
  });
});

describe('the reminder', () => {
  it('goes once, one day before; not for a cancelled booking or one booked within a day', async () => {
    w.clock.now = Date.parse(START);
    const reminders = w.server.app.bookingReminders;
    if (!reminders) throw new Error('no reminder runner');
    const kept = await w.book('2026-11-26', '10:00', '作品集與履歷');
    const cancelled = await w.book('2026-11-26', '11:00', '技術問題討論');
    await w.book('2026-11-24', '16:00', '當天的諮詢'); // within a day: the confirmation reminds
    expect(await reminders.runDue()).toBe(0);
    const del = await w.server.app.inject({
      method: 'DELETE',
      url: `/api/bookings/${cancelled}`,
      headers: bearer(w.member.token),
    });
    expect(del.statusCode).toBe(200);
    w.clock.now = Date.parse('2026-11-25T02:00:00Z'); // 24 h before 2026-11-26 10:00 Taipei
    expect(await reminders.runDue()).toBe(1);
    expect(await reminders.runDue()).toBe(0);
    const sent = (await w.mails()).filter((m) => m.subject.startsWith('預約提醒'));
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [w.member.email, '預約提醒：作品集與履歷'],
    ]);
    expect(sent[0]?.text).toContain('2026年11月26日（四） 10:00–11:00（台北時間）');
    expect(icsOf(sent[0]).event.UID).toBe(`booking-${kept}-20261124043000@app.test`);
  });
});
