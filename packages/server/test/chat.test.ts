import { CHAT_MAX_MESSAGES, CHAT_MESSAGES, CHAT_MESSAGE_MAX_LENGTH } from '@folio/rules';
import { describe, expect, it } from 'vitest';
import { bearer, expectContract, startServer, testEngine } from './helpers.ts';
import { serverForSuite } from './suite-server.ts';
import { storeAccount } from './accounts.ts';

/**
 * The customer-service chat on the engine under test (docs/adr/0032-live-chat.md): visitors with
 * and without an account, the assistant, the hand-off to an administrator, isolation, bad input
 * that stores nothing, limits. The live channel is chat-live.test.ts'.
 */

const server = serverForSuite({ rateLimits: { chatStart: { limit: 1000, windowMs: 60_000 } } });

/** An account (member or administrator) and a token of theirs, made in the store. */
async function account(role: 'member' | 'admin' = 'member') {
  const { id, name, token } = await storeAccount(server.app, { role });
  return { id, name, headers: bearer(token) };
}

type Headers = Record<string, string>;
interface Conversation {
  id: number;
  status: string;
  agent_name: string | null;
  visitor_name: string;
  last_message_id: number;
  visitor_read_id: number;
  agent_read_id: number;
  rating: number | null;
}
interface Message {
  id: number;
  sender: string;
  body: string;
  source: string | null;
  suggest_handoff: boolean;
}

const api = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: unknown) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload !== undefined && { payload: payload as never }),
  });

/** A new visitor without an account: their conversation and the header that is theirs. */
async function visitor() {
  const res = await api('POST', '/chat/conversations');
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { data: Conversation; visitor_token: string };
  return { conversation: body.data, headers: { 'x-chat-visitor': body.visitor_token } };
}

const send = (id: number, headers: Headers, body: unknown) =>
  api('POST', `/chat/conversations/${id}/messages`, headers, body);
const history = async (id: number, headers: Headers) => {
  const res = await api('GET', `/chat/conversations/${id}/messages?after=0`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Message[] }).data;
};
const count = async () =>
  Number(
    (
      await server.app.store.db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`the chat (${testEngine})`, () => {
  it('gives a new visitor a token once, greets them, and continues their open conversation', async () => {
    const res = await api('POST', '/chat/conversations');
    await expectContract('startChatConversation', res, res.statusCode);
    const { data, visitor_token: token } = res.json() as {
      data: Conversation;
      visitor_token: string;
    };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({ status: 'assistant', agent_name: null });
    expect(data.visitor_name).toMatch(/^訪客 #\d+$/);
    const again = await api('POST', '/chat/conversations', { 'x-chat-visitor': token });
    await expectContract('startChatConversation', again, again.statusCode);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data });
    const messages = await history(data.id, { 'x-chat-visitor': token });
    expect(messages).toMatchObject([{ sender: 'assistant', body: CHAT_MESSAGES.greeting }]);
    // The token is stored hashed only.
    const stored = await server.app.store.db.selectFrom('chat_visitors').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers at once from the FAQ, and offers a person when it does not know', async () => {
    const { conversation, headers } = await visitor();
    const res = await send(conversation.id, headers, { body: '  我想退貨  ', client_id: 'q-1' });
    await expectContract('sendChatMessage', res, res.statusCode);
    expect(res.statusCode).toBe(201);
    const sent = res.json() as { data: Message; replies: Message[] };
    expect(sent.data).toMatchObject({ sender: 'visitor', body: '我想退貨' });
    expect(sent.replies).toMatchObject([
      { sender: 'assistant', source: 'faq:refund', suggest_handoff: false },
    ]);
    expect(sent.replies[0]?.body).toContain('30 天內');
    const unknown = (await send(conversation.id, headers, { body: '今天天氣如何' })).json() as {
      replies: Message[];
    };
    expect(unknown.replies).toMatchObject([
      { body: CHAT_MESSAGES.unknown, suggest_handoff: true, source: null },
    ]);
  });

  it('stores a retry of one client_id once (200, the same message)', async () => {
    const { conversation, headers } = await visitor();
    const first = await send(conversation.id, headers, { body: '運費怎麼算', client_id: 'same' });
    expect(first.statusCode).toBe(201);
    const before = await count();
    const retry = await send(conversation.id, headers, { body: '運費怎麼算', client_id: 'same' });
    await expectContract('sendChatMessage', retry, retry.statusCode);
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as { data: Message }).data).toEqual(
      (first.json() as { data: Message }).data,
    );
    expect(await count()).toBe(before);
  });

  it('refuses empty, too long and unprintable messages with their message, storing nothing', async () => {
    const { conversation, headers } = await visitor();
    const before = await count();
    const cases: [unknown, string, string][] = [
      [{ body: '' }, 'body', CHAT_MESSAGES.bodyRequired],
      [{ body: '   \n ' }, 'body', CHAT_MESSAGES.bodyRequired],
      [{}, 'body', CHAT_MESSAGES.bodyRequired],
      [{ body: '字'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, 'body', CHAT_MESSAGES.bodyTooLong],
      [{ body: 'a\u0000b' }, 'body', CHAT_MESSAGES.bodyInvalid],
      [{ body: 42 }, 'body', CHAT_MESSAGES.bodyRequired],
      [{ body: '你好', client_id: 'no spaces allowed' }, 'client_id', CHAT_MESSAGES.clientIdFormat],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send(conversation.id, headers, payload);
      await expectContract('sendChatMessage', res, res.statusCode);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a flood (429 with its message) and stores nothing of it', async () => {
    const flooded = await startServer({
      rateLimits: { chatSend: { limit: 3, windowMs: 60_000 } },
    });
    try {
      const start = await flooded.app.inject({ method: 'POST', url: '/api/chat/conversations' });
      const { data, visitor_token: token } = start.json() as {
        data: Conversation;
        visitor_token: string;
      };
      const post = (body: string) =>
        flooded.app.inject({
          method: 'POST',
          url: `/api/chat/conversations/${data.id}/messages`,
          headers: { 'x-chat-visitor': token },
          payload: { body },
        });
      for (const n of [1, 2, 3]) expect((await post(`第 ${n} 則`)).statusCode).toBe(201);
      const stored = await flooded.app.store.db.selectFrom('chat_messages').selectAll().execute();
      const res = await post('第 4 則');
      await expectContract('sendChatMessage', res, res.statusCode);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: CHAT_MESSAGES.flood });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await flooded.app.store.db.selectFrom('chat_messages').selectAll().execute()).toEqual(
        stored,
      );
    } finally {
      await flooded.close();
    }
  });

  it("keeps a visitor's conversation theirs: 401 without a token, 403 for anyone else but an administrator", async () => {
    const owner = await visitor();
    const other = await visitor();
    const member = await account();
    const id = owner.conversation.id;
    const refused: Headers[] = [
      {},
      { 'x-chat-visitor': 'x'.repeat(43) },
      { 'x-chat-visitor': 'short' },
    ];
    for (const headers of refused) {
      const res = await api('GET', `/chat/conversations/${id}`, headers);
      await expectContract('getChatConversation', res, res.statusCode);
      expect(res.statusCode).toBe(401);
    }
    for (const headers of [other.headers, member.headers]) {
      for (const [method, url, payload] of [
        ['GET', `/chat/conversations/${id}`],
        ['GET', `/chat/conversations/${id}/messages`],
        ['POST', `/chat/conversations/${id}/messages`, { body: '偷看' }],
        ['POST', `/chat/conversations/${id}/typing`],
        ['POST', `/chat/conversations/${id}/read`, { last_read_id: 1 }],
        ['POST', `/chat/conversations/${id}/handoff`],
        ['POST', `/chat/conversations/${id}/close`],
        ['POST', `/chat/conversations/${id}/rating`, { score: 1 }],
        ['GET', `/chat/conversations/${id}/events`],
      ] as const) {
        const res = await api(method, url, headers, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ message: CHAT_MESSAGES.notYours });
      }
    }
    const missing = await api('GET', '/chat/conversations/2147480000', owner.headers);
    await expectContract('getChatConversation', missing, missing.statusCode);
    expect(missing.statusCode).toBe(404);
    const own = await api('GET', `/chat/conversations/${id}`, owner.headers);
    await expectContract('getChatConversation', own, own.statusCode);
    expect(own.statusCode).toBe(200);
    const list = await api('GET', '/chat/conversations', other.headers);
    await expectContract('listChatConversations', list, list.statusCode);
    expect((list.json() as { data: Conversation[] }).data.map((c) => c.id)).toEqual([
      other.conversation.id,
    ]);
    expect((await api('GET', '/chat/conversations')).statusCode).toBe(401);
  });

  it('hands over to a person: waiting in the inbox, taken over, answered, read, closed, rated once', async () => {
    const { conversation, headers } = await visitor();
    const id = conversation.id;
    const admin = await account('admin');
    const other = await account('admin');
    const member = await account();

    const handed = await send(id, headers, { body: '我要找真人客服' });
    expect((handed.json() as { replies: Message[] }).replies).toMatchObject([
      { sender: 'system', body: CHAT_MESSAGES.handedOff },
    ]);
    const again = await api('POST', `/chat/conversations/${id}/handoff`, headers);
    await expectContract('requestChatAgent', again, again.statusCode);
    expect((again.json() as { data: Conversation }).data.status).toBe('waiting');
    // While waiting the assistant is quiet.
    expect((await send(id, headers, { body: '還在嗎' })).json()).toMatchObject({ replies: [] });

    const inbox = await api('GET', '/chat/inbox?status=waiting', admin.headers);
    await expectContract('listChatInbox', inbox, inbox.statusCode);
    const listed = inbox.json() as { data: Conversation[]; counts: { waiting: number } };
    expect(listed.data.map((c) => c.id)).toContain(id);
    expect(listed.counts.waiting).toBeGreaterThan(0);
    for (const res of [
      await api('GET', '/chat/inbox', member.headers),
      await api('POST', `/chat/conversations/${id}/takeover`, member.headers),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: CHAT_MESSAGES.adminOnly });
    }
    const early = await send(id, admin.headers, { body: '您好' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: CHAT_MESSAGES.notTaken });

    const taken = await api('POST', `/chat/conversations/${id}/takeover`, admin.headers);
    await expectContract('takeOverChatConversation', taken, taken.statusCode);
    expect((taken.json() as { data: Conversation }).data).toMatchObject({
      status: 'agent',
      agent_name: admin.name,
    });
    const lost = await api('POST', `/chat/conversations/${id}/takeover`, other.headers);
    await expectContract('takeOverChatConversation', lost, lost.statusCode);
    expect(lost.statusCode).toBe(409);
    expect(lost.json()).toEqual({ message: CHAT_MESSAGES.takenByOther });
    expect((await send(id, other.headers, { body: '插話' })).json()).toEqual({
      message: CHAT_MESSAGES.takenByOther,
    });

    const reply = await send(id, admin.headers, { body: '您好，我來協助您。' });
    expect(reply.statusCode).toBe(201);
    const replied = (reply.json() as { data: Message }).data;
    expect(replied).toMatchObject({ sender: 'agent' });
    const read = await api('POST', `/chat/conversations/${id}/read`, headers, {
      last_read_id: replied.id + 1000,
    });
    await expectContract('markChatRead', read, read.statusCode);
    expect((read.json() as { data: Conversation }).data.visitor_read_id).toBe(replied.id);
    const typing = await api('POST', `/chat/conversations/${id}/typing`, headers);
    await expectContract('sendChatTyping', typing, typing.statusCode);
    expect(typing.statusCode).toBe(204);

    const early2 = await api('POST', `/chat/conversations/${id}/rating`, headers, { score: 5 });
    await expectContract('rateChatConversation', early2, early2.statusCode);
    expect(early2.json()).toEqual({ message: CHAT_MESSAGES.notClosed });
    const closed = await api('POST', `/chat/conversations/${id}/close`, admin.headers);
    await expectContract('closeChatConversation', closed, closed.statusCode);
    expect((closed.json() as { data: Conversation }).data.status).toBe('closed');
    const twice = await api('POST', `/chat/conversations/${id}/close`, headers);
    await expectContract('closeChatConversation', twice, twice.statusCode);
    expect(twice.json()).toEqual({ message: CHAT_MESSAGES.closed });
    expect((await send(id, headers, { body: '還有問題' })).json()).toEqual({
      message: CHAT_MESSAGES.closed,
    });
    for (const closedCall of [
      await api('POST', `/chat/conversations/${id}/typing`, headers),
      await api('POST', `/chat/conversations/${id}/handoff`, headers),
    ])
      expect(closedCall.statusCode).toBe(409);

    const byAdmin = await api('POST', `/chat/conversations/${id}/rating`, admin.headers, {
      score: 5,
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ message: CHAT_MESSAGES.ownerOnly });
    const bad = await api('POST', `/chat/conversations/${id}/rating`, headers, { score: 6 });
    await expectContract('rateChatConversation', bad, bad.statusCode);
    expect(bad.json()).toMatchObject({ errors: { score: [CHAT_MESSAGES.scoreRange] } });
    const rated = await api('POST', `/chat/conversations/${id}/rating`, headers, {
      score: 5,
      comment: ' 回覆很快 ',
    });
    await expectContract('rateChatConversation', rated, rated.statusCode);
    expect((rated.json() as { data: Conversation }).data.rating).toBe(5);
    const rerate = await api('POST', `/chat/conversations/${id}/rating`, headers, { score: 1 });
    expect(rerate.json()).toEqual({ message: CHAT_MESSAGES.alreadyRated });

    const senders = (await history(id, admin.headers)).map((m) => m.sender);
    expect(senders).toEqual([
      'assistant',
      'visitor',
      'system',
      'visitor',
      'system',
      'agent',
      'system',
    ]);
    // A closed conversation lets the visitor start a new one.
    const next = await api('POST', '/chat/conversations', headers);
    expect(next.statusCode).toBe(201);
    expect((next.json() as { data: Conversation }).data.id).not.toBe(id);
  });

  it('keeps a member their own conversation by their account', async () => {
    const member = await account();
    const res = await api('POST', '/chat/conversations', member.headers);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { data: Conversation; visitor_token?: string };
    expect(body.visitor_token).toBeUndefined();
    expect(body.data.visitor_name).toBe(member.name);
  });

  it('refuses a message once a conversation holds the most it may (409), storing nothing', async () => {
    const { conversation, headers } = await visitor();
    await server.app.store.db
      .updateTable('chat_conversations')
      .set({ message_count: CHAT_MAX_MESSAGES })
      .where('id', '=', conversation.id)
      .execute();
    const before = await count();
    const res = await send(conversation.id, headers, { body: '還有一則' });
    await expectContract('sendChatMessage', res, res.statusCode);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CHAT_MESSAGES.full });
    expect(await count()).toBe(before);
  });

  it('reads history after an id, in pages', async () => {
    const { conversation, headers } = await visitor();
    for (const n of [1, 2, 3]) await send(conversation.id, headers, { body: `問題 ${n}` });
    const all = await history(conversation.id, headers);
    const page = await api(
      'GET',
      `/chat/conversations/${conversation.id}/messages?after=${all[0]?.id}&limit=2`,
      headers,
    );
    await expectContract('listChatMessages', page, page.statusCode);
    const body = page.json() as { data: Message[]; has_more: boolean };
    expect(body.data.map((m) => m.id)).toEqual(all.slice(1, 3).map((m) => m.id));
    expect(body.has_more).toBe(true);
    for (const query of ['after=-1', 'limit=0', 'limit=101', 'after=x']) {
      const bad = await api(
        'GET',
        `/chat/conversations/${conversation.id}/messages?${query}`,
        headers,
      );
      await expectContract('listChatMessages', bad, bad.statusCode);
      expect(bad.statusCode, query).toBe(422);
    }
  });
});
