/** Helpers for the forms' play functions (stories only; never exported from the package). */
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { FormSubmitHandler } from '../types';

/** A submission that never ends, to look at the submitting state. */
export const pending = () => new Promise<never>(() => undefined);

/** The field shows exactly `message`: it is invalid and describes itself with the message. */
export async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  await expect(field).toHaveAccessibleDescription(message);
}

/** The field shows no error. */
export async function expectNoFieldError(field: HTMLElement) {
  await expect(field).not.toHaveAttribute('aria-invalid');
}

/** Focus a field and leave it with Tab, as a user skipping it would. */
export async function touch(field: HTMLElement) {
  await userEvent.click(field);
  await userEvent.tab();
}

/** Replace a field's text and leave it. */
export async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  await userEvent.tab();
}

/** A mock `onSubmit` (resolving with nothing = success unless `impl` says otherwise). */
export const submitMock = <T>(impl: FormSubmitHandler<T> = async () => undefined) =>
  fn<FormSubmitHandler<T>>(impl);

/** A mock `onSubmit` that resolves with `{ error }`. */
export const failingSubmit = <T>(
  error: string,
  fieldErrors?: Partial<Record<keyof T & string, string>>,
) => submitMock<T>(async () => ({ error, fieldErrors }));

/**
 * Waits until React has flushed the effects of the first render (a paint and a task), so the
 * form's fields are registered before the play function types into them. Vitest renders inside
 * `act`; a browser showing the story does not, and would otherwise race the registration.
 */
export const settled = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
