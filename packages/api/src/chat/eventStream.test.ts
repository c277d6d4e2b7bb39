import { describe, expect, it } from 'vitest';
import { eventStreamParser } from './eventStream.ts';

describe('eventStreamParser', () => {
  it('reads events split anywhere across chunks, with their ids and types', () => {
    const feed = eventStreamParser();
    const text =
      'event: ready\ndata: {"conversation":{"id":12}}\n\n: heartbeat\n\nid: 41\nevent: message\ndata: {"id":41}\n\n';
    const events = [...text].flatMap((char) => feed(char));
    expect(events).toEqual([
      { event: 'ready', id: null, data: '{"conversation":{"id":12}}' },
      { event: 'message', id: '41', data: '{"id":41}' },
    ]);
  });

  it('joins data lines, accepts CRLF, ignores comments and unknown fields', () => {
    const feed = eventStreamParser();
    expect(feed('data: a\r\ndata: b\r\nretry: 5\r\n\r\n')).toEqual([
      { event: 'message', id: null, data: 'a\nb' },
    ]);
    expect(feed(': only a comment\n\n')).toEqual([]);
  });

  it('keeps an unfinished event until its blank line comes', () => {
    const feed = eventStreamParser();
    expect(feed('event: typing\ndata: {}')).toEqual([]);
    expect(feed('\n\n')).toEqual([{ event: 'typing', id: null, data: '{}' }]);
  });
});
