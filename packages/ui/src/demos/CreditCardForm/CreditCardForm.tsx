import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../primitives';
import { cardBrand, formatCardNumber, formatCvv, formatExpiry } from './cardFormat';
import {
  StyledCardDemo,
  StyledCardFormEl,
  StyledCardLayout,
  StyledCardPreview,
  StyledChip,
  StyledField,
  StyledFieldRow,
  StyledNote,
  StyledPreviewBottom,
  StyledPreviewNumber,
  StyledPreviewTop,
  StyledSubmitted,
} from './CreditCardForm.styles';
import { StyledDemoTitle } from '../common/demoPage';

export interface CreditCardValues {
  /** Digits in groups of four, e.g. `4242 4242 4242 4242`. */
  cardNumber: string;
  /** `MM/YY`. */
  expiry: string;
  cvv: string;
}

export interface CreditCardFormProps {
  /** Values filled in at first. @default all empty */
  defaultValues?: Partial<CreditCardValues>;
  /** Called with the typed values on submit. Nothing is validated (docs/requirements.md §2). */
  onSubmit?: (values: CreditCardValues) => void;
  /** Page heading. @default '信用卡付款' */
  title?: string;
}

/**
 * The credit card form of `/credit-card` (docs/requirements.md §2): card number, expiry (MM/YY) and CVV, with
 * labels, numeric keyboards on phones (`inputmode`) and the browser's card autofill
 * (`autocomplete="cc-number"`, `cc-exp`, `cc-csc`). Input is only shaped (digits, grouping, the
 * slash), never validated. A card preview follows what is typed; it is decorative, hidden from
 * screen readers, which read the fields themselves.
 */
export function CreditCardForm({
  defaultValues = {},
  onSubmit,
  title = '信用卡付款',
}: CreditCardFormProps) {
  const [cardNumber, setCardNumber] = useState(formatCardNumber(defaultValues.cardNumber ?? ''));
  const [expiry, setExpiry] = useState(formatExpiry(defaultValues.expiry ?? ''));
  const [cvv, setCvv] = useState(formatCvv(defaultValues.cvv ?? ''));
  const [submitted, setSubmitted] = useState(false);
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    onSubmit?.({ cardNumber, expiry, cvv });
  };

  const brand = cardBrand(cardNumber);

  return (
    <StyledCardDemo aria-labelledby={`${id}-title`} data-folio="credit-card-form">
      <StyledDemoTitle id={`${id}-title`}>{title}</StyledDemoTitle>
      <StyledCardLayout>
        <StyledCardPreview aria-hidden="true" data-testid="card-preview">
          <StyledPreviewTop>
            <StyledChip />
            <span>{brand || '信用卡'}</span>
          </StyledPreviewTop>
          <StyledPreviewNumber>{cardNumber || '•••• •••• •••• ••••'}</StyledPreviewNumber>
          <StyledPreviewBottom>
            <span>
              <small>有效期限</small>
              {expiry || 'MM/YY'}
            </span>
            <span>
              <small>CVV</small>
              {cvv ? '•'.repeat(cvv.length) : '•••'}
            </span>
          </StyledPreviewBottom>
        </StyledCardPreview>

        <StyledCardFormEl onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
          <StyledField>
            <label htmlFor={`${id}-number`}>卡號</label>
            <input
              id={`${id}-number`}
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              value={cardNumber}
              onChange={(e) => {
                setCardNumber(formatCardNumber(e.target.value));
                setSubmitted(false);
              }}
            />
          </StyledField>
          <StyledFieldRow>
            <StyledField>
              <label htmlFor={`${id}-expiry`}>有效期限（MM/YY）</label>
              <input
                id={`${id}-expiry`}
                name="expiry"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                value={expiry}
                onChange={(e) => {
                  setExpiry(formatExpiry(e.target.value));
                  setSubmitted(false);
                }}
              />
            </StyledField>
            <StyledField>
              <label htmlFor={`${id}-cvv`}>安全碼（CVV）</label>
              <input
                id={`${id}-cvv`}
                name="cvv"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                value={cvv}
                onChange={(e) => {
                  setCvv(formatCvv(e.target.value));
                  setSubmitted(false);
                }}
              />
            </StyledField>
          </StyledFieldRow>
          <StyledNote>此為展示表單，不會驗證或送出任何卡片資料。</StyledNote>
          <Button type="submit" size="large" fullWidth>
            確認付款
          </Button>
          <StyledSubmitted role="status">
            {submitted ? '已收到付款資料（展示用，未實際扣款）。' : ''}
          </StyledSubmitted>
        </StyledCardFormEl>
      </StyledCardLayout>
    </StyledCardDemo>
  );
}
