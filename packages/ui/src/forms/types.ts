/**
 * The values each form submits and the result its `onSubmit` returns. Field names follow the API
 * payloads of docs/requirements.md §3, so the app can send them as they are.
 */

/** What `onSubmit` resolves with when the call failed: shown in the form, the input is kept. */
interface FormSubmitError<T = Record<string, unknown>> {
  /** The error line under the fields (role="alert"), e.g. '密碼或帳號錯誤' or the server message. */
  error: string;
  /** Messages shown under single fields, e.g. the server's 422 `errors`. */
  fieldErrors?: Partial<Record<keyof T & string, string>>;
}

/** `void` (or `undefined`) on success, `{ error, fieldErrors? }` on failure. */
// `void` so that a plain `async () => {}` is a valid successful handler.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
type FormSubmitResult<T = Record<string, unknown>> = void | undefined | FormSubmitError<T>;

/** Every form's `onSubmit`: it gets the values and resolves when the call is done. */
export type FormSubmitHandler<T> = (values: T) => Promise<FormSubmitResult<T>>;

/**
 * The props every form shares: what it sends (`V`), what it starts with (`I`), how it is titled
 * (each form has its own default title), and a switch for reviewing its errors.
 */
export interface FormProps<V, I = Partial<V>> {
  onSubmit: FormSubmitHandler<V>;
  /** Prefilled values. */
  initialValues?: I;
  /** The form's title (each form has its own default). */
  title?: string;
  /** A line under the title. */
  description?: string;
  /** Heading level of the title. @default 1 */
  headingLevel?: 1 | 2 | 3;
  /**
   * Show every error at once, as after a submit attempt with these values (nothing is called):
   * for reviewing the error states (docs, visual tests) without typing.
   */
  revealErrors?: boolean;
  className?: string;
}

/** The login forms (all three variants). */
export interface LoginFormValues {
  email: string;
  password: string;
  /** The remember-me box: the app saves `saved_email` when true and removes it when false. */
  remember: boolean;
}

/** docs/requirements.md §3 registration payload. */
export interface RegisterFormValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** docs/requirements.md §7 POST /resend-verification-email. */
export interface ResendVerificationFormValues {
  email: string;
  password: string;
}

/** docs/requirements.md §7 POST /forgot-password. */
export interface ForgotPasswordFormValues {
  email: string;
}

/** docs/requirements.md §3 reset-password payload, without `token` and `email`, which the app reads from the link. */
export interface ResetPasswordFormValues {
  password: string;
  password_confirmation: string;
}

/** docs/requirements.md §3 change-password payload: `password` is the old password. */
export interface ChangePasswordFormValues {
  password: string;
  new_password: string;
  new_password_confirmation: string;
}

/** The static profile form of docs/requirements.md §2. */
export interface AccountFormValues {
  nickname: string;
  bio: string;
  avatar: File | null;
  email: string;
  country: string;
}

/**
 * The event form. Times use the app's 'YYYY-MM-DD HH:mm:ss' text; `price` is '' when there is no
 * price (the multipart body sends it as is); `image` is sent as the `image_path` file part.
 */
export interface EventFormValues {
  name: string;
  description: string;
  start_time: string;
  end_time: string;
  price: string;
  image: File | null;
}
