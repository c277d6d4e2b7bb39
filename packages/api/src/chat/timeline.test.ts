import { describe, expect, it } from 'vitest';
import { chatMessage } from '../test-utils.ts';
import { dropPending, emptyTimeline, failed, mergeMessages, sending } from './timeline.ts';

const message = (id: number, clientId: string | null = null) => ({
  ...chatMessage('visitor', id),
  client_id: clientId,
});

describe('the chat timeline', () => {
  it('keeps each stored message once, in id order, however often and in whatever order it comes', () => {
    let timeline = mergeMessages(emptyTimeline, [message(3), message(1)]);
    timeline = mergeMessages(timeline, [message(2), message(3)]);
    timeline = mergeMessages(timeline, [message(1), message(4)]);
    expect(timeline.messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(timeline.lastId).toBe(4);
  });

  it('keeps the visitor’s unsent message with its text until it is stored, or failed for a retry', () => {
    let timeline = sending(emptyTimeline, 'c-1', '請問可以退貨嗎？');
    timeline = failed(timeline, 'c-1');
    expect(timeline.pending).toEqual([
      { clientId: 'c-1', body: '請問可以退貨嗎？', state: 'failed' },
    ]);
    timeline = sending(timeline, 'c-1', '請問可以退貨嗎？');
    expect(timeline.pending).toHaveLength(1);
    timeline = mergeMessages(timeline, [message(9, 'c-1')]);
    expect(timeline.pending).toEqual([]);
    expect(timeline.messages.map((m) => m.id)).toEqual([9]);
  });

  it('drops a message refused for good', () => {
    expect(dropPending(sending(emptyTimeline, 'c-2', ''), 'c-2').pending).toEqual([]);
  });
});
