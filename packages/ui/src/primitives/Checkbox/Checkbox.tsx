import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from '../TextField/FieldFrame';
import { StyledError, StyledHelper } from '../TextField/TextField.styles';
import { StyledCheckboxInput, StyledCheckboxLabel, StyledCheckboxRoot } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text after the box; clicking it toggles the box too. */
  label: ReactNode;
  /** Help under the box. */
  helperText?: ReactNode;
  /** An error under the box; the box becomes `aria-invalid`. */
  error?: ReactNode;
  /** The `<input>` element. */
  ref?: Ref<HTMLInputElement>;
  /** Class of the outer element. */
  className?: string;
}

/** A native checkbox with its label; controlled (`checked`) or not (`defaultChecked`). */
export function Checkbox({
  label,
  helperText,
  error,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, { helperText, error }, describedBy);
  return (
    <StyledCheckboxRoot className={className} data-folio="checkbox">
      <StyledCheckboxLabel>
        <StyledCheckboxInput ref={ref} type="checkbox" {...ids.controlProps} {...rest} />
        <span>{label}</span>
      </StyledCheckboxLabel>
      {helperText ? <StyledHelper id={ids.helperId}>{helperText}</StyledHelper> : null}
      {ids.hasError ? <StyledError id={ids.errorId}>{error}</StyledError> : null}
    </StyledCheckboxRoot>
  );
}
