/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHAT_BODY_PATTERN,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES as M,
  chatMessageError,
  isChatOpen,
  visitorName,
} from './chat.ts';
import { BOOKING_FACTS, MAX_UPCOMING_BOOKINGS } from './booking.ts';
import { FAQ_ENTRIES } from './faq.ts';

const requirements = readFileSync(
  new URL('../../../docs/requirements.md', import.meta.url),
  'utf8',
);
const quoted = new Set([...requirements.matchAll(/`([^`]+)`/g)].map(([, text]) => text));

describe('a chat message', () => {
  it('is 1 to 1000 characters once trimmed, counted as the contract counts (code points)', () => {
    expect(chatMessageError('請問可以退貨嗎？')).toBeNull();
    expect(chatMessageError('')).toBe(M.bodyRequired);
    expect(chatMessageError(' \n\t ')).toBe(M.bodyRequired);
    expect(chatMessageError('字'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBeNull();
    expect(chatMessageError(`  ${'字'.repeat(CHAT_MESSAGE_MAX_LENGTH)}  `)).toBeNull();
    expect(chatMessageError('字'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe(M.bodyTooLong);
    // An emoji is one character, as Ajv's maxLength counts it.
    expect(chatMessageError('😀'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBeNull();
  });

  it('holds no control characters but tab and new line, as the contract pattern says', () => {
    const pattern = new RegExp(CHAT_BODY_PATTERN, 'u');
    for (const text of ['第一行\n第二行', 'a\tb', '<b>不是 HTML</b>']) {
      expect(chatMessageError(text)).toBeNull();
      expect(pattern.test(text)).toBe(true);
    }
    for (const text of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\rb']) {
      expect(chatMessageError(text)).toBe(M.bodyInvalid);
      expect(pattern.test(text)).toBe(false);
    }
  });
});

describe('the chat', () => {
  it('is open until closed', () => {
    expect(isChatOpen('assistant')).toBe(true);
    expect(isChatOpen('waiting')).toBe(true);
    expect(isChatOpen('agent')).toBe(true);
    expect(isChatOpen('closed')).toBe(false);
  });

  it('names a visitor without an account by number', () => {
    expect(visitorName(5)).toBe('訪客 #5');
  });

  it('quotes its field messages and answers exactly in docs/requirements.md §5 and §8', () => {
    const texts = [
      M.bodyRequired,
      M.bodyTooLong,
      M.bodyInvalid,
      M.clientIdFormat,
      M.afterInvalid,
      M.limitInvalid,
      M.filterInvalid,
      M.lastReadInvalid,
      M.scoreRequired,
      M.scoreRange,
      M.commentTooLong,
      M.notYours,
      M.adminOnly,
      M.notFound,
      M.closed,
      M.full,
      M.takenByOther,
      M.notTaken,
      M.notClosed,
      M.alreadyRated,
      M.ownerOnly,
      M.flood,
      M.tooManyStarts,
      M.tooManyStreams,
      M.unknown,
      M.handedOff,
      M.sendFailed,
      M.retry,
      M.reconnecting,
      M.offline,
    ];
    expect(texts.filter((text) => !quoted.has(text))).toEqual([]);
  });
});

describe('what the assistant knows', () => {
  it('has the five FAQ entries of the FAQ page, each with keywords', () => {
    expect(FAQ_ENTRIES.map((entry) => entry.id)).toEqual([
      'refund',
      'contact',
      'promotions',
      'shipping',
      'order-changes',
    ]);
    expect(FAQ_ENTRIES[0]?.answer).toContain('30 天內');
    for (const entry of FAQ_ENTRIES) expect(entry.keywords.length).toBeGreaterThan(3);
  });

  it('tells the booking rules from their constants', () => {
    const limit = BOOKING_FACTS.find((fact) => fact.id === 'limit');
    expect(limit?.answer).toContain(`最多保留 ${MAX_UPCOMING_BOOKINGS} 個`);
    expect(BOOKING_FACTS.find((fact) => fact.id === 'slots')?.answer).toContain('10:00 至 17:00');
  });
});
