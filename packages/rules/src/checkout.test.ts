import { describe, expect, it } from 'vitest';
import {
  carrierMayMove,
  cartLineProblem,
  CART_LINE_PROBLEM_LABELS,
  CHECKOUT_MESSAGES as M,
  deliveryFee,
  mergedQuantity,
  onlyLeft,
  payBefore,
  ORDER_STATUSES,
  orderMailSubject,
  orderNumber,
  orderTotals,
  ownerMayCancel,
  recipientErrors,
  recipientExample,
  SHIPMENT_STATUSES,
  TAIWAN_CITIES,
  type RecipientInput,
} from './index.ts';

const good: RecipientInput = { ...recipientExample, delivery_method: 'home', note: '' };

describe('totals', () => {
  it('makes 宅配到府 free from NT$1,500 and never 快速到貨', () => {
    expect([deliveryFee('home', 1499), deliveryFee('home', 1500)]).toEqual([100, 0]);
    expect(deliveryFee('express', 100_000)).toBe(180);
  });

  it('adds whole NT$ line by line, then the fee', () => {
    const lines = [
      { unit_price: 890, quantity: 1 },
      { unit_price: 305, quantity: 2 },
    ];
    expect(orderTotals(lines, 'home')).toEqual({ subtotal: 1500, shipping_fee: 0, total: 1500 });
    expect(orderTotals(lines, 'express')).toEqual({
      subtotal: 1500,
      shipping_fee: 180,
      total: 1680,
    });
  });
});

describe('order states', () => {
  it('lets a carrier move forward only, and retry after a failure', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      SHIPMENT_STATUSES.filter((to) => carrierMayMove(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'shipped>picked_up',
        'picked_up>in_transit',
        'delivery_failed>in_transit',
        'in_transit>delivered',
        'picked_up>delivery_failed',
        'in_transit>delivery_failed',
      ].sort(),
    );
  });

  it('lets the owner cancel unpaid and refund paid orders, nothing handed over', () => {
    expect(ORDER_STATUSES.filter(ownerMayCancel)).toEqual(['pending_payment', 'paid']);
  });
});

describe('cart', () => {
  const line = { quantity: 2, added_price: 890, unit_price: 890, stock: 5, on_sale: true };
  it('names the first problem of a line, off sale before sold out before short before price', () => {
    expect(cartLineProblem(line)).toBeNull();
    expect(cartLineProblem({ ...line, unit_price: 790 })).toBe('price_changed');
    expect(cartLineProblem({ ...line, stock: 1, unit_price: 790 })).toBe('insufficient_stock');
    expect(cartLineProblem({ ...line, stock: 0 })).toBe('sold_out');
    expect(cartLineProblem({ ...line, on_sale: false, stock: 0 })).toBe('unavailable');
  });

  it('adds quantities at login, capped by stock and 99', () => {
    expect([
      mergedQuantity(2, 3, 10),
      mergedQuantity(2, 3, 4),
      mergedQuantity(60, 60, 500),
    ]).toEqual([5, 4, 99]);
  });
});

describe('recipientErrors', () => {
  it('accepts a Taiwanese address', () => {
    expect(recipientErrors(good)).toEqual({});
    expect(recipientErrors({ ...good, postal_code: '106', city: TAIWAN_CITIES[21] })).toEqual({});
  });

  it('gives each field its message', () => {
    expect(
      recipientErrors({
        recipient_name: ' ',
        recipient_phone: '02-2345-6789',
        postal_code: '1061',
        city: '台北市',
        district: '',
        address_line: '路'.repeat(101),
        delivery_method: 'drone',
        note: '字'.repeat(201),
      }),
    ).toEqual({
      recipient_name: M.recipientNameRequired,
      recipient_phone: M.phoneFormat,
      postal_code: M.postalCodeFormat,
      city: M.cityInvalid,
      district: M.districtRequired,
      address_line: M.addressTooLong,
      delivery_method: M.deliveryInvalid,
      note: M.noteTooLong,
    });
  });
});

describe('texts', () => {
  it('numbers orders and words the mails', () => {
    expect(orderNumber(123)).toBe('F0000000123');
    expect(orderMailSubject(123, 'in_transit')).toBe('訂單 F0000000123 配送中');
    expect(onlyLeft(3)).toBe('庫存只剩 3 件');
    expect(payBefore('10:30')).toBe('請在 10:30 前完成付款');
    expect(M.quantityRange).toBe('數量須為 1 至 99 的整數');
    expect(M.freeDeliveryHint).toBe('宅配到府滿 NT$1,500 免運費');
    expect(Object.values(CART_LINE_PROBLEM_LABELS)).toEqual([
      '價格已變更',
      '庫存不足',
      '已售完',
      '已停售',
    ]);
  });
});
