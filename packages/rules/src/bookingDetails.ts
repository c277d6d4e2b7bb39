import { CONTROL_CHARACTER_MESSAGE } from './text.ts';

/**
 * What a booking is about (docs/requirements.md §5 "Booking", docs/adr/0017 "What a booking
 * says"): a topic, one line, required, and an optional note. The topic is free text; the screen
 * offers BOOKING_TOPICS as suggestions, so a visitor rarely types but is never limited to them.
 */

/** A topic holds at most this many characters (code points) once trimmed. */
export const BOOKING_TOPIC_MAX_LENGTH = 50;
/** A note holds at most this many characters (code points) once trimmed. */
export const BOOKING_NOTE_MAX_LENGTH = 500;

/** The topics the booking screen suggests (any other text is taken too). */
export const BOOKING_TOPICS = ['作品集與履歷', '網站開發諮詢', '技術問題討論', '合作洽談'] as const;

/** The topic of a booking made before topics existed (migration 015_booking_details). */
export const BOOKING_DEFAULT_TOPIC = '一對一諮詢';

export const BOOKING_DETAIL_MESSAGES = {
  topicRequired: '請輸入諮詢主題',
  topicTooLong: `諮詢主題不可超過 ${BOOKING_TOPIC_MAX_LENGTH} 個字`,
  noteTooLong: `備註不可超過 ${BOOKING_NOTE_MAX_LENGTH} 個字`,
  controlCharacter: CONTROL_CHARACTER_MESSAGE,
} as const;

/** A topic is one line: no control character at all (tab and line breaks included). */
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const TOPIC_CONTROL = /[\u0000-\u001f\u007f]/u;
/** A note may break lines (and hold tabs): the other control characters are refused. */
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const NOTE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

const length = (text: string) => [...text].length;

export interface BookingDetails {
  topic: string;
  note?: string | null;
}

/** The first message each field breaks (`topic`, `note`); empty when both may be stored. */
export function bookingDetailErrors(
  input: Partial<BookingDetails>,
): Partial<Record<'topic' | 'note', string>> {
  const errors: Partial<Record<'topic' | 'note', string>> = {};
  const topic = input.topic?.trim() ?? '';
  const note = input.note?.trim() ?? '';
  if (topic === '') errors.topic = BOOKING_DETAIL_MESSAGES.topicRequired;
  else if (TOPIC_CONTROL.test(topic)) errors.topic = BOOKING_DETAIL_MESSAGES.controlCharacter;
  else if (length(topic) > BOOKING_TOPIC_MAX_LENGTH)
    errors.topic = BOOKING_DETAIL_MESSAGES.topicTooLong;
  if (NOTE_CONTROL.test(note)) errors.note = BOOKING_DETAIL_MESSAGES.controlCharacter;
  else if (length(note) > BOOKING_NOTE_MAX_LENGTH)
    errors.note = BOOKING_DETAIL_MESSAGES.noteTooLong;
  return errors;
}
