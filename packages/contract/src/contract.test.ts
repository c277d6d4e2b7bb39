import { readFileSync } from 'node:fs';
import {
  BOOKING_MESSAGES,
  MAX_CONTENT_LENGTH,
  MAX_RECIPIENTS,
  MAX_SUBJECT_LENGTH,
  TASK_MESSAGES,
  type SlotStart,
  type TaskState,
} from '@folio/rules';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { operationInfo } from './generated/operations.ts';
import type {
  SlotStart as ContractSlotStart,
  TaskState as ContractTaskState,
} from './generated/schema.ts';

/**
 * The contract covers exactly the calls of docs/requirements.md §7 (the two GET /events rows are one operation)
 * and sends the bearer token exactly where docs/requirements.md §6 and §7 say. These lists are copied from docs/requirements.md on
 * purpose: they are what openapi.yaml is checked against.
 */
const specCalls = [
  'POST /login',
  'POST /register',
  'POST /check-email',
  'GET /email/verify/{id}/{hash}',
  'GET /auth/check-token',
  'POST /user/change-password',
  'POST /logout',
  'GET /ping',
  'POST /resend-verification-email',
  'POST /forgot-password',
  'POST /reset-password',
  'GET /events',
  'GET /events/{id}',
  'POST /events',
  'POST /events/{id}',
  'GET /slots',
  'GET /bookings',
  'POST /bookings',
  'DELETE /bookings/{id}',
  'GET /tasks',
  'POST /tasks',
  'GET /tasks/{id}',
  'POST /tasks/{id}/cancel',
];

const specSecured = [
  'GET /auth/check-token',
  'POST /user/change-password',
  'POST /logout',
  'POST /events',
  'POST /events/{id}',
  'GET /bookings',
  'POST /bookings',
  'DELETE /bookings/{id}',
  'GET /tasks',
  'POST /tasks',
  'GET /tasks/{id}',
  'POST /tasks/{id}/cancel',
];

const ops = Object.values(operationInfo);
const key = (op: (typeof ops)[number]) => `${op.method} ${op.path}`;

describe('openapi.yaml', () => {
  it('has exactly the method+path set of docs/requirements.md §7', () => {
    expect(ops.map(key).sort()).toEqual([...specCalls].sort());
  });

  it('secures exactly the operations of docs/requirements.md §6', () => {
    expect(
      ops
        .filter((op) => op.secured)
        .map(key)
        .sort(),
    ).toEqual([...specSecured].sort());
  });

  it('sends multipart only for event create and update', () => {
    expect(
      ops
        .filter((op) => op.multipart !== null)
        .map(key)
        .sort(),
    ).toEqual(['POST /events', 'POST /events/{id}']);
  });
});

describe('openapi.yaml and @folio/rules', () => {
  const spec = readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8');
  /** The validation table rows of the booking and task operations: [field, message]. */
  const rows = [...spec.matchAll(/^ {4}\| ([^|]+) \| (\w+) \| [^|]+ \| ([^|]+) \|$/gm)]
    .filter(([, ops]) => /listSlots|createBooking|createTask/.test(ops ?? ''))
    .map(([, , field, message]) => [field, message?.trim()]);

  it('gives the booking and task fields exactly the messages of the rules', () => {
    const messages = new Set(rows.map(([, message]) => message));
    const fieldMessages = [
      BOOKING_MESSAGES.dateRequired,
      BOOKING_MESSAGES.dateFormat,
      BOOKING_MESSAGES.dateInPast,
      BOOKING_MESSAGES.dateTooFar,
      BOOKING_MESSAGES.startRequired,
      BOOKING_MESSAGES.startNotSlot,
      BOOKING_MESSAGES.startPast,
      TASK_MESSAGES.recipientsRequired,
      TASK_MESSAGES.recipientFormat,
      TASK_MESSAGES.recipientsTooMany,
      TASK_MESSAGES.recipientsDuplicate,
      TASK_MESSAGES.subjectRequired,
      TASK_MESSAGES.subjectTooLong,
      TASK_MESSAGES.contentRequired,
      TASK_MESSAGES.contentTooLong,
      TASK_MESSAGES.startFormat,
      TASK_MESSAGES.startPast,
      TASK_MESSAGES.startTooFar,
    ];
    expect([...messages].sort()).toEqual([...fieldMessages].sort());
    expect(rows.length).toBeGreaterThanOrEqual(fieldMessages.length);
  });

  it('has the limits of the rules in the task request schema', () => {
    const request = spec.slice(spec.indexOf('    MailTaskRequest:'));
    expect(request).toContain(`maxItems: ${MAX_RECIPIENTS}`);
    expect(request).toContain(`maxLength: ${MAX_SUBJECT_LENGTH}`);
    expect(request).toContain(`maxLength: ${MAX_CONTENT_LENGTH}`);
  });

  it('names the same slot starts and task states', () => {
    expectTypeOf<ContractSlotStart>().toEqualTypeOf<SlotStart>();
    expectTypeOf<ContractTaskState>().toEqualTypeOf<TaskState>();
  });

  it('quotes the conflict messages of the rules in its examples', () => {
    for (const message of [
      BOOKING_MESSAGES.slotTaken,
      BOOKING_MESSAGES.limitReached,
      BOOKING_MESSAGES.notOwner,
      BOOKING_MESSAGES.notFound,
      BOOKING_MESSAGES.alreadyStarted,
      BOOKING_MESSAGES.booked,
      BOOKING_MESSAGES.cancelled,
      TASK_MESSAGES.limitReached,
      TASK_MESSAGES.notOwner,
      TASK_MESSAGES.notFound,
      TASK_MESSAGES.alreadyEnded,
      TASK_MESSAGES.created,
      TASK_MESSAGES.cancelled,
    ])
      expect(spec).toContain(`message: ${message}`);
  });
});
