// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { CHAT_MESSAGES } from '@folio/rules';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client.ts';
import { mockApiServer } from '../test-setup.tsx';
import { BASE_URL, chatConversation, chatMessage, loggedIn, url } from '../test-utils.ts';
import { createChatInboxHooks } from './useChatInbox.ts';

const server = mockApiServer(cleanup);

/** A live channel that sends what `push` gives it and stays open until the test ends. */
function channel() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const pending: string[] = [];
  return {
    response: () =>
      new HttpResponse(
        new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
            for (const text of pending.splice(0)) c.enqueue(new TextEncoder().encode(text));
          },
        }),
        { headers: { 'Content-Type': 'text/event-stream' } },
      ),
    push(event: string, data: unknown) {
      const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      if (controller) controller.enqueue(new TextEncoder().encode(text));
      else pending.push(text);
    },
  };
}

const hooks = () =>
  createChatInboxHooks(createApiClient({ baseUrl: BASE_URL, storage: loggedIn() }), {
    baseUrl: BASE_URL,
    newClientId: () => 'c-1',
  });

describe('useChatInbox', () => {
  it('reads the list asked for, and again whenever the live channel says a conversation changed', async () => {
    const live = channel();
    const asked: string[] = [];
    let waiting = [chatConversation('waiting')];
    server.use(
      http.get(url('/chat/inbox'), ({ request }) => {
        asked.push(
          `${new URL(request.url).searchParams.get('status')} ${request.headers.get('authorization')}`,
        );
        return HttpResponse.json({
          data: waiting,
          meta: { current_page: 1, last_page: 1, per_page: 20, total: waiting.length },
          counts: { waiting: waiting.length, mine: 0 },
        });
      }),
      http.get(url('/chat/inbox/events'), () => live.response()),
    );
    const { useChatInbox } = hooks();
    const { result } = renderHook(() => useChatInbox('waiting'));
    await waitFor(() => expect(result.current.conversations).toHaveLength(1));
    expect(result.current.counts).toEqual({ waiting: 1, mine: 0 });
    waiting = [...waiting, chatConversation('waiting', 13)];
    live.push('conversation', chatConversation('waiting', 13));
    await waitFor(() => expect(result.current.conversations).toHaveLength(2));
    expect(asked.every((line) => line === 'waiting Bearer 7|secret')).toBe(true);
  });

  it("shows the server's message to a member who is not an administrator", async () => {
    server.use(
      http.get(url('/chat/inbox'), () =>
        HttpResponse.json({ message: CHAT_MESSAGES.adminOnly }, { status: 403 }),
      ),
      http.get(url('/chat/inbox/events'), () =>
        HttpResponse.json({ message: CHAT_MESSAGES.adminOnly }, { status: 403 }),
      ),
    );
    const { useChatInbox } = hooks();
    const { result } = renderHook(() => useChatInbox('waiting'));
    await waitFor(() => expect(result.current.error).toBe(CHAT_MESSAGES.adminOnly));
    expect(result.current.conversations).toBeNull();
  });
});

describe('useAgentChat', () => {
  it('reads the conversation from its live channel, takes it over, answers, and marks it read', async () => {
    const live = channel();
    const seen: string[] = [];
    server.use(
      http.get(url('/chat/conversations/12/events'), ({ request }) => {
        seen.push(`stream ${request.headers.get('last-event-id') ?? 'from the start'}`);
        return live.response();
      }),
      http.post(url('/chat/conversations/12/takeover'), () => {
        seen.push('takeover');
        return HttpResponse.json({ data: chatConversation('agent') });
      }),
      http.post(url('/chat/conversations/12/messages'), async ({ request }) => {
        seen.push(`send ${JSON.stringify(await request.json())}`);
        return HttpResponse.json(
          {
            data: {
              ...chatMessage('agent', 50),
              author_name: 'Admin',
              body: '您好',
              client_id: 'c-1',
            },
            replies: [],
          },
          { status: 201 },
        );
      }),
      http.post(url('/chat/conversations/12/read'), async ({ request }) => {
        seen.push(`read ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ data: chatConversation('agent') });
      }),
    );
    live.push('ready', { conversation: chatConversation('waiting') });
    live.push('message', chatMessage('visitor', 41));
    const { useAgentChat } = hooks();
    const { result } = renderHook(() => useAgentChat(12));
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual([41]));
    expect(result.current.conversation?.status).toBe('waiting');

    act(() => result.current.takeOver());
    await waitFor(() => expect(result.current.conversation?.status).toBe('agent'));
    act(() => result.current.send('您好'));
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual([41, 50]));
    expect(result.current.pending).toEqual([]);
    await waitFor(() => expect(seen).toContain('read {"last_read_id":50}'));
    // Read as soon as it is held (41), then after the answer (50).
    expect(seen).toContain('read {"last_read_id":41}');
    expect(seen.filter((line) => !line.startsWith('read'))).toEqual([
      'stream from the start',
      'takeover',
      'send {"body":"您好","client_id":"c-1"}',
    ]);
  });

  it('keeps a refused answer with its text and the reason, to retry', async () => {
    const live = channel();
    server.use(
      http.get(url('/chat/conversations/12/events'), () => live.response()),
      http.post(url('/chat/conversations/12/messages'), () =>
        HttpResponse.json({ message: CHAT_MESSAGES.notTaken }, { status: 409 }),
      ),
    );
    live.push('ready', { conversation: chatConversation('waiting') });
    const { useAgentChat } = hooks();
    const { result } = renderHook(() => useAgentChat(12));
    await waitFor(() => expect(result.current.conversation).not.toBeNull());
    act(() => result.current.send('您好'));
    await waitFor(() => expect(result.current.error).toBe(CHAT_MESSAGES.notTaken));
    expect(result.current.pending).toEqual([{ clientId: 'c-1', body: '您好', state: 'failed' }]);
  });
});
