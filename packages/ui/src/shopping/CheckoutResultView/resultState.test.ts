import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M, ORDER_STATUSES, PAYMENT_STATUSES } from '@folio/rules';
import { resultState } from './resultState';

describe('resultState', () => {
  it('says paid for every state from paid on, whatever the attempt says', () => {
    for (const status of ['paid', 'shipped', 'delivered', 'delivery_failed'] as const)
      expect(resultState({ status, payment_status: 'started' }, true).message).toBe(M.resultPaid);
  });

  it('words an unpaid order by its last attempt, and waits only for one under way', () => {
    const pending = (payment_status: (typeof PAYMENT_STATUSES)[number], waiting: boolean) =>
      resultState({ status: 'pending_payment', payment_status }, waiting);
    expect(pending('started', true)).toEqual({
      kind: 'checking',
      message: M.resultPending,
      tone: 'info',
    });
    expect(pending('started', false)).toMatchObject({
      message: M.resultPendingLong,
      pay: M.payAgain,
    });
    expect(pending('failed', true)).toMatchObject({ message: M.resultFailed, pay: M.payAgain });
    expect(pending('none', true)).toMatchObject({ message: M.resultUnpaid, pay: M.goToPayment });
  });

  it('ends with cancelled, refunded and expired, offering no payment', () => {
    expect(resultState({ status: 'cancelled', payment_status: 'none' }, false)).toEqual({
      kind: 'cancelled',
      message: M.resultCancelled,
      tone: 'warning',
    });
    expect(resultState({ status: 'expired', payment_status: 'started' }, true).message).toBe(
      M.resultExpired,
    );
    expect(resultState({ status: 'refunded', payment_status: 'refunded' }, false).message).toBe(
      M.refunded,
    );
  });

  it('has a message for every status and attempt', () => {
    for (const status of ORDER_STATUSES)
      for (const payment_status of PAYMENT_STATUSES)
        expect(resultState({ status, payment_status }, false).message).not.toBe('');
  });
});
