import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useField, type FieldBaseProps } from '../TextField/FieldFrame';
import { StyledSelect, StyledSelectWrap } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'multiple'> {
  /** The choices. @default [] */
  options?: SelectOption[];
  /** A first option with the value '' that says what to choose, e.g. '請選擇國家'. */
  placeholder?: string;
  /** The `<select>` element. */
  ref?: Ref<HTMLSelectElement>;
  /** Class of the outer element. */
  className?: string;
}

/**
 * A labelled native `<select>`: the platform's own picker, keyboard and screen-reader support.
 * `placeholder` adds a first option with the value '' (so "nothing chosen" is a real value).
 */
export function Select({ options = [], placeholder, ref, ...props }: SelectProps) {
  const { frame, control, rest } = useField('select', props);
  return (
    <FieldFrame {...frame}>
      <StyledSelectWrap>
        <StyledSelect ref={ref} {...control} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      </StyledSelectWrap>
    </FieldFrame>
  );
}
