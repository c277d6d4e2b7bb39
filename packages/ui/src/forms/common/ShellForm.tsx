import { Form, type FormProps } from 'react-final-form';
import type { FormSubmitHandler } from '../types';
import { FormShell, type FormShellProps } from './FormShell';
import { formErrorOf, toFinalFormSubmit } from './submit';

interface ShellFormProps<V> extends Omit<
  FormShellProps,
  'onSubmit' | 'formError' | 'submitting' | 'headingLevel' | 'maxWidth'
> {
  /** @default 1 */
  headingLevel?: FormShellProps['headingLevel'];
  /** @default 440 */
  maxWidth?: number;
  /** The form's `onSubmit` (see `FormSubmitHandler`). */
  onSubmit: FormSubmitHandler<V>;
  /** The error line's message when `onSubmit` rejects. */
  fallback: string;
  validate: FormProps<V>['validate'];
  initialValues: Partial<V>;
}

/**
 * A final-form form in the shared `FormShell`, for the forms that need nothing more: the submission
 * goes through `toFinalFormSubmit`, the error line shows `formErrorOf`, the button follows
 * `submitting`. The shell's props (title, labels, fields as children…) pass through; the heading level is 1
 * and the width 440 unless said otherwise.
 */
export function ShellForm<V>({
  onSubmit,
  fallback,
  validate,
  initialValues,
  headingLevel = 1,
  maxWidth = 440,
  ...shell
}: ShellFormProps<V>) {
  return (
    <Form<V>
      onSubmit={toFinalFormSubmit(onSubmit, fallback)}
      validate={validate}
      initialValues={initialValues}
      subscription={{ submitting: true, submitError: true, error: true, submitFailed: true }}
    >
      {({ handleSubmit, submitting, ...state }) => (
        <FormShell
          {...shell}
          headingLevel={headingLevel}
          maxWidth={maxWidth}
          onSubmit={handleSubmit}
          formError={formErrorOf(state)}
          submitting={submitting ?? false}
        />
      )}
    </Form>
  );
}
