import { CHAT_TYPING_SHOWN_MS } from '@folio/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openConversationChannel, type TypingSide } from './conversationChannel.ts';

/** A stream answer holding these server-sent events, then ending. */
const stream = (events: { event: string; data: unknown }[]) =>
  new Response(
    new Blob(events.map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`)).stream(),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

const message = (id: number, sender: string) => ({ id, sender, body: `m${id}` });

async function follow(watches: TypingSide, events: { event: string; data: unknown }[]) {
  const seen: { messages: number[]; conversations: unknown[]; typing: (string | null)[] } = {
    messages: [],
    conversations: [],
    typing: [],
  };
  // The events once; a reconnect after the stream ends then waits for ever.
  const fetch = vi
    .fn(() => new Promise<Response>(() => undefined))
    .mockImplementationOnce(() => Promise.resolve(stream(events)));
  const close = openConversationChannel({
    baseUrl: '/api',
    id: 7,
    watches,
    headers: () => ({}),
    lastId: () => 0,
    fetch: fetch as unknown as typeof globalThis.fetch, // a stand-in with fetch's call shape
    onState: () => undefined,
    onRefused: () => undefined,
    onMessage: (m) => seen.messages.push(m.id),
    onConversation: (c) => seen.conversations.push(c),
    onTyping: (name) => seen.typing.push(name),
  });
  // Turns of the event loop (not timers: one test fakes them) until the first event is in.
  for (let turn = 0; turn < 200 && !seen.messages.length && !seen.typing.length; turn++)
    await new Promise((resolve) => setImmediate(resolve));
  return { seen, close, fetch };
}

afterEach(() => vi.useRealTimers());

describe('openConversationChannel', () => {
  it('follows the conversation’s own events URL and hands each kind of event on', async () => {
    const { seen, close, fetch } = await follow('staff', [
      { event: 'ready', data: { conversation: { id: 7, status: 'bot' } } },
      { event: 'message', data: message(1, 'visitor') },
      { event: 'conversation', data: { id: 7, status: 'agent' } },
      { event: 'message', data: message(2, 'agent') },
    ]);
    await vi.waitFor(() => expect(seen.messages).toEqual([1, 2]));
    expect(fetch.mock.calls[0]).toContainEqual('/api/chat/conversations/7/events');
    expect(seen.conversations).toEqual([
      { id: 7, status: 'bot' },
      { id: 7, status: 'agent' },
    ]);
    close();
  });

  it('shows only the watched side’s typing, and a message from that side ends it', async () => {
    const { seen, close } = await follow('staff', [
      { event: 'typing', data: { sender: 'visitor', name: '訪客' } },
      { event: 'typing', data: { sender: 'agent', name: '王小明' } },
      { event: 'message', data: message(3, 'visitor') },
      { event: 'message', data: message(4, 'agent') },
    ]);
    await vi.waitFor(() => expect(seen.messages).toEqual([3, 4]));
    // The visitor's own typing is not shown; their message does not end the agent's notice.
    expect(seen.typing).toEqual(['王小明', null]);
    close();
  });

  it('ends a typing notice after CHAT_TYPING_SHOWN_MS when no message follows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { seen, close } = await follow('visitor', [
      { event: 'typing', data: { sender: 'visitor', name: '訪客' } },
    ]);
    expect(seen.typing).toEqual(['訪客']);
    vi.advanceTimersByTime(CHAT_TYPING_SHOWN_MS - 1);
    expect(seen.typing).toEqual(['訪客']);
    vi.advanceTimersByTime(1);
    expect(seen.typing).toEqual(['訪客', null]);
    close();
  });
});
