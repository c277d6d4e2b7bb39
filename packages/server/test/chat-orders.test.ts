import {
  CHAT_ORDER_MESSAGES,
  CHAT_MESSAGES,
  FAQ_ENTRIES,
  orderExample,
  orderNumber,
} from '@folio/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutServer, type Shop } from './checkout-helpers.ts';
import { bearer } from './helpers.ts';

/**
 * The assistant on a member's own orders (src/chat/orders.ts, docs/adr/0032-live-chat.md
 * decision 3), through the chat itself on the engine under test: two members, each told about
 * their orders only (state, payment, delivery), another's order "not found" like one that does
 * not exist; a visitor asked to log in; the FAQ and the catalog still answered.
 */

let s: Shop;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let aliceOrders: number[];
let bobOrder: number;

let clients = 0;

/** A new order of `who`: one product at `price`, delivered home (fee 100 under NT$1,500). */
async function order(who: { token: string }, price: number): Promise<number> {
  const v = await s.product({ price, stock: 5 });
  s.ok(await s.call('POST', '/api/cart/lines', { variant_id: v.variantId, quantity: 1 }, who));
  const body = {
    ...orderExample,
    expected_total: price + 100,
    client_id: `chat-order-${++clients}`,
  };
  return s.ok<{ data: { id: number } }>(await s.call('POST', '/api/orders', body, who), 201).data
    .id;
}

/** Asks in the open conversation of `token` (a member's), or a new visitor's when null; the reply. */
async function ask(question: string, token: string | null) {
  const start = await s.call('POST', '/api/chat/conversations', undefined, token ? { token } : {});
  const started = s.ok<{ data: { id: number }; visitor_token?: string }>(
    start,
    token ? start.statusCode : 201,
  );
  const headers = token ? bearer(token) : { 'x-chat-visitor': started.visitor_token ?? '' };
  const sent = await s.server.app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${started.data.id}/messages`,
    headers,
    payload: { body: question },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const [reply] = sent.json<{
    replies: { sender: string; body: string; source: string | null }[];
  }>().replies;
  return reply;
}

beforeAll(async () => {
  const many = { limit: 1000, windowMs: 60_000 };
  s = await checkoutServer({
    rateLimits: { orderPlace: many, chatStart: many, chatSend: many, chatSendAddress: many },
  });
  alice = await s.account();
  bob = await s.account();
  aliceOrders = [await order(alice, 600), await order(alice, 700)];
  bobOrder = await order(bob, 900);
  // Alice's first order is paid and handed to the home carrier.
  await s.server.app.store.db
    .updateTable('orders')
    .set({ status: 'shipped', payment_status: 'paid' })
    .where('id', '=', aliceOrders[0] ?? 0)
    .execute();
});
afterAll(() => s.close());

describe('the assistant on orders', () => {
  it.each([
    '我的訂單到哪了',
    '我的訂單呢',
    '請問我買的東西出貨了嗎',
    '查一下我的訂單狀態',
    '包裹什麼時候到',
  ])('tells a member their latest orders for "%s", newest first', async (question) => {
    const reply = await ask(question, alice.token);
    expect(reply).toMatchObject({ sender: 'assistant', source: 'orders:recent' });
    const [heading, newest, older] = reply?.body.split('\n') ?? [];
    expect(heading).toBe('你最近的 2 筆訂單：');
    expect(newest).toContain(`訂單 ${orderNumber(aliceOrders[1] ?? 0)}`);
    expect(newest).toContain('待付款；付款：尚未付款；配送：宅配到府。');
    expect(older).toContain(`訂單 ${orderNumber(aliceOrders[0] ?? 0)}`);
    expect(older).toContain('NT$700）：已交寄；付款：已付款；配送：宅配到府。');
    expect(reply?.body).not.toContain(orderNumber(bobOrder));
  });

  it('answers "訂單 #N 的狀態" and its variants about the member\'s own order', async () => {
    const id = aliceOrders[0] ?? 0;
    for (const question of [
      `訂單 #${id} 的狀態`,
      `訂單＃${id}到哪了`,
      `${orderNumber(id)} 出貨了嗎`,
      `訂單編號 ${id} 付款了嗎`,
      `${id}號訂單的進度`,
    ]) {
      const reply = await ask(question, alice.token);
      expect(reply, question).toMatchObject({ source: `orders:${id}` });
      expect(reply?.body).toMatch(
        new RegExp(`^訂單 ${orderNumber(id)}（\\d{4}/\\d{2}/\\d{2} 下單，NT\\$700）：已交寄；`),
      );
    }
  });

  it("never tells one member about another's order: it is not found, as one that does not exist", async () => {
    const theirs = await ask(`訂單 #${bobOrder} 的狀態`, alice.token);
    const none = await ask('訂單 #999999 的狀態', alice.token);
    expect(theirs).toMatchObject({
      source: 'orders:not-found',
      body: CHAT_ORDER_MESSAGES.notFound(orderNumber(bobOrder)),
    });
    expect(none?.body).toBe(CHAT_ORDER_MESSAGES.notFound(orderNumber(999999)));
    const own = await ask('我的訂單到哪了', bob.token);
    expect(own?.body).toContain(orderNumber(bobOrder));
    expect(own?.body).toMatch(/^你最近的訂單：\n/);
    for (const id of aliceOrders) expect(own?.body).not.toContain(orderNumber(id));
  });

  it('tells a member without orders so, and a visitor to log in', async () => {
    const carol = await s.account();
    expect(await ask('我的訂單到哪了', carol.token)).toMatchObject({
      body: CHAT_ORDER_MESSAGES.none,
    });
    for (const question of ['我的訂單到哪了', `訂單 #${aliceOrders[0]} 的狀態`])
      expect(await ask(question, null)).toMatchObject({
        source: 'orders:login',
        body: CHAT_ORDER_MESSAGES.loginFirst,
      });
  });

  it('still answers the FAQ (changing an order included), the catalog, and what it does not know', async () => {
    const changes = FAQ_ENTRIES.find((entry) => entry.id === 'order-changes')?.answer;
    for (const question of ['訂單可以修改嗎', '我想取消訂單', '下單後可以改地址嗎'])
      expect(await ask(question, alice.token)).toMatchObject({ body: changes });
    expect(await ask('可以退貨嗎', alice.token)).toMatchObject({ source: 'faq:refund' });
    expect((await ask('經典帆布托特包多少錢', alice.token))?.source).toMatch(/^catalog:/);
    expect(await ask('今天天氣如何', alice.token)).toMatchObject({ body: CHAT_MESSAGES.unknown });
  });
});
