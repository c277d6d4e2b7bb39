import { useId, useState } from 'react';
import { StyledQuantityStepper, StyledStepButton, StyledStepInput } from './QuantityStepper.styles';

export interface QuantityStepperProps {
  /** The quantity, 1 to `max` (0 when nothing can be bought). */
  value: number;
  /** Called with the new quantity, always within 1 and `max`. */
  onChange: (value: number) => void;
  /** The most that may be picked (the variant's stock, at most 99); 0 disables the stepper. */
  max: number;
  /** The field's label. @default '數量' */
  label?: string;
  /** Disables the stepper (nothing chosen yet). @default false */
  disabled?: boolean;
}

const clamp = (n: number, max: number) => Math.min(Math.max(1, Math.round(n)), Math.max(1, max));

/**
 * A quantity with − and + buttons around a number field, bounded by 1 and `max`: the buttons
 * stop at the bounds and a typed number is brought within them when the field is left (or on
 * Enter), so the quantity is never more than there is in stock.
 */
export function QuantityStepper({
  value,
  onChange,
  max,
  label = '數量',
  disabled = false,
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const off = disabled || max < 1;
  const commit = () => {
    if (draft === null) return;
    const typed = Number(draft);
    onChange(Number.isFinite(typed) && draft.trim() !== '' ? clamp(typed, max) : value);
    setDraft(null);
  };
  return (
    <StyledQuantityStepper data-folio="quantity-stepper">
      <label htmlFor={id}>{label}</label>
      <div>
        <StyledStepButton
          type="button"
          aria-label="減少數量"
          disabled={off || value <= 1}
          onClick={() => onChange(clamp(value - 1, max))}
        >
          −
        </StyledStepButton>
        <StyledStepInput
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          disabled={off}
          value={draft ?? String(off ? 1 : value)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
        <StyledStepButton
          type="button"
          aria-label="增加數量"
          disabled={off || value >= max}
          onClick={() => onChange(clamp(value + 1, max))}
        >
          +
        </StyledStepButton>
      </div>
    </StyledQuantityStepper>
  );
}
