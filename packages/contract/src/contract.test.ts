import { readFileSync } from 'node:fs';
import {
  BOOKING_DETAIL_MESSAGES,
  BOOKING_MESSAGES,
  CHAT_MESSAGES,
  type ChatStatus,
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
  ChatStatus as ContractChatStatus,
  SlotStart as ContractSlotStart,
  TaskState as ContractTaskState,
} from './generated/schema.ts';

/**
 * The contract covers exactly the calls of docs/requirements.md §7 (the two GET /events rows are one operation)
 * and sends the bearer token exactly where docs/requirements.md §6 and §7 say. These lists are copied from docs/requirements.md on
 * purpose: they are what openapi.yaml is checked against. The calls that need no bearer token
 * come first, then those that send it: together, every call of §7, each written once.
 */
const specOpen = [
  'POST /login',
  'POST /register',
  'POST /check-email',
  'GET /email/verify/{id}/{hash}',
  'GET /ping',
  'POST /resend-verification-email',
  'POST /forgot-password',
  'POST /reset-password',
  'POST /login-link',
  'POST /login-link/login',
  'GET /events',
  'GET /events/{id}',
  'GET /slots',
  'GET /booking-links/{token}',
  'POST /booking-links/{token}/cancel',
  'POST /booking-links/{token}/reschedule',
  'GET /shops',
  'GET /shops/{company_flag}/categories',
  'GET /spec-types',
  'GET /products',
  'GET /products/{id}',
  'GET /signin/providers',
  'POST /signin/providers/{provider}',
  'POST /signin/callback',
  'GET /health/live',
  'GET /health/ready',
  'POST /payments/notify',
  'POST /payments/sandbox/checkout',
  'GET /payments/sandbox/sessions/{token}',
  'POST /payments/sandbox/sessions/{token}/complete',
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
  'GET /manage/tasks',
  'POST /manage/tasks/{id}/retry',
  'GET /manage/bookings',
  'POST /manage/bookings/{id}/cancel',
  'POST /manage/shops/{company_flag}/categories',
  'PATCH /manage/shops/{company_flag}/categories/{id}',
  'DELETE /manage/shops/{company_flag}/categories/{id}',
  'POST /manage/spec-types',
  'PUT /manage/spec-types/{id}',
  'DELETE /manage/spec-types/{id}',
  'GET /manage/products',
  'POST /manage/products',
  'GET /manage/products/{id}',
  'PUT /manage/products/{id}',
  'DELETE /manage/products/{id}',
  'POST /manage/product-images',
  'GET /user/providers',
  'POST /user/providers/{provider}',
  'DELETE /user/providers/{provider}',
  // The chat's: a bearer token, or for some a visitor's X-Chat-Visitor (docs/requirements.md §7).
  'POST /chat/conversations',
  'GET /chat/conversations',
  'GET /chat/conversations/{id}',
  'GET /chat/conversations/{id}/messages',
  'POST /chat/conversations/{id}/messages',
  'GET /chat/conversations/{id}/events',
  'POST /chat/conversations/{id}/typing',
  'POST /chat/conversations/{id}/read',
  'POST /chat/conversations/{id}/handoff',
  'POST /chat/conversations/{id}/takeover',
  'POST /chat/conversations/{id}/close',
  'POST /chat/conversations/{id}/rating',
  'GET /chat/inbox',
  'GET /chat/inbox/events',
  // The checkout's and the delivery's: a bearer token, or for the cart a visitor's X-Cart-Token
  // (docs/requirements.md §7); the gateway's notice and the sandbox's pages need none.
  'GET /cart',
  'POST /cart/lines',
  'PATCH /cart/lines/{id}',
  'DELETE /cart/lines/{id}',
  'POST /cart/merge',
  'GET /checkout/quote',
  'GET /orders',
  'POST /orders',
  'GET /orders/{id}',
  'POST /orders/{id}/cancel',
  'POST /orders/{id}/payment',
  'GET /manage/orders',
  'POST /manage/orders/{id}/cancel',
  'POST /manage/orders/{id}/handover',
  'GET /carrier/orders',
  'POST /carrier/orders/{id}/status',
];
const specCalls = [...specOpen, ...specSecured];

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

  it('sends multipart only for event create and update and the product image upload', () => {
    expect(
      ops
        .filter((op) => op.multipart !== null)
        .map(key)
        .sort(),
    ).toEqual(['POST /events', 'POST /events/{id}', 'POST /manage/product-images']);
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
      // A booking's topic and note (docs/adr/0017).
      BOOKING_DETAIL_MESSAGES.topicRequired,
      BOOKING_DETAIL_MESSAGES.topicTooLong,
      BOOKING_DETAIL_MESSAGES.noteTooLong,
      BOOKING_DETAIL_MESSAGES.controlCharacter,
      TASK_MESSAGES.recipientsRequired,
      TASK_MESSAGES.recipientNotOwn,
      TASK_MESSAGES.recipientControl,
      TASK_MESSAGES.recipientFormat,
      TASK_MESSAGES.recipientsTooMany,
      TASK_MESSAGES.recipientsDuplicate,
      TASK_MESSAGES.subjectRequired,
      TASK_MESSAGES.subjectControl,
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

  it('gives the chat fields exactly the messages of the rules', () => {
    const chatRows = [...spec.matchAll(/^ {4}\| ([^|]+) \| (\w+) \| [^|]+ \| ([^|]+) \|$/gm)]
      .filter(([, ops]) => /Chat/.test(ops ?? ''))
      .map(([, , , message]) => message?.trim());
    expect([...new Set(chatRows)].sort()).toEqual(
      [
        CHAT_MESSAGES.bodyRequired,
        CHAT_MESSAGES.bodyTooLong,
        CHAT_MESSAGES.bodyInvalid,
        CHAT_MESSAGES.clientIdFormat,
        CHAT_MESSAGES.afterInvalid,
        CHAT_MESSAGES.limitInvalid,
        CHAT_MESSAGES.filterInvalid,
        '頁碼須為正整數', // the events list's page rule (packages/server/src/messages.ts)
        CHAT_MESSAGES.lastReadInvalid,
        CHAT_MESSAGES.scoreRequired,
        CHAT_MESSAGES.scoreRange,
        CHAT_MESSAGES.commentTooLong,
      ].sort(),
    );
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
    expectTypeOf<ContractChatStatus>().toEqualTypeOf<ChatStatus>();
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
      CHAT_MESSAGES.notYours,
      CHAT_MESSAGES.adminOnly,
      CHAT_MESSAGES.notFound,
      CHAT_MESSAGES.closed,
      CHAT_MESSAGES.full,
      CHAT_MESSAGES.takenByOther,
      CHAT_MESSAGES.notTaken,
      CHAT_MESSAGES.notClosed,
      CHAT_MESSAGES.alreadyRated,
      CHAT_MESSAGES.ownerOnly,
      CHAT_MESSAGES.flood,
      CHAT_MESSAGES.tooManyStreams,
    ])
      expect(spec).toContain(`message: ${message}`);
  });
});
