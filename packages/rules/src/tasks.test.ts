import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  canScheduleMore,
  formatTaipeiTime,
  isTaskActive,
  MAX_RECIPIENTS,
  minimumMinutes,
  parseRecipients,
  parseTaipeiTime,
  TASK_MESSAGES as M,
  TASK_STATE_LABELS,
  TASK_STATES,
  taskErrors,
  taskFormErrors,
  taskPercent,
} from './tasks.ts';
import { CONTROL_CHARACTER_MESSAGE } from './text.ts';

const valid = {
  recipients: ['a@example.com', 'b@example.com'],
  subject: '十一月電子報',
  content: '各位好，這是本月的消息。',
};

describe('recipients', () => {
  it('splits on commas, semicolons, spaces, new lines and full-width separators', () => {
    expect(parseRecipients(' a@x.tw, b@x.tw;c@x.tw\n\nd@x.tw，e@x.tw、f@x.tw  ')).toEqual([
      'a@x.tw',
      'b@x.tw',
      'c@x.tw',
      'd@x.tw',
      'e@x.tw',
      'f@x.tw',
    ]);
    expect(parseRecipients('   ')).toEqual([]);
  });

  it('needs 1 to 20 well-formed, distinct addresses', () => {
    const now = new Date('2026-11-25T10:00:00+08:00');
    expect(taskErrors(valid, now)).toEqual({});
    expect(taskErrors({ ...valid, recipients: [] }, now).recipients).toBe(M.recipientsRequired);
    expect(taskErrors({ ...valid, recipients: ['a@example.com', 'nope'] }, now).recipients).toBe(
      M.recipientFormat,
    );
    const many = (n: number) => Array.from({ length: n }, (_, i) => `u${i}@example.com`);
    expect(taskErrors({ ...valid, recipients: many(MAX_RECIPIENTS) }, now)).toEqual({});
    expect(taskErrors({ ...valid, recipients: many(MAX_RECIPIENTS + 1) }, now).recipients).toBe(
      M.recipientsTooMany,
    );
    expect(
      taskErrors({ ...valid, recipients: ['a@example.com', 'A@Example.com'] }, now).recipients,
    ).toBe(M.recipientsDuplicate);
  });
});

describe('subject and content', () => {
  const now = new Date('2026-11-25T10:00:00+08:00');

  it('are required, blank counts as empty', () => {
    expect(taskErrors({ recipients: valid.recipients }, now)).toEqual({
      subject: M.subjectRequired,
      content: M.contentRequired,
    });
    expect(taskErrors({ ...valid, subject: '  ', content: '\n' }, now)).toEqual({
      subject: M.subjectRequired,
      content: M.contentRequired,
    });
  });

  it('count characters, not bytes: 100 and 2000 Chinese characters pass, one more fails', () => {
    expect(
      taskErrors({ ...valid, subject: '字'.repeat(100), content: '文'.repeat(2000) }, now),
    ).toEqual({});
    expect(taskErrors({ ...valid, subject: '字'.repeat(101) }, now).subject).toBe(M.subjectTooLong);
    expect(taskErrors({ ...valid, content: '文'.repeat(2001) }, now).content).toBe(
      M.contentTooLong,
    );
    // An emoji is one character (two UTF-16 units).
    expect(taskErrors({ ...valid, subject: '😀'.repeat(100) }, now)).toEqual({});
  });

  it('refuse a control character in the subject or a recipient (a CR/LF could add a header)', () => {
    for (const subject of ['主旨\r\nBcc: x@example.com', '主\n旨', 'a\tb', 'a\u0000b', 'a\u0085b'])
      expect(taskErrors({ ...valid, subject }, now)).toEqual({ subject: M.subjectControl });
    expect(
      taskErrors({ ...valid, recipients: ['a@example.com\r\nBcc: x@example.com'] }, now),
    ).toEqual({ recipients: M.recipientControl });
    // Content is the body: its lines stay.
    expect(taskErrors({ ...valid, content: '第一行\r\n第二行' }, now)).toEqual({});
    // Any other control character is refused there as in every text field, with its words.
    for (const content of ['響鈴\u0007', 'a\u0000b', 'a\u007fb', 'a\u000bb'])
      expect(taskErrors({ ...valid, content }, now)).toEqual({ content: M.contentControl });
    expect(taskErrors({ ...valid, content: '欄一\t欄二\r\n' }, now)).toEqual({});
    expect(M.contentControl).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(M.subjectControl).toBe('主旨不可含換行或控制字元');
    expect(M.recipientControl).toBe('收件人不可含換行或控制字元');
  });
});

describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
  'start time with TZ=%s',
  (zone) => {
    beforeAll(() => {
      vi.stubEnv('TZ', zone);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });
    const now = new Date('2026-11-25T10:00:00+08:00');

    it('runs in that zone', () => {
      expect(new Date('2026-11-25T00:00:00Z').getTimezoneOffset()).toBe(
        { UTC: 0, 'America/Los_Angeles': 480, 'Pacific/Kiritimati': -840 }[zone],
      );
    });

    it('reads start times as Taipei wall clock, in the contract form or the browser form', () => {
      expect(parseTaipeiTime('2026-11-25 10:00:00')?.toISOString()).toBe(
        '2026-11-25T02:00:00.000Z',
      );
      expect(parseTaipeiTime('2026-11-25T10:30')?.toISOString()).toBe('2026-11-25T02:30:00.000Z');
      expect(parseTaipeiTime('2026-02-30 10:00:00')).toBeNull();
      expect(parseTaipeiTime('2026-11-25 24:00:00')).toBeNull();
      expect(parseTaipeiTime('tomorrow')).toBeNull();
      expect(formatTaipeiTime(new Date('2026-11-24T16:05:09Z'))).toBe('2026-11-25 00:05:09');
    });

    it('starts now (no time), or later within 7 days, never in the past', () => {
      expect(taskErrors({ ...valid, start_at: null }, now)).toEqual({});
      expect(taskErrors({ ...valid, start_at: '' }, now)).toEqual({});
      expect(taskErrors({ ...valid, start_at: '2026-11-25 10:00:00' }, now)).toEqual({});
      // A minute of grace for the time it took to send.
      expect(taskErrors({ ...valid, start_at: '2026-11-25 09:59:00' }, now)).toEqual({});
      expect(taskErrors({ ...valid, start_at: '2026-11-25 09:58:59' }, now).start_at).toBe(
        M.startPast,
      );
      expect(taskErrors({ ...valid, start_at: '2026-12-02 10:00:00' }, now)).toEqual({});
      expect(taskErrors({ ...valid, start_at: '2026-12-02 10:00:01' }, now).start_at).toBe(
        M.startTooFar,
      );
      expect(taskErrors({ ...valid, start_at: '2026/12/01 10:00' }, now).start_at).toBe(
        M.startFormat,
      );
    });
  },
);

describe('states and progress', () => {
  it('has five states, two of them active, each with a label', () => {
    expect(TASK_STATES).toEqual(['waiting', 'running', 'done', 'failed', 'cancelled']);
    expect(TASK_STATES.filter(isTaskActive)).toEqual(['waiting', 'running']);
    expect(Object.keys(TASK_STATE_LABELS).sort()).toEqual([...TASK_STATES].sort());
  });

  it('allows five active tasks per member', () => {
    expect(canScheduleMore(4)).toBe(true);
    expect(canScheduleMore(5)).toBe(false);
  });

  it('gives whole percents, rounded down, within 0 to 100', () => {
    expect(taskPercent(0, 3)).toBe(0);
    expect(taskPercent(1, 3)).toBe(33);
    expect(taskPercent(2, 3)).toBe(66);
    expect(taskPercent(3, 3)).toBe(100);
    expect(taskPercent(0, 0)).toBe(0);
    expect(taskPercent(5, 3)).toBe(100);
  });

  it('sends at most 30 mails a minute', () => {
    expect(minimumMinutes(1)).toBe(1);
    expect(minimumMinutes(30)).toBe(1);
    expect(minimumMinutes(31)).toBe(2);
  });

  it('words the limits with their numbers', () => {
    expect(M.recipientsTooMany).toBe('收件人最多 20 位');
    expect(M.subjectTooLong).toBe('主旨不可超過 100 個字');
    expect(M.contentTooLong).toBe('內容不可超過 2000 個字');
    expect(M.startTooFar).toBe('開始時間須在 7 天內');
    expect(M.limitReached).toBe('進行中的任務最多 5 個，請等其他任務結束');
  });
});

describe('the form', () => {
  const now = new Date('2026-11-25T10:00:00+08:00');

  it('asks for a start time only when "later" is chosen, and ignores one typed before "now"', () => {
    expect(taskFormErrors({ ...valid, later: false, start_at: 'junk' }, now)).toEqual({});
    expect(taskFormErrors({ ...valid, later: true, start_at: '' }, now)).toEqual({
      start_at: M.startRequired,
    });
    expect(taskFormErrors({ ...valid, later: true }, now)).toEqual({ start_at: M.startRequired });
    expect(taskFormErrors({ ...valid, later: true, start_at: '2026-11-25 12:00:00' }, now)).toEqual(
      {},
    );
    expect(
      taskFormErrors({ ...valid, later: true, start_at: '2026-11-20 12:00:00' }, now).start_at,
    ).toBe(M.startPast);
  });
});
