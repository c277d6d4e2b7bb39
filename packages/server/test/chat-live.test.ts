import type { AddressInfo } from 'node:net';
import { CHAT_MESSAGES } from '@folio/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, sha256Hex } from '../src/crypto.ts';
import { bearer, startServer, testEngine } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';
import { openStream, type SseEvent } from './sse-client.ts';

/**
 * The chat's live channel over real HTTP on the engine under test (docs/adr/0032-live-chat.md):
 * `ready`, then what was missed, then each event as it is stored; a reconnect with
 * `Last-Event-ID` gets exactly what it lacks. Two processes on one PostgreSQL database:
 * multi-process.test.ts.
 */

let base = '';

const server = serverForSuite({
  rateLimits: {
    chatStart: { limit: 1000, windowMs: 60_000 },
    chatSend: { limit: 1000, windowMs: 60_000 },
    chatStream: { limit: 1000, windowMs: 60_000 },
  },
});
beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api`;
});

interface Message {
  id: number;
  sender: string;
  body: string;
}
type Headers = Record<string, string>;

async function call(method: string, url: string, headers: Headers = {}, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as never };
}

async function visitor() {
  const { body } = await call('POST', '/chat/conversations');
  const started = body as { data: { id: number }; visitor_token: string };
  return { id: started.data.id, headers: { 'x-chat-visitor': started.visitor_token } };
}

async function administrator() {
  const user = await server.app.store.users.create({
    name: '客服小林',
    email: `live-${Math.random().toString(36).slice(2, 10)}@example.com`,
    passwordHash: await hashPassword('Secret#123'),
    verifiedAt: new Date().toISOString(),
  });
  await server.app.store.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('id', '=', user.id)
    .execute();
  const tokenId = await server.app.store.tokens.issue(user.id, sha256Hex('livesecret'));
  return bearer(`${tokenId}|livesecret`);
}

const isMessage = (event: SseEvent) => event.event === 'message';
const idsOf = (events: SseEvent[]) => events.filter(isMessage).map((event) => Number(event.id));
const stored = async (id: number) =>
  (
    await server.app.store.db
      .selectFrom('chat_messages')
      .select('id')
      .where('conversation_id', '=', id)
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

describe(`the chat's live channel (${testEngine})`, () => {
  it('sends ready, the history, then the assistant, the agent, typing and status live', async () => {
    const { id, headers } = await visitor();
    const admin = await administrator();
    const stream = await openStream(`${base}/chat/conversations/${id}/events`, headers);
    try {
      expect(stream.status).toBe(200);
      const ready = await stream.next();
      expect(ready).toMatchObject({ event: 'ready', data: { conversation: { id } } });
      expect((await stream.next(isMessage)).data).toMatchObject({
        sender: 'assistant',
        body: CHAT_MESSAGES.greeting,
      });

      await call('POST', `/chat/conversations/${id}/messages`, headers, { body: '運費怎麼算' });
      expect((await stream.next(isMessage)).data).toMatchObject({ sender: 'visitor' });
      expect((await stream.next(isMessage)).data).toMatchObject({
        sender: 'assistant',
        source: 'faq:shipping',
      });

      await call('POST', `/chat/conversations/${id}/handoff`, headers);
      const status = (wanted: string) => (e: SseEvent) =>
        e.event === 'conversation' && (e.data as { status: string }).status === wanted;
      expect((await stream.next(status('waiting'))).data).toMatchObject({ status: 'waiting' });
      await call('POST', `/chat/conversations/${id}/takeover`, admin);
      expect(
        (
          await stream.next(
            (e) => e.event === 'conversation' && (e.data as { status: string }).status === 'agent',
          )
        ).data,
      ).toMatchObject({ agent_name: '客服小林' });
      await call('POST', `/chat/conversations/${id}/typing`, admin);
      expect((await stream.next((e) => e.event === 'typing')).data).toEqual({
        sender: 'agent',
        name: '客服小林',
      });
      await call('POST', `/chat/conversations/${id}/messages`, admin, { body: '您好！' });
      expect(
        (await stream.next((e) => isMessage(e) && (e.data as Message).sender === 'agent')).data,
      ).toMatchObject({
        body: '您好！',
      });
      expect(idsOf(stream.events)).toEqual(await stored(id));
    } finally {
      stream.close();
    }
  });

  it('resumes after Last-Event-ID with exactly the messages missed, none twice', async () => {
    const { id, headers } = await visitor();
    const first = await openStream(`${base}/chat/conversations/${id}/events`, headers);
    await call('POST', `/chat/conversations/${id}/messages`, headers, { body: '我想退貨' });
    await first.next(
      (e) =>
        isMessage(e) &&
        (e.data as Message).sender === 'assistant' &&
        (e.data as Message).body !== CHAT_MESSAGES.greeting,
    );
    const seen = idsOf(first.events);
    first.close();
    // While disconnected: two questions and their answers.
    for (const body of ['運費怎麼算', '有折扣碼嗎'])
      await call('POST', `/chat/conversations/${id}/messages`, headers, { body });
    const all = await stored(id);
    const second = await openStream(`${base}/chat/conversations/${id}/events?after=0`, {
      ...headers,
      'last-event-id': String(seen.at(-1)),
    });
    await second.next((e) => isMessage(e) && Number(e.id) === all.at(-1));
    second.close();
    expect([...seen, ...idsOf(second.events)]).toEqual(all);
  });

  it('delivers each of many messages sent at once exactly once, in id order', async () => {
    const { id, headers } = await visitor();
    const admin = await administrator();
    await call('POST', `/chat/conversations/${id}/handoff`, headers);
    await call('POST', `/chat/conversations/${id}/takeover`, admin);
    const stream = await openStream(`${base}/chat/conversations/${id}/events`, headers);
    try {
      await stream.next((e) => e.event === 'ready');
      await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          call('POST', `/chat/conversations/${id}/messages`, n % 2 ? headers : admin, {
            body: `第 ${n} 則`,
          }),
        ),
      );
      const all = await stored(id);
      const lastId = all.at(-1);
      await stream.next((e) => isMessage(e) && Number(e.id) === lastId);
      expect(idsOf(stream.events)).toEqual(all);
    } finally {
      stream.close();
    }
  });

  it("tells the inbox's administrators of every conversation's changes", async () => {
    const admin = await administrator();
    const inbox = await openStream(`${base}/chat/inbox/events`, admin);
    try {
      expect(inbox.status).toBe(200);
      await inbox.next((e) => e.event === 'ready');
      const { id, headers } = await visitor();
      await call('POST', `/chat/conversations/${id}/handoff`, headers);
      const changed = await inbox.next(
        (e) =>
          e.event === 'conversation' &&
          (e.data as { id: number; status: string }).status === 'waiting' &&
          (e.data as { id: number }).id === id,
      );
      expect(changed.data).toMatchObject({ id, status: 'waiting' });
    } finally {
      inbox.close();
    }
  });

  it('refuses a stream before it starts with the JSON answers of the contract', async () => {
    const { id, headers } = await visitor();
    const other = await visitor();
    expect((await openStream(`${base}/chat/conversations/${id}/events`)).status).toBe(401);
    expect(
      (await openStream(`${base}/chat/conversations/${id}/events`, other.headers)).status,
    ).toBe(403);
    expect((await openStream(`${base}/chat/conversations/2147480000/events`, headers)).status).toBe(
      404,
    );
    expect(
      (await openStream(`${base}/chat/conversations/${id}/events?after=-1`, headers)).status,
    ).toBe(422);
    expect((await openStream(`${base}/chat/inbox/events`, headers)).status).toBe(401);
  });

  it('ends open streams when the server closes, so that it can', async () => {
    const own = await startServer();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}/api`;
    const start = await fetch(`${url}/chat/conversations`, { method: 'POST' });
    const { data, visitor_token: token } = (await start.json()) as {
      data: { id: number };
      visitor_token: string;
    };
    const stream = await openStream(`${url}/chat/conversations/${data.id}/events`, {
      'x-chat-visitor': token,
    });
    await stream.next((e) => e.event === 'ready');
    expect(own.app.chatHub.size).toBe(1);
    await own.close();
    await stream.ended;
    expect(own.app.chatHub.size).toBe(0);
  });
});
