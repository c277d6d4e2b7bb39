import { describe, expect, it } from 'vitest';
import { operationInfo } from './generated/operations.ts';

/**
 * The contract covers exactly the calls of docs/requirements.md §7 (the two GET /events rows are one operation)
 * and sends the bearer token exactly where docs/requirements.md §6 says. These lists are copied from docs/requirements.md on
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
];

const specSecured = [
  'GET /auth/check-token',
  'POST /user/change-password',
  'POST /logout',
  'POST /events',
  'POST /events/{id}',
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
