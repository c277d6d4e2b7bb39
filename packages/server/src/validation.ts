import { passwordProblemMessages, passwordProblems, TASK_MESSAGES } from '@folio/rules';
import { M } from './messages.ts';

/** A Laravel validation body: `{message, errors: {field: [messages]}}`. */
export interface ValidationBody {
  message: string;
  errors: Record<string, string[]>;
}

/** Thrown by handlers for a business rule (e-mail taken, wrong password, …): answered 422. */
export class ValidationFailure extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors)[0]?.[0] ?? 'invalid');
    this.name = 'ValidationFailure';
  }
}

/** Builds the 422 body: `message` is the first error, with the count of the others. */
export function validationBody(errors: Record<string, string[]>): ValidationBody {
  const all = Object.values(errors).flat();
  const first = all[0] ?? M.bodyRequired;
  return { message: all.length > 1 ? `${first}${M.andMore(all.length - 1)}` : first, errors };
}

/** One Ajv error, as Fastify hands it over. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** The order fields are reported in (the forms' order); others follow alphabetically. */
const FIELD_ORDER = [
  'token',
  'name',
  'description',
  'email',
  'password',
  'password_confirmation',
  'new_password',
  'new_password_confirmation',
  'start_time',
  'end_time',
  'price',
  'image_path',
  // The mail task's form (createTask).
  'recipients',
  'subject',
  'content',
  'start_at',
  'page',
  'search',
  'id',
  'hash',
  'expires',
  'signature',
  '_method',
];

/**
 * The messages of the character rules a new password breaks (the contract's `pattern`), from the
 * one password rule of @folio/rules (docs/requirements.md §5); the length rules are Ajv's
 * `minLength` and `maxLength`, which count the same way.
 */
export function strengthMessages(value: unknown): string[] {
  if (typeof value !== 'string') return [M.passwordRequired];
  return passwordProblems(value)
    .filter((problem) => problem !== 'minLength' && problem !== 'maxLength')
    .map((problem) => passwordProblemMessages[problem]);
}

type Keyword = string;
type Rule = Partial<Record<Keyword | '*', string>>;

/** Field → keyword → message; `*` is any other keyword. */
const DEFAULT_RULES: Record<string, Rule> = {
  name: {
    required: M.nameRequired,
    minLength: M.nameMin,
    maxLength: M.nameMax,
    '*': M.nameRequired,
  },
  email: { required: M.emailRequired, maxLength: M.emailTooLong, '*': M.emailFormat },
  password: { required: M.passwordRequired, minLength: M.passwordMin, maxLength: M.passwordMax },
  password_confirmation: { '*': M.passwordMismatch },
  new_password: {
    required: M.newPasswordRequired,
    minLength: M.passwordMin,
    maxLength: M.passwordMax,
  },
  new_password_confirmation: { '*': M.newPasswordMismatch },
  token: { maxLength: M.resetTokenInvalid, '*': M.resetTokenRequired },
  description: { maxLength: M.eventDescriptionMax, '*': M.eventDescriptionRequired },
  start_time: { pattern: M.timeFormat, '*': M.startRequired },
  end_time: { pattern: M.timeFormat, '*': M.endRequired },
  price: { '*': M.priceNumber },
  image_path: { '*': M.imageFile },
  page: { '*': M.pageInvalid },
  search: { '*': M.searchTooLong },
  id: { '*': M.idInvalid },
  _method: { '*': M.methodOverride },
};

/** Operation-specific wording from docs/requirements.md §5 (the login and resend forms word some rules apart). */
const OPERATION_RULES: Record<string, Record<string, Rule>> = {
  login: {
    email: { required: M.loginEmailRequired },
    password: { '*': M.loginPasswordRequired },
  },
  resendVerificationEmail: {
    email: { required: M.resendEmailRequired, maxLength: M.emailTooLong, '*': M.resendEmailFormat },
    password: { '*': M.passwordRequired },
  },
  changePassword: { password: { '*': M.passwordRequired } },
  resetPassword: {
    password: {
      required: M.newPasswordRequired,
      minLength: M.passwordMin,
      maxLength: M.passwordMax,
    },
    password_confirmation: { '*': M.newPasswordMismatch },
  },
  listSlots: { date: { required: M.bookingDateRequired, '*': M.bookingDateFormat } },
  createBooking: {
    date: { required: M.bookingDateRequired, '*': M.bookingDateFormat },
    start: { required: M.bookingStartRequired, '*': M.bookingStartNotSlot },
  },
  createEvent: { name: { maxLength: M.eventNameMax, '*': M.eventNameRequired } },
  updateEvent: { name: { maxLength: M.eventNameMax, '*': M.eventNameRequired } },
  // The task scheduler's words are @folio/rules' (tasks.ts), the same the form shows.
  createTask: {
    recipients: {
      required: TASK_MESSAGES.recipientsRequired,
      minItems: TASK_MESSAGES.recipientsRequired,
      maxItems: TASK_MESSAGES.recipientsTooMany,
      '*': TASK_MESSAGES.recipientFormat,
    },
    subject: { maxLength: TASK_MESSAGES.subjectTooLong, '*': TASK_MESSAGES.subjectRequired },
    content: { maxLength: TASK_MESSAGES.contentTooLong, '*': TASK_MESSAGES.contentRequired },
    start_at: { '*': TASK_MESSAGES.startFormat },
  },
};

function fieldOf(error: SchemaError): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  const first = error.instancePath.split('/')[1];
  return first ? first.replaceAll('~1', '/').replaceAll('~0', '~') : 'body';
}

function messagesFor(
  operationId: string | undefined,
  field: string,
  error: SchemaError,
  value: unknown,
): string[] {
  if (error.keyword === 'additionalProperties') return [M.unknownField(field)];
  const rules = OPERATION_RULES[operationId ?? '']?.[field] ?? DEFAULT_RULES[field] ?? {};
  const direct = rules[error.keyword];
  if (direct) return [direct];
  if (error.keyword === 'pattern' && /password$/.test(field)) return strengthMessages(value);
  return [rules['*'] ?? M.invalidField(field)];
}

/**
 * Turns Ajv errors into Laravel's `errors` object, worded per field (and per operation where the
 * spec words a rule differently). `input` is the validated object, for the password messages.
 */
export function schemaErrors(
  errors: readonly SchemaError[],
  operationId: string | undefined,
  input: unknown,
): Record<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const error of errors) {
    if (['anyOf', 'oneOf', 'if'].includes(error.keyword) && errors.length > 1) continue;
    const field = fieldOf(error);
    const value =
      input && typeof input === 'object' ? (input as Record<string, unknown>)[field] : undefined;
    const list = byField.get(field) ?? [];
    for (const message of messagesFor(operationId, field, error, value)) {
      if (!list.includes(message)) list.push(message);
    }
    byField.set(field, list);
  }
  const rank = (field: string) => {
    const i = FIELD_ORDER.indexOf(field);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  const fields = [...byField.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return Object.fromEntries(fields.map((f) => [f, byField.get(f) ?? []]));
}
