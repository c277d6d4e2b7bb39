import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useField, type FieldBaseProps } from '../TextField/FieldFrame';
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
export function Textarea({ rows = 4, ref, ...props }: TextareaProps) {
  const { frame, control, rest } = useField('textarea', props);
  return (
    <FieldFrame {...frame}>
      <StyledTextarea ref={ref} rows={rows} {...control} {...rest} />
    </FieldFrame>
  );
}
