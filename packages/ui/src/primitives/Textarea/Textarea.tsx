import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldBaseProps } from '../TextField/FieldFrame';
import { StyledTextarea } from './Textarea.styles';

export interface TextareaProps
  extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  /** Visible lines of text; the user can still resize it vertically. @default 4 */
  rows?: number;
  /** The `<textarea>` element. */
  ref?: Ref<HTMLTextAreaElement>;
  /** Class of the outer element. */
  className?: string;
}

/** A labelled multi-line input (the profile's bio has 4 rows, docs/requirements.md §9). */
export function Textarea({
  label,
  helperText,
  error,
  required = false,
  rows = 4,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: TextareaProps) {
  const ids = useFieldIds(id, { helperText, error }, describedBy);
  return (
    <FieldFrame
      ids={ids}
      kind="textarea"
      label={label}
      helperText={helperText}
      error={error}
      required={required}
      className={className}
    >
      <StyledTextarea
        ref={ref}
        rows={rows}
        aria-required={required || undefined}
        {...ids.controlProps}
        {...rest}
      />
    </FieldFrame>
  );
}
