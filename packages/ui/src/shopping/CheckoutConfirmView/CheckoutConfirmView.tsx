import { useEffect, useState } from 'react';
import { Field, Form, useForm } from 'react-final-form';
import { Link } from 'react-router-dom';
import {
  CART_LINE_PROBLEM_LABELS,
  CHECKOUT_LABELS,
  CHECKOUT_MESSAGES,
  ORDER_NOTE_MAX,
  onlyLeft,
  recipientErrors,
  TAIWAN_CITIES,
  type DeliveryMethod,
  type RecipientInput,
} from '@folio/rules';
import { formatPrice } from '../../format';
import { FormSelectField, FormTextareaField, FormTextField } from '../../forms/common/fields';
import { formErrorOf, toFinalFormSubmit } from '../../forms/common/submit';
import type { FormSubmitHandler } from '../../forms/types';
import { Button, Skeleton } from '../../primitives';
import { CheckoutTotals } from '../CheckoutTotals';
import { CheckoutFailure } from '../checkoutParts';
import type { CheckoutQuoteView, ShortLine } from '../checkoutTypes';
import {
  StyledAddress,
  StyledAlert,
  StyledCheckoutConfirmView,
  StyledDelivery,
  StyledFields,
  StyledLayout,
  StyledLoading,
  StyledNotice,
  StyledSummary,
} from './CheckoutConfirmView.styles';

export interface CheckoutConfirmViewProps {
  /** The server's quote for the shop; undefined while it loads or when it failed. */
  quote?: CheckoutQuoteView;
  /** Shows placeholders. @default false */
  loading?: boolean;
  /** The totals are being quoted again (the delivery changed): placing waits. @default false */
  quoting?: boolean;
  /** Shown instead of the form (金額計算失敗，請稍後再試, 購物車裡沒有這個商店的商品). */
  errorMessage?: string;
  /** Offers 重試 under `errorMessage`. */
  onRetry?: () => void;
  /** A member is signed in; a visitor sees 登入會員後即可結帳 and the login link. @default true */
  signedIn?: boolean;
  /** The login screen that comes back here. */
  loginHref: string;
  /** The cart (the lines are edited there). */
  cartHref: string;
  /** The buyer chose another delivery method: quote again. */
  onDeliveryChange: (method: DeliveryMethod) => void;
  /**
   * Places the order with the recipient and delivery (the app adds the shop, the quoted total and
   * the `client_id`). On failure resolve `{ error, fieldErrors }`; the input stays.
   */
  onSubmit: FormSubmitHandler<RecipientInput>;
  /** The lines the server found short on the last try (409), named under the error. */
  shortLines?: ShortLine[];
  /** Prefilled recipient (the last order's). */
  initialValues?: Partial<RecipientInput>;
  /** The screen's heading. @default '確認訂單' */
  title?: string;
  /** Shows every field's error at once, as after a submit (for reviewing the states). @default false */
  revealErrors?: boolean;
}

const empty: RecipientInput = {
  recipient_name: '',
  recipient_phone: '',
  postal_code: '',
  city: '',
  district: '',
  address_line: '',
  delivery_method: 'home',
  note: '',
};

/** Shows every error at once, as after a submit attempt with these values (nothing is sent). */
function RevealErrors() {
  const form = useForm();
  useEffect(() => {
    // After this commit's effects: the form validates only once its fields have registered.
    void Promise.resolve().then(() => {
      if (form.getState().hasValidationErrors) void form.submit();
    });
  }, [form]);
  return null;
}

const cityOptions = TAIWAN_CITIES.map((city) => ({ value: city, label: city }));

/**
 * The confirm screen at /shopping/checkout/confirm?shop= (docs/requirements.md §2 "Shopping
 * (checkout and delivery)"): the shop's lines read only, the recipient and address (checked by
 * `recipientErrors` of @folio/rules before sending, and by the server), the delivery with the
 * server's fees, a note, and 小計, 運費 and 總計 as the server quotes them. 確認下單 places the
 * order. A changed line, a new total (409 with the new quote), short stock (409 naming lines) and
 * field errors (422) are shown with everything typed kept.
 */
export function CheckoutConfirmView({
  quote,
  loading = false,
  quoting = false,
  errorMessage,
  onRetry,
  signedIn = true,
  loginHref,
  cartHref,
  onDeliveryChange,
  onSubmit,
  shortLines = [],
  initialValues,
  title = '確認訂單',
  revealErrors = false,
}: CheckoutConfirmViewProps) {
  const M = CHECKOUT_MESSAGES;
  const L = CHECKOUT_LABELS;
  // Kept from the first render: a new quote must not reset what the buyer typed.
  const [initial] = useState<RecipientInput>(() => ({
    ...empty,
    ...(quote ? { delivery_method: quote.delivery_method } : {}),
    ...initialValues,
  }));
  const [submitRequest] = useState(() => toFinalFormSubmit(onSubmit, M.placeFailed));

  let body;
  if (!signedIn) {
    body = (
      <StyledNotice>
        <p>{M.loginToCheckout}</p>
        <Link to={loginHref}>登入會員</Link>
      </StyledNotice>
    );
  } else if (errorMessage) {
    body = (
      <StyledAlert role="alert">
        <CheckoutFailure message={errorMessage} onRetry={onRetry}>
          <Link to={cartHref}>{M.cartTitle}</Link>
        </CheckoutFailure>
      </StyledAlert>
    );
  } else if (!quote || loading) {
    body = (
      <>
        <StyledLoading role="status">訂單金額計算中</StyledLoading>
        <Skeleton variant="rect" height={320} />
      </>
    );
  } else {
    const shopName = quote.lines[0]?.shop_name ?? quote.company_flag;
    const lines = quote.lines.map((line) => ({
      key: line.id,
      product_name: line.product_name,
      variant_label: line.variant_label,
      quantity: line.quantity,
      line_total: line.line_total,
      note: line.problem
        ? line.problem === 'insufficient_stock'
          ? `${CART_LINE_PROBLEM_LABELS[line.problem]}：${onlyLeft(line.stock)}`
          : CART_LINE_PROBLEM_LABELS[line.problem]
        : undefined,
    }));
    body = (
      <Form<RecipientInput>
        onSubmit={submitRequest}
        validate={recipientErrors}
        initialValues={initial}
        subscription={{ submitting: true, submitError: true, error: true, submitFailed: true }}
      >
        {({ handleSubmit, submitting, ...state }) => {
          const formError = formErrorOf(state);
          return (
            <form noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
              {revealErrors && <RevealErrors />}
              <StyledLayout>
                <StyledFields>
                  <FormTextField
                    name="recipient_name"
                    label={L.recipient_name}
                    autoComplete="name"
                    required
                  />
                  <FormTextField
                    name="recipient_phone"
                    label={L.recipient_phone}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    placeholder="0912345678"
                    required
                  />
                  <StyledAddress>
                    <FormTextField
                      name="postal_code"
                      label={L.postal_code}
                      inputMode="numeric"
                      autoComplete="postal-code"
                      required
                    />
                    <FormSelectField
                      name="city"
                      label={L.city}
                      options={cityOptions}
                      placeholder={M.cityRequired}
                      autoComplete="address-level1"
                      required
                    />
                    <FormTextField
                      name="district"
                      label={L.district}
                      autoComplete="address-level2"
                      required
                    />
                  </StyledAddress>
                  <FormTextField
                    name="address_line"
                    label={L.address_line}
                    autoComplete="address-line1"
                    required
                  />
                  <StyledDelivery>
                    <legend>{L.delivery_method}</legend>
                    {quote.delivery_options.map((option) => (
                      <label key={option.method}>
                        <Field<string> name="delivery_method" type="radio" value={option.method}>
                          {({ input }) => (
                            <input
                              {...input}
                              onChange={(event) => {
                                input.onChange(event);
                                onDeliveryChange(option.method);
                              }}
                            />
                          )}
                        </Field>
                        <span>{option.label}</span>
                        <strong>{option.fee === 0 ? L.free : formatPrice(option.fee)}</strong>
                      </label>
                    ))}
                    <p>{M.freeDeliveryHint}</p>
                  </StyledDelivery>
                  <FormTextareaField
                    name="note"
                    label={L.note}
                    rows={3}
                    helperText={`${ORDER_NOTE_MAX} 字以內`}
                  />
                </StyledFields>
                <StyledSummary aria-labelledby="checkout-shop" aria-busy={quoting || undefined}>
                  <h2 id="checkout-shop">{shopName}</h2>
                  <CheckoutTotals
                    lines={lines}
                    subtotal={quote.subtotal}
                    shipping_fee={quote.shipping_fee}
                    total={quote.total}
                    live
                  />
                  <Link to={cartHref}>{M.cartTitle}</Link>
                  {quote.has_problems && (
                    <StyledAlert role="alert" $inline>
                      <p>{M.cartChanged}</p>
                    </StyledAlert>
                  )}
                  {formError && (
                    <StyledAlert role="alert" $inline>
                      <p>{formError}</p>
                      {shortLines.length > 0 && (
                        <ul>
                          {shortLines.map((line) => (
                            <li key={line.variant_id}>
                              {line.product_name}
                              {line.variant_label && ` ${line.variant_label}`}：
                              {onlyLeft(line.available)}
                            </li>
                          ))}
                        </ul>
                      )}
                    </StyledAlert>
                  )}
                  <Button
                    type="submit"
                    size="large"
                    fullWidth
                    data-folio-action-bar=""
                    loading={submitting}
                    disabled={quote.has_problems || quoting}
                  >
                    {M.placeOrder}
                  </Button>
                </StyledSummary>
              </StyledLayout>
            </form>
          );
        }}
      </Form>
    );
  }

  return (
    <StyledCheckoutConfirmView
      data-folio="checkout-confirm"
      aria-labelledby="checkout-title"
      aria-busy={loading || undefined}
    >
      <h1 id="checkout-title">{title}</h1>
      {body}
    </StyledCheckoutConfirmView>
  );
}
