import {
  ORDER_STATUS_LABELS,
  orderMailSubject,
  orderNumber,
  pathTo,
  type OrderStatus,
} from '@folio/rules';
import { appOrigin, type ApiContext } from '../api/context.ts';
import { linkMail, mailSafeText } from '../mail.ts';
import type { DeliveryStore } from './deliveryStore.ts';

/**
 * The mail each change of an order sends its buyer (docs/requirements.md §2 "Mails",
 * docs/adr/0031-checkout-payment-and-delivery.md): subject `訂單 F0000000123 配送中`, the state's
 * label, the note (a carrier's reason, an administrator's) and the link to the order's page.
 *
 * Through the server's one mailer (mail.ts: SMTP, the outbox, or nowhere), as the account mails go.
 * It is not counted in `mailsTo`, the cap of the mails anyone may ask for another's address: these
 * are sent only by an administrator's or the order's carrier's change, and the order's states
 * bound them (handed over, three moves, and a failure and a retry each, or one cancel). Sent
 * after the answer (`context.background`): a mail that fails is logged, the change stays made.
 */
async function sendOrderMail(
  context: ApiContext,
  deliveries: DeliveryStore,
  change: { id: number; status: OrderStatus; note: string | null },
): Promise<void> {
  const buyer = await deliveries.buyerOf(change.id);
  if (!buyer) return;
  const number = orderNumber(change.id);
  const lines = [`你的訂單 ${number} 目前狀態：${ORDER_STATUS_LABELS[change.status]}。`];
  if (change.note) lines.push(`說明：${mailSafeText(change.note, '（請到訂單頁查看）')}`);
  if (change.status === 'refunded' || change.status === 'cancelled')
    lines.push('訂單的商品已回到庫存；已付款的金額會由金流服務退回原付款方式。');
  await context.mailer.send(
    linkMail({
      to: buyer.email,
      subject: orderMailSubject(change.id, change.status),
      greeting: `${mailSafeText(buyer.name, '會員')} 你好：`,
      lines,
      action: '查看訂單',
      link: `${appOrigin(context)}${pathTo('orderDetail', { id: change.id })}`,
    }),
  );
}

/** Mails the buyer about `change` after the current answer is sent. */
export function mailOrderChange(
  context: ApiContext,
  deliveries: DeliveryStore,
  change: { id: number; status: OrderStatus; note: string | null },
): void {
  context.background(() => sendOrderMail(context, deliveries, change));
}
