import { useId, type ReactNode } from 'react';
import {
  StyledError,
  StyledFieldRoot,
  StyledHelper,
  StyledLabel,
  StyledLabelRow,
  StyledRequired,
} from './TextField.styles';

/** Props every labelled field primitive shares. */
export interface FieldBaseProps {
  /** The visible label; it also names the control. */
  label: ReactNode;
  /** Help shown under the control (the error, if any, comes after it). */
  helperText?: ReactNode;
  /** An error message: shown under the control, which becomes `aria-invalid` and points to it. */
  error?: ReactNode;
  /** Adds a decorative `*` to the label and `aria-required` to the control (no native `required`, so the browser never shows its own bubbles). @default false */
  required?: boolean;
}

/** Ids and ARIA attributes that tie a control to its label, helper text and error. */
export function useFieldIds(
  id: string | undefined,
  { helperText, error }: Pick<FieldBaseProps, 'helperText' | 'error'>,
  extraDescribedBy?: string,
) {
  const autoId = useId();
  const inputId = id ?? `field${autoId}`;
  const helperId = `${inputId}-helper`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [extraDescribedBy, hasError ? errorId : undefined, helperText ? helperId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    inputId,
    labelId: `${inputId}-label`,
    helperId,
    errorId,
    hasError,
    controlProps: {
      id: inputId,
      'aria-invalid': hasError || undefined,
      'aria-describedby': describedBy,
    },
  };
}

/** What a field primitive takes besides its own props: the shared ones, its id, class and descriptions. */
export interface FieldControlProps extends FieldBaseProps {
  id?: string;
  className?: string;
  'aria-describedby'?: string;
}

/**
 * Splits a field primitive's props: the frame's (label, texts, the required mark, class), the ids
 * and ARIA its control carries, and the rest, which go to the control after them.
 */
export function useField<P extends FieldControlProps>(
  kind: string,
  {
    label,
    helperText,
    error,
    required = false,
    id,
    className,
    'aria-describedby': describedBy,
    ...rest
  }: P,
) {
  const ids = useFieldIds(id, { helperText, error }, describedBy);
  return {
    ids,
    frame: { ids, kind, label, helperText, error, required, className },
    control: { 'aria-required': required || undefined, ...ids.controlProps },
    rest,
  };
}

interface FieldFrameProps extends FieldBaseProps {
  ids: ReturnType<typeof useFieldIds>;
  /** `data-folio` of the root. */
  kind: string;
  className?: string;
  /** Render the label as a plain element (for controls named with `aria-labelledby`). */
  labelAs?: 'label' | 'span';
  children: ReactNode;
}

/** Lays out label, control, helper text and error; shared by the field primitives. */
export function FieldFrame({
  ids,
  kind,
  label,
  helperText,
  error,
  required,
  className,
  labelAs = 'label',
  children,
}: FieldFrameProps) {
  return (
    <StyledFieldRoot className={className} data-folio={kind}>
      <StyledLabelRow>
        <StyledLabel
          as={labelAs}
          id={ids.labelId}
          htmlFor={labelAs === 'label' ? ids.inputId : undefined}
        >
          {label}
        </StyledLabel>
        {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </StyledLabelRow>
      {children}
      {helperText ? <StyledHelper id={ids.helperId}>{helperText}</StyledHelper> : null}
      {ids.hasError ? (
        <StyledError id={ids.errorId} data-folio="field-error">
          {error}
        </StyledError>
      ) : null}
    </StyledFieldRoot>
  );
}
