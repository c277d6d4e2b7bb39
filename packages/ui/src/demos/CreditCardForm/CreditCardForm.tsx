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

interface CreditCardValues {
  /** Digits in groups of four, e.g. `4242 4242 4242 4242`. */
  cardNumber: string;
  /** `MM/YY`. */
  expiry: string;
  cvv: string;
}

interface CreditCardFormProps {
  /** Values filled in at first. @default all empty */
  defaultValues?: Partial<CreditCardValues>;
  /** Called with the typed values on submit. Nothing is validated (docs/requirements.md §2). */
  onSubmit?: (values: CreditCardValues) => void;
  /** Page heading. @default '信用卡付款' */
  title?: string;
}

type CardFieldName = keyof CreditCardValues;

/** Each field's label, its card autofill token, its placeholder and how its typing is shaped. */
const cardFields: Record<
  CardFieldName,
  { label: string; autoComplete: string; placeholder: string; format: (text: string) => string }
> = {
  cardNumber: {
    label: '卡號',
    autoComplete: 'cc-number',
    placeholder: '0000 0000 0000 0000',
    format: formatCardNumber,
  },
  expiry: {
    label: '有效期限（MM/YY）',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    format: formatExpiry,
  },
  cvv: { label: '安全碼（CVV）', autoComplete: 'cc-csc', placeholder: '123', format: formatCvv },
};

/** The values as each field shapes them. */
const shaped = (values: Partial<CreditCardValues>): CreditCardValues => ({
  cardNumber: formatCardNumber(values.cardNumber ?? ''),
  expiry: formatExpiry(values.expiry ?? ''),
  cvv: formatCvv(values.cvv ?? ''),
});

/** One field of the card, `name`: its label above a numeric input (the digit keyboard on phones). */
function CardField({
  formId,
  name,
  value,
  onChange,
}: {
  formId: string;
  name: CardFieldName;
  value: string;
  onChange: (name: CardFieldName, text: string) => void;
}) {
  const { label, autoComplete, placeholder } = cardFields[name];
  const id = `${formId}-${name}`;
  return (
    <StyledField>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(name, e.target.value)}
      />
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
  const [values, setValues] = useState(() => shaped(defaultValues));
  const [submitted, setSubmitted] = useState(false);
  const id = useId();
  const { cardNumber, expiry, cvv } = values;

  /** A field's change: its text as the field shapes it; the earlier confirmation goes. */
  const change = (name: CardFieldName, text: string) => {
    setValues((v) => ({ ...v, [name]: cardFields[name].format(text) }));
    setSubmitted(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    onSubmit?.(values);
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
          <CardField formId={id} name="cardNumber" value={cardNumber} onChange={change} />
          <StyledFieldRow>
            <CardField formId={id} name="expiry" value={expiry} onChange={change} />
            <CardField formId={id} name="cvv" value={cvv} onChange={change} />
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
