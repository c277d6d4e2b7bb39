import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-final-form';
import { Button } from '../../primitives/Button';
import {
  StyledActions,
  StyledDescription,
  StyledFields,
  StyledForm,
  StyledFormError,
  StyledHeader,
  StyledLink,
  StyledLinkRow,
  StyledTitle,
} from './FormShell.styles';

export interface FormShellProps {
  /** `data-folio` of the form. */
  kind: string;
  title: ReactNode;
  /** Heading level of the title. */
  headingLevel: 1 | 2 | 3;
  description?: ReactNode;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => unknown;
  /** The fields. */
  children: ReactNode;
  /** The error line under the fields (role="alert"), shown when set. */
  formError?: ReactNode;
  submitLabel: ReactNode;
  submitting: boolean;
  /** Under the submit button: links. */
  footer?: ReactNode;
  maxWidth: number;
  /** On mount, show every error as after a submit attempt (the forms' `revealErrors`). */
  revealErrors?: boolean;
  className?: string;
}

/**
 * The frame every form shares: a titled surface, the fields, the error line (role="alert"), a
 * full-width submit button that shows loading and is disabled while the form is submitting, and
 * links under it. `noValidate`: the form's own rules speak, never the browser's bubbles.
 */
export function FormShell({
  kind,
  title,
  headingLevel,
  description,
  onSubmit,
  children,
  formError,
  submitLabel,
  submitting,
  footer,
  maxWidth,
  revealErrors = false,
  className,
}: FormShellProps) {
  const titleId = useId();
  const form = useForm();
  useEffect(() => {
    // A submit attempt with invalid values calls nothing: final-form marks every field touched and
    // shows the form-level error, exactly as after a click on the button.
    if (revealErrors && form.getState().hasValidationErrors) void form.submit();
  }, [form, revealErrors]);
  return (
    <StyledForm
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      aria-busy={submitting || undefined}
      $maxWidth={maxWidth}
      className={className}
      data-folio={kind}
    >
      <StyledHeader>
        <StyledTitle as={`h${headingLevel}`} id={titleId}>
          {title}
        </StyledTitle>
        {description ? <StyledDescription>{description}</StyledDescription> : null}
      </StyledHeader>
      <StyledFields>{children}</StyledFields>
      {formError ? (
        <StyledFormError role="alert" data-folio="form-error">
          {formError}
        </StyledFormError>
      ) : null}
      <StyledActions>
        <Button type="submit" size="large" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
        {footer}
      </StyledActions>
    </StyledForm>
  );
}

/** A form's footer link (`FormShell`'s `footer`), after a short question when one is given. */
export function FormFooterLink({
  question,
  to,
  children,
}: {
  question?: ReactNode;
  to: string;
  children: ReactNode;
}) {
  return (
    <StyledLinkRow>
      {question ? <span>{question}</span> : null}
      <StyledLink to={to}>{children}</StyledLink>
    </StyledLinkRow>
  );
}
