import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useField, type FieldBaseProps } from './FieldFrame';
import { StyledEnd, StyledInput, StyledInputWrap } from './TextField.styles';

export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'required'> {
  /** A control inside the input at its end, such as the password toggle. */
  endAdornment?: ReactNode;
  /** The `<input>` element. */
  ref?: Ref<HTMLInputElement>;
  /** Class of the outer element, so the field can be styled as a whole. */
  className?: string;
}

/**
 * A labelled single-line input. An `error` marks it `aria-invalid` and is read after the label
 * through `aria-describedby`, as is the helper text. Other props go to the `<input>`.
 */
export function TextField({ endAdornment, type = 'text', ref, ...props }: TextFieldProps) {
  const { frame, control, rest } = useField('text-field', props);
  return (
    <FieldFrame {...frame}>
      <StyledInputWrap>
        <StyledInput ref={ref} type={type} $hasEnd={Boolean(endAdornment)} {...control} {...rest} />
        {endAdornment ? <StyledEnd>{endAdornment}</StyledEnd> : null}
      </StyledInputWrap>
    </FieldFrame>
  );
}
