import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { FormSubmitHandler } from '../types';

/**
 * Adapts a form's `onSubmit` (resolving with nothing or `{ error, fieldErrors }`) to final-form,
 * which takes submission errors keyed by field and `FORM_ERROR`. A rejected promise counts as a
 * failure with `fallback`, the spec's generic message for that call, so the form never hangs.
 */
export function toFinalFormSubmit<T>(onSubmit: FormSubmitHandler<T>, fallback: string) {
  return async (values: T): Promise<SubmissionErrors> => {
    try {
      const result = await onSubmit(values);
      if (!result) return undefined;
      return { ...result.fieldErrors, [FORM_ERROR]: result.error };
    } catch (error) {
      console.error(error);
      return { [FORM_ERROR]: fallback };
    }
  };
}

/** The error line's message: the submission's error, or the form-level rule after a failed try. */
export function formErrorOf(state: {
  submitError?: unknown;
  error?: unknown;
  submitFailed?: boolean;
}): string | undefined {
  if (typeof state.submitError === 'string' && state.submitError) return state.submitError;
  if (state.submitFailed && typeof state.error === 'string' && state.error) return state.error;
  return undefined;
}
