import {
  CHAT_ORDER_MESSAGES,
  CHAT_RECENT_ORDERS,
  chatOrderLine,
  orderNumber,
  orderQuestion,
  type ChatOrderFacts,
} from '@folio/rules';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.ts';
import type { KnowledgeSource } from './knowledge.ts';

/**
 * The assistant's orders (docs/adr/0032-live-chat.md decision 3): a member asking where their
 * orders are, or how one stands (`訂單 #12 的狀態`), is answered from their own orders only, read
 * when asked: state, payment and delivery. Another member's order is "not found", as one that
 * does not exist; a visitor without an account is asked to log in. Which questions are about
 * orders is @folio/rules' `orderQuestion` (changing or cancelling one stays the FAQ's).
 */

/**
 * An order question is this source's alone: its answer outscores the FAQ's best (which shares
 * words such as 訂單 and 出貨), and the catalog's product named in full (8).
 */
const ORDER_SCORE = 100;

export function ordersSource(db: Kysely<DB>): KnowledgeSource {
  /** The member's orders: one by id, or the latest `limit`, newest first. */
  const read = async (userId: number, only: { id: number } | { limit: number }) => {
    const rows = await db
      .selectFrom('orders as o')
      .leftJoin('users as c', 'c.id', 'o.carrier_id')
      .select((eb) => [
        'o.id',
        'o.status',
        'o.payment_status',
        'o.delivery_method',
        'o.total',
        'o.placed_at',
        'c.name as carrier_name',
        eb
          .selectFrom('order_events as e')
          .select('e.note')
          .whereRef('e.order_id', '=', 'o.id')
          .orderBy('e.id', 'desc')
          .limit(1)
          .as('last_note'),
      ])
      .where('o.user_id', '=', userId)
      .$if('id' in only, (q) => q.where('o.id', '=', 'id' in only ? only.id : 0))
      .orderBy('o.id', 'desc')
      .limit('limit' in only ? only.limit : 1)
      .execute();
    return rows.map((row): ChatOrderFacts => ({
      ...row,
      carrier_name: row.carrier_name ?? null,
      last_note: row.last_note ?? null,
    }));
  };

  return {
    name: 'orders',
    async answer(question, asker) {
      const asked = orderQuestion(question);
      if (!asked) return [];
      const found = (answer: string, source: string) => [{ answer, source, score: ORDER_SCORE }];
      if (asker.userId === null) return found(CHAT_ORDER_MESSAGES.loginFirst, 'orders:login');
      if (asked.kind === 'one') {
        const [order] = await read(asker.userId, { id: asked.id });
        return order
          ? found(chatOrderLine(order), `orders:${order.id}`)
          : found(CHAT_ORDER_MESSAGES.notFound(orderNumber(asked.id)), 'orders:not-found');
      }
      const orders = await read(asker.userId, { limit: CHAT_RECENT_ORDERS + 1 });
      if (orders.length === 0) return found(CHAT_ORDER_MESSAGES.none, 'orders:none');
      const shown = orders.slice(0, CHAT_RECENT_ORDERS);
      return found(
        CHAT_ORDER_MESSAGES.recent(
          shown.map((order) => chatOrderLine(order)),
          orders.length > shown.length,
        ),
        'orders:recent',
      );
    },
  };
}
