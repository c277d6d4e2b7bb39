import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useField, type FieldBaseProps } from '../TextField/FieldFrame';
import { StyledInput } from '../TextField/TextField.styles';
import { fromDateTimeLocal, toDateTimeLocal } from './dateTimeLocal';

export interface DateTimeFieldProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'value' | 'defaultValue' | 'onChange' | 'required' | 'min' | 'max'
    > {
  /** The value in the app's format, 'YYYY-MM-DD HH:mm:ss'; '' for none. */
  value?: string;
  /** Called with the new value in the app's format ('' when cleared). */
  onChange?: (value: string) => void;
  /** Earliest value, in the app's format. */
  min?: string;
  /** Latest value, in the app's format. */
  max?: string;
  /** The `<input>` element. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A labelled native `<input type="datetime-local">` (the platform's own date and time picker).
 * It speaks the app's 'YYYY-MM-DD HH:mm:ss' text in `value` and `onChange`, converted both ways
 * by the pure `toDateTimeLocal` and `fromDateTimeLocal`.
 */
export function DateTimeField({ value, onChange, min, max, ref, ...props }: DateTimeFieldProps) {
  const { frame, control, rest } = useField('date-time-field', props);
  return (
    <FieldFrame {...frame}>
      <StyledInput
        ref={ref}
        type="datetime-local"
        $hasEnd={false}
        value={value === undefined ? undefined : toDateTimeLocal(value)}
        min={min ? toDateTimeLocal(min) : undefined}
        max={max ? toDateTimeLocal(max) : undefined}
        onChange={(event) => onChange?.(fromDateTimeLocal(event.target.value))}
        {...control}
        {...rest}
      />
    </FieldFrame>
  );
}
