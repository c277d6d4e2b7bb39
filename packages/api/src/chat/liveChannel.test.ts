import { describe, expect, it, vi } from 'vitest';
import { openLiveChannel, type ChannelState } from './liveChannel.ts';
import type { StreamEvent } from './eventStream.ts';

/** A stream answer that sends `text` and then ends (the connection dropped). */
const streamAnswer = (text: string) =>
  new Response(new Blob([text]).stream(), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });

function harness(answers: (() => Response | Promise<Response>)[], random = 0.5) {
  const requests: Record<string, string>[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const events: StreamEvent[] = [];
  const states: ChannelState[] = [];
  const refused: number[] = [];
  let lastId = 0;
  const fetch = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
    requests.push({ ...(init?.headers as Record<string, string>) });
    const next = answers.shift();
    return next ? Promise.resolve(next()) : new Promise<Response>(() => undefined);
  });
  const close = openLiveChannel({
    url: '/api/chat/conversations/12/events',
    headers: () => ({ 'X-Chat-Visitor': 'token' }),
    lastId: () => lastId,
    onEvent: (event) => {
      events.push(event);
      if (event.id) lastId = Number(event.id);
    },
    onState: (state) => states.push(state),
    onRefused: (status) => refused.push(status),
    fetch: fetch as unknown as typeof globalThis.fetch, // a stand-in with fetch's call shape
    environment: {
      setTimeout: (run, ms) => timers.push({ run, ms }),
      clearTimeout: () => undefined,
      online: () => true,
      onOnline: () => () => undefined,
      random: () => random,
    },
  });
  const settle = () => new Promise((r) => setTimeout(r, 20));
  return { requests, timers, events, states, refused, close, settle };
}

describe('a chat live channel', () => {
  it('spreads each wait over half to one and a half times its length (jitter)', async () => {
    const early = harness([() => new Response('busy', { status: 503 })], 0);
    const late = harness([() => new Response('busy', { status: 503 })], 0.999);
    await early.settle();
    await late.settle();
    expect(early.timers.map((t) => t.ms)).toEqual([500]);
    expect(late.timers.map((t) => t.ms)).toEqual([1499]);
    early.close();
    late.close();
  });

  it('resumes after a drop from the last message id it has, waiting 1 s, then 2 s', async () => {
    const h = harness([
      () => streamAnswer('event: ready\ndata: {}\n\nid: 41\nevent: message\ndata: {"id":41}\n\n'),
      () => new Response('busy', { status: 503 }),
      () => streamAnswer('id: 42\nevent: message\ndata: {"id":42}\n\n'),
    ]);
    await h.settle();
    expect(h.events.map((e) => e.event)).toEqual(['ready', 'message']);
    expect(h.requests[0]).toEqual({ Accept: 'text/event-stream', 'X-Chat-Visitor': 'token' });
    expect(h.timers.map((t) => t.ms)).toEqual([1000]);
    h.timers.shift()?.run();
    await h.settle();
    expect(h.requests[1]?.['Last-Event-ID']).toBe('41');
    expect(h.timers.map((t) => t.ms)).toEqual([2000]);
    h.timers.shift()?.run();
    await h.settle();
    expect(h.events.map((e) => e.id)).toEqual([null, '41', '42']);
    expect(h.states).toEqual([
      'connecting',
      'open',
      'reconnecting',
      'reconnecting',
      'open',
      'reconnecting',
    ]);
    h.close();
  });

  it('stops for good on a refusal (403) and says so', async () => {
    const h = harness([() => new Response('{"message":"只能查看自己的對話"}', { status: 403 })]);
    await h.settle();
    expect(h.refused).toEqual([403]);
    expect(h.timers).toEqual([]);
    expect(h.states.at(-1)).toBe('closed');
  });
});
