import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@folio/api';
import { CHECKOUT_MESSAGES as M, pathTo } from '@folio/rules';
import { PaymentHandoffView, type PaymentFormView } from '@folio/ui';
import { useOrder, useStartOrderPayment } from './hooks';

/** What the hand-off calls the gateway (the sandbox, or a real one's name). */
const GATEWAY_NAMES: Record<string, string> = {
  sandbox: '測試金流',
  ecpay: '綠界科技 ECPay',
  newebpay: '藍新金流 NewebPay',
};

/**
 * /shopping/checkout/confirm-changeweb?order= (docs/requirements.md §2 "Hand-off"): the order and
 * its total, then the signed form of `POST /orders/{id}/payment` posted to the gateway at once
 * (docs/adr/0031-checkout-payment-and-delivery.md "Payment"). Each visit is a new attempt. An
 * order that can no longer be paid links to its result (paid) or to the storefront.
 */
export default function CheckoutConfirmChangewebPage() {
  const [params] = useSearchParams();
  const text = params.get('order') ?? '';
  const orderId = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
  const { data, error, mutate } = useOrder(orderId);
  const start = useStartOrderPayment();
  const [form, setForm] = useState<PaymentFormView & { gateway: string }>();
  const [startFailure, setStartFailure] = useState<{ message: string; refused: boolean }>();
  const [attempt, setAttempt] = useState(0);
  // One attempt per visit and retry, even when React runs the effect twice.
  const started = useRef<string | null>(null);
  const order = data?.data;
  const status = order?.status;

  useEffect(() => {
    if (orderId === null || status !== 'pending_payment') return;
    const key = `${orderId}:${attempt}`;
    if (started.current === key) return;
    started.current = key;
    void start(orderId).then((result) => {
      if (result.ok) setForm(result.data.data);
      else
        setStartFailure({
          message: result.message ?? M.gatewayUnavailable,
          refused: result.status !== null && result.status < 500 && result.status !== 429,
        });
    });
  }, [orderId, status, attempt, start]);

  const resultHref = `${pathTo('checkoutResult')}?order=${orderId ?? ''}`;
  const ended = status !== undefined && status !== 'pending_payment';
  const failure =
    orderId === null
      ? M.orderNotFound
      : error
        ? errorMessage(error, M.ordersLoadFailed)
        : ended
          ? M.notPayable
          : startFailure?.message;
  const refused =
    failure === M.notYourOrder ||
    failure === M.orderNotFound ||
    ended ||
    (startFailure?.refused ?? false);
  const paidOrLater = ended && status !== 'cancelled' && status !== 'expired';
  return (
    <PaymentHandoffView
      order={order}
      form={form}
      gatewayName={form ? (GATEWAY_NAMES[form.gateway] ?? form.gateway) : undefined}
      loading={!order && !failure}
      errorMessage={failure}
      onRetry={
        refused
          ? undefined
          : () => {
              setStartFailure(undefined);
              setAttempt((n) => n + 1);
              void mutate();
            }
      }
      errorLinks={
        failure === M.notPayable || startFailure?.refused
          ? [
              paidOrLater
                ? { to: resultHref, label: '查看付款結果' }
                : { to: pathTo('storefront'), label: '回到商店' },
            ]
          : []
      }
    />
  );
}
