import { BOOKING_DETAIL_MESSAGES as M } from '@folio/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, sha256Hex } from '../src/crypto.ts';
import { bearer } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';

/**
 * What a booking says (docs/adr/0017 "What a booking says"), on the engine under test: a topic,
 * required, one line, at most 50 characters once trimmed, and an optional note of at most 500;
 * refused input answers the rules' words and stores nothing.
 */

/** The server's clock: 2026-11-24 12:30 in Taipei. */
const clock = Date.parse('2026-11-24T04:30:00Z');
let token: string;

const server = serverForSuite({ now: () => clock });
beforeAll(async () => {
  const user = await server.app.store.users.create({
    name: '主題會員',
    email: `topic-${Math.random().toString(36).slice(2, 8)}@example.com`,
    passwordHash: await hashPassword('Secret#123'),
    verifiedAt: new Date(clock).toISOString(),
  });
  const secret = `secret${Math.random().toString(36).slice(2, 12)}`;
  token = `${await server.app.store.tokens.issue(user.id, sha256Hex(secret))}|${secret}`;
});

const book = (payload: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { date: '2026-11-25', start: '10:00', ...payload },
    headers: bearer(token),
  });
const rows = () => server.app.store.db.selectFrom('bookings').selectAll().orderBy('id').execute();

describe('a booking says what it is about', () => {
  it('refuses a missing, long or multi-line topic and a long note, storing nothing', async () => {
    const before = JSON.stringify(await rows());
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { topic: [M.topicRequired] }],
      [{ topic: '   ' }, { topic: [M.topicRequired] }],
      [{ topic: '字'.repeat(51) }, { topic: [M.topicTooLong] }],
      [{ topic: '第一行\n第二行' }, { topic: ['不可含控制字元'] }],
      [{ topic: '主題\t縮排' }, { topic: ['不可含控制字元'] }],
      [{ topic: '響鈴\u0007' }, { topic: ['不可含控制字元'] }],
      [{ topic: '合作洽談', note: '字'.repeat(501) }, { note: [M.noteTooLong] }],
      [{ topic: '合作洽談', note: '退格\u0008' }, { note: ['不可含控制字元'] }],
      [{ topic: 7 }, { topic: [M.topicRequired] }],
      [
        { date: '', topic: '' },
        { date: ['請選擇日期'], topic: [M.topicRequired] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await book(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const body = res.json() as { message: string; errors: unknown };
      expect(body.errors, JSON.stringify(payload)).toEqual(errors);
      expect(body.message.startsWith(Object.values(errors)[0]?.[0] ?? '?')).toBe(true);
    }
    expect(JSON.stringify(await rows())).toBe(before);
  });

  it('stores the topic and note trimmed, shows them in 我的預約, and a note may be left out', async () => {
    const topic = '字'.repeat(50);
    const first = await book({ topic: `  ${topic} `, note: ' 第一行\n第二行 ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ data: { topic, note: '第一行\n第二行' } });
    const second = await book({ start: '11:00', topic: '作品集與履歷', note: '   ' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ data: { topic: '作品集與履歷', note: null } });
    const mine = await server.app.inject({ url: '/api/bookings', headers: bearer(token) });
    const data = (mine.json() as { data: { topic: string; note: string | null }[] }).data;
    expect(data.map(({ topic: t, note }) => [t, note])).toEqual([
      [topic, '第一行\n第二行'],
      ['作品集與履歷', null],
    ]);
  });
});
