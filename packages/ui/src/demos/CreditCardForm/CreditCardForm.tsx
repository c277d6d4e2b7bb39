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

interface CardFieldProps {
  id: string;
  label: string;
  name: keyof CreditCardValues;
  /** The browser's card autofill: `cc-number`, `cc-exp` or `cc-csc`. */
  autoComplete: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

/** One field of the card: its label above a numeric input (the digit keyboard on phones). */
function CardField({ id, label, onChange, ...input }: CardFieldProps) {
  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode="numeric" onChange={(e) => onChange(e.target.value)} {...input} />
    </StyledField>
  );
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

  /** A field's change: `set` keeps the text as `format` shapes it; the confirmation goes. */
  const edit =
    (set: (text: string) => void, format: (text: string) => string) => (text: string) => {
      set(format(text));
      setSubmitted(false);
    };

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
          <CardField
            id={`${id}-number`}
            label="卡號"
            name="cardNumber"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            value={cardNumber}
            onChange={edit(setCardNumber, formatCardNumber)}
          />
          <StyledFieldRow>
            <CardField
              id={`${id}-expiry`}
              label="有效期限（MM/YY）"
              name="expiry"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={expiry}
              onChange={edit(setExpiry, formatExpiry)}
            />
            <CardField
              id={`${id}-cvv`}
              label="安全碼（CVV）"
              name="cvv"
              autoComplete="cc-csc"
              placeholder="123"
              value={cvv}
              onChange={edit(setCvv, formatCvv)}
            />
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
