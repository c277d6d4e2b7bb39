import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '@folio/rules';
import {
  orderFailure,
  orderIdParam,
  orderSearch,
  pageParam,
  readManageQuery,
  readOrderQuery,
  statusParam,
} from './orderQuery';

describe('the order lists in the address', () => {
  it('reads a state only when it is one', () => {
    expect(statusParam('in_transit')).toBe('in_transit');
    expect(statusParam('shipped ')).toBe('');
    expect(statusParam(null)).toBe('');
  });

  it('reads a page from 1, anything else as 1', () => {
    expect(pageParam('3')).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'x', '', null]) expect(pageParam(bad)).toBe(1);
  });

  it("reads the buyer's and the owner's lists, dropping what is not a day", () => {
    expect(readOrderQuery(new URLSearchParams('status=paid&page=2'))).toEqual({
      status: 'paid',
      page: 2,
    });
    expect(
      readManageQuery(new URLSearchParams('shop=folio&from=2026-11-01&to=11/30&status=nope')),
    ).toEqual({ status: '', shop: 'folio', from: '2026-11-01', to: '', page: 1 });
  });

  it('writes an address without empty values or page 1', () => {
    expect(orderSearch({ status: '', shop: 'folio', from: '', to: '', page: 1 }).toString()).toBe(
      'shop=folio',
    );
    expect(orderSearch({ status: 'paid', page: 2 }).toString()).toBe('status=paid&page=2');
  });

  it("reads an order's id: a whole number from 1 of up to ten digits, else null", () => {
    expect(orderIdParam('42')).toBe(42);
    for (const bad of ['0', '042', '-1', '1.5', 'x', '', '12345678901'])
      expect(orderIdParam(bad)).toBeNull();
  });

  it('says why an order is not shown, and whether that is the answer', () => {
    expect(orderFailure(null, undefined)).toEqual({ failure: M.orderNotFound, refused: true });
    expect(orderFailure(7, undefined)).toEqual({ failure: undefined, refused: false });
    expect(orderFailure(7, new Error('x'))).toEqual({
      failure: M.ordersLoadFailed,
      refused: false,
    });
  });
});
