import type { ValidationError } from '@folio/contract';
import {
  BOOKING_DETAIL_MESSAGES as BOOKING,
  CHAT_MESSAGES,
  hasControlCharacter,
  passwordProblemMessages,
  passwordProblems,
  SHOP_MESSAGES as SHOP,
  SIGNIN_MESSAGES,
  TASK_MESSAGES,
  BOOKING_ADMIN_MESSAGES as BOOKING_ADMIN,
} from '@folio/rules';
import { CHECKOUT_RULES } from './checkout/rules.ts';
import { FIELD_ORDER } from './fieldOrder.ts';
import { M } from './messages.ts';

/** Thrown by handlers for a business rule (e-mail taken, wrong password, …): answered 422. */
export class ValidationFailure extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors)[0]?.[0] ?? 'invalid');
    this.name = 'ValidationFailure';
  }
}

/**
 * A valid request the state refuses, with the answer's status and body: 403 (not an
 * administrator), 404 (nothing there) or 409 (docs/adr/0030-shopping-catalog.md). Thrown inside a
 * transaction, it rolls the transaction back: nothing changes.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: 403 | 404 | 409,
    readonly body: { message: string } & Record<string, unknown>,
  ) {
    super(body.message);
    this.name = 'Refusal';
  }
}

/**
 * Builds the 422 body, the contract's `ValidationError` (Laravel's `{message, errors: {field:
 * [messages]}}`): `message` is the first error, with the count of the others.
 */
export function validationBody(errors: Record<string, string[]>): ValidationError {
  const all = Object.values(errors).flat();
  const first = all[0] ?? M.bodyRequired;
  return { message: all.length > 1 ? `${first}${M.andMore(all.length - 1)}` : first, errors };
}

/**
 * Fields that refuse every control character, line breaks and tab too, with their own words (a
 * task's subject and addresses are header lines of its mails: docs/adr/0017).
 */
export const CONTROL_MESSAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  createTask: { subject: TASK_MESSAGES.subjectControl, recipients: TASK_MESSAGES.recipientControl },
};

/** One Ajv error, as Fastify hands it over. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

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
  price: { minimum: M.priceRange, maximum: M.priceRange, '*': M.priceNumber },
  image_path: { '*': M.imageFile },
  page: { '*': M.pageInvalid },
  search: { '*': M.searchTooLong },
  id: { '*': M.idInvalid },
  _method: { '*': M.methodOverride },
};

/** The fields of a sign-in's or a link's start (startSignin, startLink). */
const SIGNIN_START_RULES: Record<string, Rule> = {
  provider: { '*': SIGNIN_MESSAGES.providerUnknown },
  redirect_uri: { '*': SIGNIN_MESSAGES.redirectNotAllowed },
  return_to: { '*': SIGNIN_MESSAGES.returnToInvalid },
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
  rescheduleLinkedBooking: {
    date: { required: M.bookingDateRequired, '*': M.bookingDateFormat },
    start: { required: M.bookingStartRequired, '*': M.bookingStartNotSlot },
  },
  createBooking: {
    date: { required: M.bookingDateRequired, '*': M.bookingDateFormat },
    start: { required: M.bookingStartRequired, '*': M.bookingStartNotSlot },
    // What a booking says: @folio/rules' words (bookingDetails.ts), the same the dialog shows.
    topic: {
      maxLength: BOOKING.topicTooLong,
      pattern: BOOKING.controlCharacter,
      '*': BOOKING.topicRequired,
    },
    note: { '*': BOOKING.noteTooLong },
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
    subject: {
      maxLength: TASK_MESSAGES.subjectTooLong,
      pattern: TASK_MESSAGES.subjectControl,
      '*': TASK_MESSAGES.subjectRequired,
    },
    content: { maxLength: TASK_MESSAGES.contentTooLong, '*': TASK_MESSAGES.contentRequired },
    start_at: { '*': TASK_MESSAGES.startFormat },
  },
  listManagedTasks: { state: { '*': TASK_MESSAGES.stateFilterInvalid } },
  // The owner's view of bookings: @folio/rules' words (bookingAdmin.ts), the same the screen shows.
  listManagedBookings: {
    state: { '*': BOOKING_ADMIN.stateInvalid },
    from: { '*': BOOKING_ADMIN.fromInvalid },
    page: { '*': BOOKING_ADMIN.pageInvalid },
  },
  cancelManagedBooking: {
    reason: { pattern: BOOKING_ADMIN.controlCharacter, '*': BOOKING_ADMIN.reasonTooLong },
  },
  // The sign-in's words are @folio/rules' (signin.ts), the same the screens show.
  startSignin: SIGNIN_START_RULES,
  startLink: SIGNIN_START_RULES,
  unlinkProvider: { provider: { '*': SIGNIN_MESSAGES.providerUnknown } },
  finishSignin: {
    state: { '*': SIGNIN_MESSAGES.attemptInvalid },
    binding: { '*': SIGNIN_MESSAGES.attemptInvalid },
    code: { '*': SIGNIN_MESSAGES.codeInvalid },
  },
  // The chat's words are @folio/rules' (chat.ts), the same the chat box shows.
  sendChatMessage: {
    body: {
      maxLength: CHAT_MESSAGES.bodyTooLong,
      pattern: CHAT_MESSAGES.bodyInvalid,
      '*': CHAT_MESSAGES.bodyRequired,
    },
    client_id: { '*': CHAT_MESSAGES.clientIdFormat },
  },
  listChatMessages: {
    after: { '*': CHAT_MESSAGES.afterInvalid },
    limit: { '*': CHAT_MESSAGES.limitInvalid },
  },
  streamChatConversation: { after: { '*': CHAT_MESSAGES.afterInvalid } },
  listChatInbox: { status: { '*': CHAT_MESSAGES.filterInvalid } },
  markChatRead: { last_read_id: { '*': CHAT_MESSAGES.lastReadInvalid } },
  rateChatConversation: {
    score: { required: CHAT_MESSAGES.scoreRequired, '*': CHAT_MESSAGES.scoreRange },
    comment: { '*': CHAT_MESSAGES.commentTooLong },
  },
};

/** The catalog's wording of its fields (docs/adr/0030-shopping-catalog.md): the rules' texts. */
const catalogList: Record<string, Rule> = {
  page: { '*': SHOP.pageInvalid },
  search: { '*': M.searchTooLong },
  sort: { '*': SHOP.sortInvalid },
  company_flag: { '*': SHOP.shopNotFound },
  category: { '*': SHOP.categoryNotFound },
};
const catalogShop: Record<string, Rule> = { company_flag: { '*': SHOP.shopNotFound } };
const categoryForm: Record<string, Rule> = {
  ...catalogShop,
  name: {
    required: SHOP.categoryNameRequired,
    maxLength: SHOP.categoryNameTooLong,
    '*': SHOP.categoryNameRequired,
  },
  parent_id: { '*': SHOP.categoryParentUnknown },
  position: { '*': SHOP.categoryPosition },
  body: { minProperties: SHOP.categoryChangeRequired },
};
const specTypeForm: Record<string, Rule> = {
  name: { maxLength: SHOP.specNameTooLong, '*': SHOP.specNameRequired },
  values: { maxItems: SHOP.specValuesTooMany, '*': SHOP.specValuesRequired },
  'values.*.name': { maxLength: SHOP.specValueTooLong, '*': SHOP.specValueRequired },
  'values.*.id': { '*': SHOP.specValueUnknown },
  version: { '*': SHOP.versionInvalid },
};
const productForm: Record<string, Rule> = {
  company_flag: { required: SHOP.shopRequired, '*': SHOP.shopNotFound },
  category_id: { '*': SHOP.categoryNotFound },
  name: { maxLength: SHOP.productNameTooLong, '*': SHOP.productNameRequired },
  description: { '*': SHOP.descriptionTooLong },
  status: { '*': SHOP.statusInvalid },
  spec_types: { '*': SHOP.specTypesTooMany },
  'spec_types.*.spec_type_id': { '*': SHOP.specNotFound },
  'spec_types.*.value_ids': { minItems: SHOP.specValuesNoneChosen, '*': SHOP.specValueUnknown },
  variants: {
    required: SHOP.variantsRequired,
    minItems: SHOP.variantsRequired,
    '*': SHOP.variantsMismatch,
  },
  'variants.*.price': { '*': SHOP.priceRange },
  'variants.*.stock': { '*': SHOP.stockRange },
  'variants.*.sku': { '*': SHOP.skuFormat },
  'variants.*.enabled': { '*': SHOP.enabledInvalid },
  'variants.*.value_ids': { '*': SHOP.variantsMismatch },
  images: { '*': SHOP.imagesTooMany },
  'images.*.path': { '*': SHOP.imageMissing },
  version: { '*': SHOP.versionInvalid },
};
Object.assign(OPERATION_RULES, {
  listProducts: catalogList,
  listManagedProducts: { ...catalogList, status: { '*': SHOP.statusFilterInvalid } },
  listCategories: catalogShop,
  createCategory: categoryForm,
  updateCategory: categoryForm,
  deleteCategory: { ...catalogShop, move_products_to: { '*': SHOP.categoryMoveTarget } },
  createSpecType: specTypeForm,
  updateSpecType: specTypeForm,
  createProduct: productForm,
  updateProduct: productForm,
  uploadProductImage: { image: { '*': M.imageFile } },
} satisfies Record<string, Record<string, Rule>>);
// The checkout's and the delivery's (docs/adr/0031-checkout-payment-and-delivery.md).
Object.assign(OPERATION_RULES, CHECKOUT_RULES);

/**
 * The field an error is about, as Laravel names it: `name`, or inside a list `variants.3.price`.
 * An item of a list of plain values (`recipients/2`) is reported on the list.
 */
function fieldOf(error: SchemaError): string {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') parts.push(String(error.params.additionalProperty));
  while (parts.length > 1 && /^\d+$/.test(parts.at(-1) ?? '')) parts.pop();
  return parts.length > 0 ? parts.join('.') : 'body';
}

/** A field's rule key: its indexes as `*` (`variants.3.price` → `variants.*.price`). */
const ruleKey = (field: string) => field.replace(/\.\d+(?=\.|$)/g, '.*');

function messagesFor(
  operationId: string | undefined,
  field: string,
  error: SchemaError,
  value: unknown,
): string[] {
  if (error.keyword === 'additionalProperties') return [M.unknownField(field)];
  // An address with a CR/LF fails the `Email` pattern; the contract words it on its own.
  if (
    operationId === 'createTask' &&
    field === 'recipients' &&
    Array.isArray(value) &&
    value.some((address) => typeof address === 'string' && hasControlCharacter(address))
  )
    return [TASK_MESSAGES.recipientControl];
  // An operation's row replaces the `all` row of the same rule; one with `*` ("any rule")
  // replaces every rule of the field (the contract's table of validation messages).
  const key = ruleKey(field);
  const own = OPERATION_RULES[operationId ?? '']?.[key];
  const rules = own && '*' in own ? own : { ...DEFAULT_RULES[key], ...own };
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
  // A value out of a number's range (`-5` for `'' | number ≥ 0`) also fails the other branch
  // (`const: ''`, a type): only its range is news to the user.
  const bounded = new Set(
    errors.filter((e) => e.keyword === 'minimum' || e.keyword === 'maximum').map(fieldOf),
  );
  for (const error of errors) {
    if (['anyOf', 'oneOf', 'if'].includes(error.keyword) && errors.length > 1) continue;
    const field = fieldOf(error);
    if (bounded.has(field) && (error.keyword === 'const' || error.keyword === 'type')) continue;
    const value =
      input && typeof input === 'object' ? (input as Record<string, unknown>)[field] : undefined;
    const list = byField.get(field) ?? [];
    for (const message of messagesFor(operationId, field, error, value)) {
      if (!list.includes(message)) list.push(message);
    }
    byField.set(field, list);
  }
  const rank = (field: string) => {
    const i = FIELD_ORDER.indexOf(field.split('.')[0] ?? field);
    return i === -1 ? FIELD_ORDER.length : i;
  };
  const fields = [...byField.keys()].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }),
  );
  return Object.fromEntries(fields.map((f) => [f, byField.get(f) ?? []]));
}
