import { describe, expect, it } from 'vitest';
import { CHAT_ORDER_MESSAGES, chatOrderLine, orderQuestion } from './chatOrders.ts';

describe('orderQuestion', () => {
  it.each([
    ['我的訂單到哪了', { kind: 'recent' }],
    ['我的包裹呢', { kind: 'recent' }],
    ['我買的東西出貨了嗎', { kind: 'recent' }],
    ['where is my order', { kind: 'recent' }],
    ['訂單 #12 的狀態', { kind: 'one', id: 12 }],
    ['訂單＃１２到哪了', { kind: 'one', id: 12 }],
    ['F0000000012 出貨了嗎', { kind: 'one', id: 12 }],
    ['訂單編號：34 付款了嗎', { kind: 'one', id: 34 }],
    ['56號訂單的進度', { kind: 'one', id: 56 }],
    ['order 7 status', { kind: 'one', id: 7 }],
  ])('reads "%s" as an order question', (text, asked) => {
    expect(orderQuestion(text)).toEqual(asked);
  });

  it.each([
    '訂單可以修改嗎',
    '我想取消訂單',
    '下單後可以改地址嗎',
    '運費怎麼算',
    '可以退貨嗎',
    '帆布托特包多少錢',
    'iPhone 15',
  ])('leaves "%s" to the other sources', (text) => {
    expect(orderQuestion(text)).toBeNull();
  });
});

describe('chatOrderLine', () => {
  it("tells an order's state, payment and delivery, its date in Taipei", () => {
    const order = {
      id: 12,
      status: 'delivery_failed' as const,
      payment_status: 'paid' as const,
      delivery_method: 'home' as const,
      total: 1290,
      placed_at: '2026-11-20T17:30:00.000Z',
      carrier_name: '黑貓',
      last_note: '收件人不在',
    };
    expect(chatOrderLine(order)).toBe(
      '訂單 F0000000012（2026/11/21 下單，NT$1,290）：配送失敗（收件人不在）；付款：已付款；配送：宅配到府，由 黑貓 配送。',
    );
    expect(CHAT_ORDER_MESSAGES.recent(['a'], true)).toBe(
      '你最近的訂單：\na\n其他訂單請到「我的訂單」查看。',
    );
  });
});
