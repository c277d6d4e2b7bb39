// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { mockApiServer } from '../test-setup.tsx';
import {
  BASE_URL,
  chatConversation,
  chatMessage,
  loggedIn,
  MemoryStorage,
  url,
} from '../test-utils.ts';
import { CHAT_VISITOR_KEY, createChatHooks } from './useChat.ts';

const server = mockApiServer(cleanup);

/** A live channel that sends `events` and then stays open until the test ends. */
function stream(events: string) {
  return new HttpResponse(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(events));
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );
}

/** The visitor's side of conversation 12: what each call carried. */
function conversation12(options: { token?: string } = {}) {
  const seen: string[] = [];
  const who = (request: Request) =>
    request.headers.get('x-chat-visitor') ?? request.headers.get('authorization') ?? 'nobody';
  server.use(
    http.post(url('/chat/conversations'), ({ request }) => {
      seen.push(`start ${who(request)}`);
      return HttpResponse.json(
        {
          data: chatConversation(),
          ...(options.token && { visitor_token: options.token }),
        },
        { status: options.token ? 201 : 200 },
      );
    }),
    http.get(url('/chat/conversations/12/messages'), ({ request }) => {
      seen.push(`history ${who(request)} ${new URL(request.url).search}`);
      return HttpResponse.json({ data: [chatMessage('assistant', 45)], has_more: false });
    }),
    http.get(url('/chat/conversations/12/events'), ({ request }) => {
      seen.push(`stream ${who(request)} ${request.headers.get('last-event-id') ?? ''}`);
      return stream(
        `event: ready\ndata: ${JSON.stringify({ conversation: chatConversation() })}\n\n`,
      );
    }),
    http.post(url('/chat/conversations/12/read'), async ({ request }) => {
      seen.push(`read ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ data: chatConversation() });
    }),
  );
  return seen;
}

describe('useChat', () => {
  it('starts as a new visitor, keeps the token, reads the history and opens the live channel', async () => {
    const storage = new MemoryStorage();
    const seen = conversation12({ token: 'v'.repeat(43) });
    const { useChat } = createChatHooks(createApiClient({ baseUrl: BASE_URL, storage }), {
      baseUrl: BASE_URL,
      storage,
    });
    const { result, unmount } = renderHook(() => useChat());
    await waitFor(() => expect(result.current.connection).toBe('open'));
    expect(storage.getItem(CHAT_VISITOR_KEY)).toBe('v'.repeat(43));
    expect(result.current.status).toBe('assistant');
    expect(result.current.messages.map((m) => m.id)).toEqual([45]);
    await waitFor(() => expect(seen).toContain('read {"last_read_id":45}'));
    expect(seen.slice(0, 3)).toEqual([
      'start nobody',
      `history ${'v'.repeat(43)} ?after=0`,
      // The live channel resumes after the last message it has.
      `stream ${'v'.repeat(43)} 45`,
    ]);
    unmount();
  });

  it('a member speaks by their session, not a visitor token', async () => {
    const storage = loggedIn();
    storage.setItem(CHAT_VISITOR_KEY, 'old-visitor');
    const seen = conversation12();
    const { useChat } = createChatHooks(createApiClient({ baseUrl: BASE_URL, storage }), {
      baseUrl: BASE_URL,
      storage,
    });
    const { result, unmount } = renderHook(() => useChat());
    await waitFor(() => expect(result.current.connection).toBe('open'));
    expect(seen.slice(0, 3)).toEqual([
      'start Bearer 7|secret',
      'history Bearer 7|secret ?after=0',
      'stream Bearer 7|secret 45',
    ]);
    unmount();
  });

  it('a message that fails stays with its text; the retry sends the same client id and stores it once', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CHAT_VISITOR_KEY, 'known-visitor');
    conversation12();
    const sent: string[] = [];
    let fail = true;
    server.use(
      http.post(url('/chat/conversations/12/messages'), async ({ request }) => {
        const body = (await request.json()) as { body: string; client_id: string };
        sent.push(`${body.client_id} ${body.body}`);
        if (fail) return HttpResponse.json({ message: '伺服器發生錯誤' }, { status: 503 });
        const stored = { ...chatMessage('visitor', 41), client_id: body.client_id };
        return HttpResponse.json(
          { data: stored, replies: [chatMessage('assistant', 42)] },
          { status: 201 },
        );
      }),
    );
    const { useChat } = createChatHooks(createApiClient({ baseUrl: BASE_URL, storage }), {
      baseUrl: BASE_URL,
      storage,
      newClientId: () => 'c-1',
    });
    const { result, unmount } = renderHook(() => useChat());
    await waitFor(() => expect(result.current.status).toBe('assistant'));
    act(() => result.current.send('請問可以退貨嗎？'));
    await waitFor(() =>
      expect(result.current.pending).toEqual([
        { clientId: 'c-1', body: '請問可以退貨嗎？', state: 'failed' },
      ]),
    );
    expect(result.current.error).toBe('伺服器發生錯誤');
    fail = false;
    act(() => result.current.retry('c-1'));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(result.current.messages.map((m) => m.id)).toEqual([41, 42, 45]);
    expect(result.current.error).toBeNull();
    expect(sent).toEqual(['c-1 請問可以退貨嗎？', 'c-1 請問可以退貨嗎？']);
    unmount();
  });

  it('a visitor token the server no longer knows is dropped and a new one kept', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CHAT_VISITOR_KEY, 'forgotten');
    const seen = conversation12({ token: 'n'.repeat(43) });
    server.use(
      http.post(url('/chat/conversations'), ({ request }) => {
        if (request.headers.get('x-chat-visitor') === 'forgotten')
          return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
        seen.push('start again');
        return HttpResponse.json(
          { data: chatConversation(), visitor_token: 'n'.repeat(43) },
          { status: 201 },
        );
      }),
    );
    const { useChat } = createChatHooks(createApiClient({ baseUrl: BASE_URL, storage }), {
      baseUrl: BASE_URL,
      storage,
    });
    const { result, unmount } = renderHook(() => useChat());
    await waitFor(() => expect(result.current.status).toBe('assistant'));
    expect(seen[0]).toBe('start again');
    expect(storage.getItem(CHAT_VISITOR_KEY)).toBe('n'.repeat(43));
    unmount();
  });

  it('a conversation that cannot start says so', async () => {
    server.use(
      http.post(url('/chat/conversations'), () =>
        HttpResponse.json({ message: '開始對話的次數過多，請稍後再試' }, { status: 429 }),
      ),
    );
    const storage = new MemoryStorage();
    const { useChat } = createChatHooks(createApiClient({ baseUrl: BASE_URL, storage }), {
      baseUrl: BASE_URL,
      storage,
    });
    const { result, unmount } = renderHook(() => useChat());
    await waitFor(() => expect(result.current.error).toBe('開始對話的次數過多，請稍後再試'));
    expect(result.current.status).toBeNull();
    unmount();
  });
});
