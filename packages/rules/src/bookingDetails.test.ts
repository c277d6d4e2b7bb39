import { describe, expect, it } from 'vitest';
import {
  BOOKING_DETAIL_MESSAGES as M,
  BOOKING_NOTE_MAX_LENGTH,
  BOOKING_TOPIC_MAX_LENGTH,
  BOOKING_TOPICS,
  bookingDetailErrors,
} from './bookingDetails.ts';

describe('bookingDetailErrors', () => {
  it('takes a suggested topic, free text and no note', () => {
    for (const topic of [...BOOKING_TOPICS, '聊聊 React 19'])
      expect(bookingDetailErrors({ topic })).toEqual({});
    expect(bookingDetailErrors({ topic: '合作洽談', note: '第一行\n第二行\t縮排' })).toEqual({});
  });

  it('asks for a topic when it is missing or only spaces', () => {
    expect(bookingDetailErrors({})).toEqual({ topic: M.topicRequired });
    expect(bookingDetailErrors({ topic: ' \u3000 ' })).toEqual({ topic: M.topicRequired });
  });

  it('counts characters, not UTF-16 units, once trimmed', () => {
    const emoji = '😀'.repeat(BOOKING_TOPIC_MAX_LENGTH);
    expect(bookingDetailErrors({ topic: ` ${emoji} ` })).toEqual({});
    expect(bookingDetailErrors({ topic: `${emoji}字` })).toEqual({ topic: M.topicTooLong });
    expect(M.topicTooLong).toBe('諮詢主題不可超過 50 個字');
    const note = '字'.repeat(BOOKING_NOTE_MAX_LENGTH);
    expect(bookingDetailErrors({ topic: 'x', note })).toEqual({});
    expect(bookingDetailErrors({ topic: 'x', note: `${note}!` })).toEqual({ note: M.noteTooLong });
  });

  it('keeps a topic on one line and a note free of other control characters', () => {
    for (const topic of ['a\nb', 'a\rb', 'a\tb', 'a\u0000b', 'a\u007fb'])
      expect(bookingDetailErrors({ topic })).toEqual({ topic: '不可含控制字元' });
    expect(bookingDetailErrors({ topic: 'x', note: 'a\u0007b' })).toEqual({
      note: '不可含控制字元',
    });
  });
});
