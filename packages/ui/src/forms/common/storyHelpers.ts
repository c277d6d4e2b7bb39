/** Helpers for the forms' play functions (stories only; never exported from the package). */
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
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

/** While submitting, the submit button is disabled and busy (it shows a spinner). */
export async function expectSubmitting(submit: HTMLElement) {
  await waitFor(() => expect(submit).toBeDisabled());
  await expect(submit).toHaveAttribute('aria-busy', 'true');
}

/**
 * A failed submission: the form's error line (an alert) shows `message`, and every field listed in
 * `kept` still holds what was typed.
 */
export async function expectServerError(
  canvas: { findByRole: (role: 'alert') => Promise<HTMLElement> },
  message: string,
  kept: [field: HTMLElement, value: string][] = [],
) {
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  for (const [field, value] of kept) await expect(field).toHaveValue(value);
}

/** The messages of the password strength rule, as each form names them. */
interface PasswordRuleMessages {
  passwordMinLength: string;
  passwordLowercase: string;
  passwordUppercase: string;
  passwordSymbol: string;
}

/** Passwords that break the strength rule one part at a time, in the order the messages come. */
export const passwordRuleSteps = (m: PasswordRuleMessages): [text: string, message: string][] => [
  ['Sec!23', m.passwordMinLength],
  ['SECRET!23', m.passwordLowercase],
  ['secret!23', m.passwordUppercase],
  ['Secret123', m.passwordSymbol],
];

/** Types each text into the field in turn and expects its message, one rule at a time. */
export async function expectRuleSteps(field: HTMLElement, steps: [string, string][]) {
  for (const [text, message] of steps) {
    await retype(field, text);
    await expectFieldError(field, message);
  }
}

/** Hidden stories that only run as tests: not in the sidebar or the docs, no Chromatic snapshot. */
export const testOnly = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
};

type Canvas = ReturnType<typeof within>;

/**
 * Finds a form's controls once its first render has settled: `controls` names them from the
 * canvas; the result also holds the canvas itself.
 */
export async function findControls<C>(canvasElement: HTMLElement, controls: (canvas: Canvas) => C) {
  await settled();
  const canvas = within(canvasElement);
  return { canvas, ...controls(canvas) };
}

/** The part of a story's context the form stories read. */
interface PlayContext {
  canvasElement: HTMLElement;
  args: { onSubmit?: unknown };
}

/** What the shared form stories need to know of a form. */
interface FormUnderTest<V, F extends { canvas: Canvas; submit: HTMLElement }> {
  /** Finds the form's controls (see `findControls`). */
  fields: (canvasElement: HTMLElement) => Promise<F>;
  /** Fills the form in correctly, with `values`. */
  fill: (f: F) => Promise<void>;
  /** What `onSubmit` gets after `fill` (what `success` expects). */
  values?: V;
}

/** A field and the message it should show. */
type FieldMessage = [field: HTMLElement, message: string];
/** A field and what is typed into it. */
type FieldText = [field: HTMLElement, text: string];

/** Sends a filled form: a click on its submit button. */
const clickSubmit = (f: { submit: HTMLElement }) => userEvent.click(f.submit);

/**
 * The stories every form tells the same way (Submitting, ServerError, Success), built from how to
 * find and fill that form, so that each form's stories declare them instead of copying them.
 */
export function formStories<V, F extends { canvas: Canvas; submit: HTMLElement }>(
  form: FormUnderTest<V, F>,
) {
  const fillAndSend = async (canvasElement: HTMLElement, send: (f: F) => Promise<void>) => {
    const f = await form.fields(canvasElement);
    await form.fill(f);
    await send(f);
    return f;
  };
  const refused = (typed: (f: F) => FieldText[], errors: (f: F) => FieldMessage[]) => ({
    play: async ({ args, canvasElement }: PlayContext) => {
      const f = await form.fields(canvasElement);
      for (const [field, text] of typed(f)) await userEvent.type(field, text);
      await clickSubmit(f);
      for (const [field, message] of errors(f)) await expectFieldError(field, message);
      await expect(args.onSubmit).not.toHaveBeenCalled();
    },
  });
  return {
    /**
     * Filled in and sent (by `send`, a click unless said otherwise) to an `onSubmit` that never
     * ends: the button is disabled and busy.
     */
    submitting: (send: (f: F) => Promise<void> = clickSubmit) => ({
      args: { onSubmit: submitMock<V>(pending) },
      play: async ({ canvasElement }: PlayContext) => {
        const f = await fillAndSend(canvasElement, send);
        await expectSubmitting(f.submit);
      },
    }),
    /** Sent to an `onSubmit` failing with `message`: the error line shows it; `kept` stay. */
    serverError: (message: string, kept: (f: F) => [field: HTMLElement, value: string][]) => ({
      args: { onSubmit: failingSubmit<V>(message) },
      play: async ({ canvasElement }: PlayContext) => {
        const f = await fillAndSend(canvasElement, clickSubmit);
        await expectServerError(f.canvas, message, kept(f));
      },
    }),
    /** Empty, with the link back to the login: the field `empty` names holds nothing. */
    emptyWithLoginLink: (empty: (f: F) => HTMLElement) => ({
      play: async ({ canvasElement }: PlayContext) => {
        const f = await form.fields(canvasElement);
        await expect(empty(f)).toHaveValue('');
        await expect(f.canvas.getByRole('link', { name: '返回登入' })).toHaveAttribute(
          'href',
          pathTo('login'),
        );
      },
    }),
    /** Filled in correctly and left: none of the fields `clean` names shows an error. */
    filled: (clean: (f: F) => HTMLElement[]) => ({
      play: async ({ canvasElement }: PlayContext) => {
        const f = await form.fields(canvasElement);
        await form.fill(f);
        await userEvent.tab();
        for (const field of clean(f)) await expectNoFieldError(field);
      },
    }),
    /**
     * Errors shown without typing (`revealErrors`) for `initialValues`: each field `errors` names
     * shows its message, and nothing is sent.
     */
    revealedErrors: (initialValues: Partial<V>, errors: (f: F) => FieldMessage[]) => ({
      args: { initialValues, revealErrors: true },
      play: async ({ args, canvasElement }: PlayContext) => {
        const f = await form.fields(canvasElement);
        for (const [field, message] of errors(f)) await expectFieldError(field, message);
        await expect(args.onSubmit).not.toHaveBeenCalled();
      },
    }),
    /** Test (hidden): a submit of the empty form shows each message of `errors`; nothing is sent. */
    submitEmpty: (errors: (f: F) => FieldMessage[]) => ({
      ...testOnly,
      ...refused(() => [], errors),
    }),
    /**
     * Typed into as `typed` says, then sent: each field `errors` names shows its message, and
     * nothing is sent.
     */
    refused,
    /** Sent: `onSubmit` gets `values` and no error line shows. */
    success: () => ({
      play: async ({ args, canvasElement }: PlayContext) => {
        const f = await fillAndSend(canvasElement, clickSubmit);
        await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(form.values));
        await expect(f.canvas.queryByRole('alert')).not.toBeInTheDocument();
      },
    }),
  };
}
