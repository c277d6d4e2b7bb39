import { useCallback, useEffect, useRef } from 'react';
import type { FieldState } from 'final-form';
import { Form } from 'react-final-form';
import { useField } from 'react-final-form';
import { pathTo } from '@folio/rules';
import { TextField } from '../../primitives/TextField';
import { FormTextField, keep, NewPasswordFields, shownError } from '../common/fields';
import { FormFooterLink, FormShell } from '../common/FormShell';
import { formErrorOf, toFinalFormSubmit } from '../common/submit';
import type { FormSubmitHandler, RegisterFormValues, FormProps } from '../types';
import { serverMessages, validationMessages } from '../validation/messages';
import { registerSchema, validateRegister } from '../validation/schemas';

const m = validationMessages.register;

type CheckResult = 'free' | 'taken' | 'failed';
const messageOf = (result: CheckResult) =>
  result === 'taken' ? m.emailTaken : result === 'failed' ? m.emailCheckFailed : undefined;

interface RegisterFormProps extends FormProps<RegisterFormValues> {
  /** Called with `{ name, email, password, password_confirmation }` (the API payload). */
  onSubmit: FormSubmitHandler<RegisterFormValues>;
  /**
   * Asks the server whether an e-mail is taken (POST /check-email → `exists`). Resolve `true`
   * when taken ('這個 Email 已被註冊'); reject when the check itself fails ('檢查失敗，請稍後再試').
   * It runs when the e-mail field is left with a well-formed address, and before submitting;
   * never on keystrokes; each address is asked once (a failed check is retried on the next blur).
   */
  checkEmail?: (email: string) => Promise<boolean>;
  /** Where the log-in link goes. @default pathTo('login') */
  loginTo?: string;
}

/** The e-mail field: its own validator is the server check; it says when a check is running. */
function EmailField({
  validate,
  onLeave,
}: {
  validate: (value: string, all: object, meta?: FieldState<string>) => unknown;
  onLeave: (email: string) => void;
}) {
  const { input, meta } = useField<string>('email', { parse: keep, validate });
  return (
    <TextField
      {...input}
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      onBlur={(event) => {
        input.onBlur(event);
        onLeave(input.value ?? '');
      }}
      error={shownError(meta)}
      helperText={meta.validating ? '正在確認 Email 是否可以使用…' : undefined}
    />
  );
}

/** Mutators: `revalidate` does nothing, and final-form runs every validator after a mutator. */
const mutators = { revalidate: () => undefined };

/**
 * The registration form: name or nickname, e-mail, password and confirmation (both with show/hide).
 * Rules of docs/requirements.md §5, checked on blur, change and submit, plus the server's e-mail check.
 */
export function RegisterForm({
  onSubmit,
  checkEmail,
  initialValues,
  title = '註冊',
  description,
  headingLevel = 1,
  loginTo = pathTo('login'),
  revealErrors = false,
  className,
}: RegisterFormProps) {
  // One answer per address: settled results and checks in flight.
  const checks = useRef(new Map<string, CheckResult | Promise<CheckResult>>());
  const checkEmailRef = useRef(checkEmail);
  useEffect(() => {
    checkEmailRef.current = checkEmail;
  });

  const runCheck = useCallback((email: string): CheckResult | Promise<CheckResult> => {
    const known = checks.current.get(email);
    if (known) return known;
    const check = checkEmailRef.current;
    if (!check) return 'free';
    const pending = Promise.resolve()
      .then(() => check(email))
      .then(
        (exists): CheckResult => (exists ? 'taken' : 'free'),
        (): CheckResult => 'failed',
      )
      .then((result) => {
        checks.current.set(email, result);
        return result;
      });
    checks.current.set(email, pending);
    return pending;
  }, []);

  /**
   * The e-mail's server check as a field-level validator. It stays silent while the address has
   * a format error (the record-level rule shows that) and while the field has focus, so typing
   * never calls the server; leaving the field re-runs validation (`revalidate`) and starts it.
   */
  const validateEmailTaken = useCallback(
    (value: string, all: object, meta?: FieldState<string>) => {
      if (!checkEmailRef.current) return undefined;
      if (registerSchema.email?.(value, all as RegisterFormValues)) return undefined;
      const email = (value ?? '').trim();
      const known = checks.current.get(email);
      if (!known && meta?.active) return undefined;
      const result = known ?? runCheck(email);
      return typeof result === 'string' ? messageOf(result) : result.then(messageOf);
    },
    [runCheck],
  );

  const submitToApp = toFinalFormSubmit(onSubmit, serverMessages.register.failure);
  const submit = async (values: RegisterFormValues) => {
    // Enter in the e-mail field submits before the field was ever left: check now. A taken
    // address is a field error, with no error line.
    const message = messageOf(await runCheck(values.email.trim()));
    return message ? { email: message } : submitToApp(values);
  };

  return (
    <Form<RegisterFormValues>
      onSubmit={submit}
      validate={validateRegister}
      mutators={mutators}
      initialValues={{
        name: '',
        email: '',
        password: '',
        password_confirmation: '',
        ...initialValues,
      }}
      subscription={{ submitting: true, submitError: true, error: true, submitFailed: true }}
    >
      {({ handleSubmit, submitting, form, ...state }) => (
        <FormShell
          kind="register-form"
          title={title}
          headingLevel={headingLevel}
          description={description}
          onSubmit={handleSubmit}
          formError={formErrorOf(state)}
          submitLabel="註冊"
          submitting={submitting ?? false}
          maxWidth={440}
          revealErrors={revealErrors}
          className={className}
          footer={
            <FormFooterLink question="已經有帳號？" to={loginTo}>
              登入
            </FormFooterLink>
          }
        >
          <FormTextField name="name" label="姓名或暱稱" autoComplete="nickname" required />
          <EmailField
            validate={validateEmailTaken}
            onLeave={(email) => {
              // Retry a failed check when the field is left again, then validate.
              const key = email.trim();
              if (checks.current.get(key) === 'failed') checks.current.delete(key);
              form.mutators.revalidate?.();
            }}
          />
          <NewPasswordFields name="password" label="密碼" />
        </FormShell>
      )}
    </Form>
  );
}
