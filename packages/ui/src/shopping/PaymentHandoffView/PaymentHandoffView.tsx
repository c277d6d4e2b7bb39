import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CHECKOUT_MESSAGES,
  formatTaipeiTime,
  HANDOFF_BUTTON_AFTER_MS,
  payBefore,
} from '@folio/rules';
import { formatPrice } from '../../format';
import { Button, Spinner } from '../../primitives';
import { CheckoutTotals } from '../CheckoutTotals';
import { CheckoutOrderPending, Fact } from '../checkoutParts';
import type { OrderView, PaymentFormView } from '../checkoutTypes';
import {
  StyledCard,
  StyledFacts,
  StyledPaymentHandoffView,
  StyledRedirect,
} from './PaymentHandoffView.styles';

export interface PaymentHandoffViewProps {
  /** The order to pay; undefined while it loads or when it could not be read. */
  order?: OrderView;
  /** The gateway's signed form; undefined until the server gave it. */
  form?: PaymentFormView;
  /** The gateway's name, shown beside the amount. */
  gatewayName?: string;
  /** Shows placeholders. @default false */
  loading?: boolean;
  /** Shown instead (找不到這筆訂單, 只能查看自己的訂單, 這筆訂單已無法付款, a failure). */
  errorMessage?: string;
  /** Offers 重試 under `errorMessage` (a failure, not a refusal). */
  onRetry?: () => void;
  /** Links under `errorMessage`: the result screen of a paid order, the storefront. @default [] */
  errorLinks?: { to: string; label: string }[];
  /** Posts the form as soon as it is there. @default true */
  autoSubmit?: boolean;
  /** Shows 前往付款 if the browser is still here after this long. @default HANDOFF_BUTTON_AFTER_MS */
  buttonAfterMs?: number;
  /** Posts the form (the default: the browser's own submit, leaving the page). */
  submit?: (form: HTMLFormElement) => void;
  /** The screen's heading. @default '前往付款' */
  title?: string;
}

const post = (form: HTMLFormElement) => form.submit();

/**
 * The hand-off at /shopping/checkout/confirm-changeweb?order= (docs/requirements.md §2 "Shopping
 * (checkout and delivery)"): the order number, its total, its lines in short, the gateway and
 * 請在 HH:mm 前完成付款 (Asia/Taipei); then it posts the signed form of hidden inputs to the
 * gateway at once (正在前往付款頁面…), and offers 前往付款 if the browser has not left after
 * `HANDOFF_BUTTON_AFTER_MS`.
 */
export function PaymentHandoffView({
  order,
  form,
  gatewayName,
  loading = false,
  errorMessage,
  onRetry,
  errorLinks = [],
  autoSubmit = true,
  buttonAfterMs = HANDOFF_BUTTON_AFTER_MS,
  submit = post,
  title = CHECKOUT_MESSAGES.goToPayment,
}: PaymentHandoffViewProps) {
  const M = CHECKOUT_MESSAGES;
  const formRef = useRef<HTMLFormElement>(null);
  const [showButton, setShowButton] = useState(buttonAfterMs <= 0);
  const ready = Boolean(form && order && !errorMessage);
  useEffect(() => {
    if (!ready || !formRef.current) return;
    if (autoSubmit) submit(formRef.current);
    if (buttonAfterMs <= 0) return;
    const timer = setTimeout(() => setShowButton(true), buttonAfterMs);
    return () => clearTimeout(timer);
  }, [ready, autoSubmit, buttonAfterMs, submit]);

  let body;
  if (errorMessage || !order || loading) {
    body = (
      <CheckoutOrderPending errorMessage={errorMessage} onRetry={onRetry} Card={StyledCard}>
        {errorLinks.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </CheckoutOrderPending>
    );
  } else {
    const deadline = order.expires_at
      ? formatTaipeiTime(new Date(order.expires_at)).slice(11, 16)
      : null;
    body = (
      <StyledCard>
        <StyledFacts>
          <Fact term="訂單編號">{order.number}</Fact>
          <Fact term="付款金額">{formatPrice(order.total)}</Fact>
          {gatewayName && <Fact term="付款方式">{gatewayName}</Fact>}
        </StyledFacts>
        <CheckoutTotals
          lines={order.lines.map((line) => ({ ...line, key: line.variant_id }))}
          subtotal={order.subtotal}
          shipping_fee={order.shipping_fee}
          total={order.total}
        />
        {deadline && <p>{payBefore(deadline)}</p>}
        {form && (
          <form
            ref={formRef}
            action={form.action}
            method={form.method}
            onSubmit={(event) => {
              event.preventDefault();
              submit(event.currentTarget);
            }}
          >
            {Object.entries(form.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <StyledRedirect role="status">
              {!showButton && <Spinner size={20} label="" />}
              {M.redirecting}
            </StyledRedirect>
            {showButton && (
              <Button type="submit" size="large" fullWidth>
                {M.goToPayment}
              </Button>
            )}
          </form>
        )}
        {!form && (
          <StyledRedirect role="status">
            <Spinner size={20} label="" />
            {M.redirecting}
          </StyledRedirect>
        )}
      </StyledCard>
    );
  }

  return (
    <StyledPaymentHandoffView data-folio="payment-handoff" aria-labelledby="handoff-title">
      <h1 id="handoff-title">{title}</h1>
      {body}
    </StyledPaymentHandoffView>
  );
}
