import type { ApiClient } from './client.ts';
import type { components } from '@folio/contract';
import { signinUnderWay, type SigninStorage } from './signin.ts';

type Schemas = components['schemas'];

/** The first message of each field the server refused (a 422's `errors`), by field name. */
type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * What a write answers, never thrown: `{ ok: true, data }`, or `{ ok: false }` with the HTTP
 * status (null when no answer came: network failure or time-out), the server's `message` when it
 * sent one, and for a 422 the first message of each field it named.
 */
export type MutationResult<Data, Field extends string = string> =
  { ok: true; data: Data } | MutationFailure<Field>;

export interface MutationFailure<Field extends string = string> {
  ok: false;
  status: number | null;
  message: string | null;
  /** Only for a 422 that names fields. */
  fieldErrors?: FieldErrors<Field>;
  /** A 429's or 503's `Retry-After` in whole seconds (openapi.yaml "Rate limits"), when sent. */
  retryAfter?: number;
}

/** `Retry-After` as whole seconds from now: its delay-seconds form, or its HTTP date; else undefined. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = /^\s*\d+\s*$/.test(header) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/** The server's `message` of an error body, or null (no body, no message, a thrown error). */
function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || body instanceof Error) return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * The first message per field of a Laravel 422 body (`{ message, errors: { field: [..] } }`);
 * undefined when the body names no field.
 */
export function fieldErrorsOf<Field extends string>(body: unknown): FieldErrors<Field> | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') result[field] = messages[0];
  }
  // Cast: the server names the fields of the form it validated; unknown ones are shown nowhere.
  return Object.keys(result).length ? (result as FieldErrors<Field>) : undefined;
}

/** An openapi-fetch call as a MutationResult: the error mapping of every write (orderHooks.ts and checkout.ts too). */
export async function settle<Data, Field extends string>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<MutationResult<Data, Field>> {
  try {
    const { data, error, response } = await call;
    if (response.ok && data !== undefined) return { ok: true, data };
    const failure: MutationFailure<Field> = {
      ok: false,
      status: response.status,
      message: serverMessage(error),
    };
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
    if (retryAfter !== undefined) failure.retryAfter = retryAfter;
    const fieldErrors = response.status === 422 ? fieldErrorsOf<Field>(error) : undefined;
    return fieldErrors ? { ...failure, fieldErrors } : failure;
  } catch {
    // docs/requirements.md §8: a network failure or a time-out is a failure without an answer.
    return { ok: false, status: null, message: null };
  }
}

/** The login form: the credentials, and whether to remember the e-mail (docs/requirements.md §4). */
type LoginInput = Schemas['LoginRequest'] & { remember: boolean };

/** The event form's body for create and update (multipart; see `eventFormData`). */
export type EventInput = Schemas['EventForm'];

/**
 * Every write of the app on `client`, each answering a MutationResult. The session ones write the
 * client's session: a login stores it (and remembers or forgets the e-mail), a logout clears it.
 * The app's pages use them through `createApiHooks`, which adds the cache invalidation.
 */
export function createMutations(client: ApiClient, signin: SigninStorage = signinUnderWay()) {
  const { session } = client;

  /** Starts a sign-in or a link; on success this tab keeps its binding and where it started. */
  async function started(
    call: Promise<{ data?: Schemas['SigninStart']; error?: unknown; response: Response }>,
    from: string,
  ) {
    const result = await settle<Schemas['SigninStart'], keyof Schemas['SigninStartRequest']>(call);
    if (result.ok) signin.keep({ binding: result.data.binding, from });
    return result;
  }

  return {
    /** POST /login; on success the session holds the token and the user. */
    async login({ email, password, remember }: LoginInput) {
      const result = await settle<Schemas['LoginResponse'], 'email' | 'password'>(
        client.POST('/login', { body: { email, password } }),
      );
      if (result.ok) {
        session.setSession(result.data);
        if (remember) session.setSavedEmail(email);
        else session.clearSavedEmail();
      }
      return result;
    },

    /** POST /logout when there is a token (its answer is only logged), then clears the session. */
    async logout() {
      const result = session.getToken()
        ? await settle<Schemas['Message'], never>(client.POST('/logout'))
        : null;
      // docs/requirements.md §7: the local session is cleared whatever the server answered.
      if (result && !result.ok) console.info('logout call failed', result.status);
      session.clearSession();
    },

    register: (body: Schemas['RegisterRequest']) =>
      settle<Schemas['Message'], keyof Schemas['RegisterRequest']>(
        client.POST('/register', { body }),
      ),

    /** POST /check-email: whether the address is taken. */
    checkEmail: (email: string) =>
      settle<Schemas['CheckEmailResponse'], 'email'>(
        client.POST('/check-email', { body: { email } }),
      ),

    resendVerification: (body: Schemas['ResendVerificationRequest']) =>
      settle<Schemas['Message'], keyof Schemas['ResendVerificationRequest']>(
        client.POST('/resend-verification-email', { body }),
      ),

    /** GET /email/verify/{id}/{hash} with the mailed link's parameters. */
    verifyEmail: (link: { id: number; hash: string; expires: number; signature: string }) =>
      settle<Schemas['Message'], never>(
        client.GET('/email/verify/{id}/{hash}', {
          params: {
            path: { id: link.id, hash: link.hash },
            query: { expires: link.expires, signature: link.signature },
          },
        }),
      ),

    /** POST /login-link: a sign-in link by mail (docs/adr/0011 decision 13); the same answer for any address. */
    requestLoginLink: (body: Schemas['EmailRequest']) =>
      settle<Schemas['Message'], 'email'>(client.POST('/login-link', { body })),

    /** POST /login-link/login with the mailed link's token; on success the session holds it. */
    async loginWithLink(token: string) {
      const result = await settle<Schemas['LoginResponse'], 'token'>(
        client.POST('/login-link/login', { body: { token } }),
      );
      if (result.ok) session.setSession(result.data);
      return result;
    },

    forgotPassword: (body: Schemas['EmailRequest']) =>
      settle<Schemas['Message'], 'email'>(client.POST('/forgot-password', { body })),

    resetPassword: (body: Schemas['ResetPasswordRequest']) =>
      settle<Schemas['Message'], keyof Schemas['ResetPasswordRequest']>(
        client.POST('/reset-password', { body }),
      ),

    /** GET /auth/check-token: a 401 ends the session like any other secured call. */
    checkToken: () => settle<Schemas['CheckTokenResponse'], never>(client.GET('/auth/check-token')),

    changePassword: (body: Schemas['ChangePasswordRequest']) =>
      settle<Schemas['Message'], keyof Schemas['ChangePasswordRequest']>(
        client.POST('/user/change-password', { body }),
      ),

    createEvent: (body: EventInput) =>
      settle<Schemas['EventSaved'], keyof EventInput>(client.POST('/events', { body })),

    /** POST /events/{id}?_method=PUT (the Laravel way to update with a multipart body). */
    updateEvent: (id: number, body: EventInput) =>
      settle<Schemas['EventSaved'], keyof EventInput>(
        client.POST('/events/{id}', { params: { path: { id }, query: { _method: 'PUT' } }, body }),
      ),

    /** POST /bookings: `409` (slot taken, or 3 not started) and `422` carry the rules' messages. */
    createBooking: (slot: Schemas['BookingRequest']) =>
      settle<Schemas['BookingSaved'], keyof Schemas['BookingRequest']>(createBooking(client, slot)),

    /** DELETE /bookings/{id}: `403` someone else's, `404` gone, `409` started. */
    cancelBooking: (id: number) => settle<Schemas['Message'], never>(cancelBooking(client, id)),

    /** POST /tasks: `201` the task, `409` over the member's limit, `422` with field messages. */
    createTask: (body: Schemas['MailTaskRequest']) =>
      settle<Schemas['MailTaskSaved'], keyof Schemas['MailTaskRequest']>(
        client.POST('/tasks', { body }),
      ),

    /**
     * POST /signin/providers/{provider}: the provider's address to send the browser to. The tab
     * keeps the binding and `from`, the path of the screen starting it (the way back).
     */
    startSignin: (provider: string, body: Schemas['SigninStartRequest'], from: string) =>
      started(
        client.POST('/signin/providers/{provider}', { params: { path: { provider } }, body }),
        from,
      ),

    /** POST /user/providers/{provider}: as startSignin, to link the provider to the member. */
    startLink: (provider: string, body: Schemas['SigninStartRequest'], from: string) =>
      started(
        client.POST('/user/providers/{provider}', { params: { path: { provider } }, body }),
        from,
      ),

    /**
     * POST /signin/callback with what the provider sent back and the binding this tab kept (taken:
     * a callback can send it once). A sign-in stores the session as a login does. Answers the
     * result and `from`, the screen that started it (null when this tab started none).
     */
    async finishSignin(query: Omit<Schemas['SigninCallbackRequest'], 'binding'>) {
      const underWay = signin.take();
      const result = await settle<Schemas['SigninResult'], 'state' | 'code' | 'binding'>(
        client.POST('/signin/callback', { body: { ...query, binding: underWay?.binding ?? '' } }),
      );
      if (result.ok && result.data.access_token) {
        session.setSession({ access_token: result.data.access_token, user: result.data.user });
      }
      return { result, from: underWay?.from ?? null };
    },

    /** DELETE /user/providers/{provider}: `404` not linked, `409` the member's last way in. */
    unlinkProvider: (provider: string) =>
      settle<Schemas['Message'], 'provider'>(
        client.DELETE('/user/providers/{provider}', { params: { path: { provider } } }),
      ),

    /** POST /tasks/{id}/cancel: `200` the task, `409` when it has already ended. */
    cancelTask: (id: number) =>
      settle<Schemas['MailTaskSaved'], never>(
        client.POST('/tasks/{id}/cancel', { params: { path: { id } } }),
      ),

    ...catalogMutations(client),
  };
}

/** A product as the editors send it. */
type ProductInput = Schemas['ProductInput'];

/**
 * The shop catalog's back office (docs/adr/0030-shopping-catalog.md), administrators only: `403`
 * for anyone else, `409` for a stale `version`, a type or value still in use (the body names the
 * products) or a category that is not empty, `422` with the message of each field (fields inside
 * lists named `variants.3.price`).
 */
function catalogMutations(client: ApiClient) {
  const category = (company_flag: string, id: number) => ({ path: { company_flag, id } });
  return {
    createCategory: (company_flag: string, body: Schemas['CategoryCreateRequest']) =>
      settle<Schemas['CategorySaved'], keyof Schemas['CategoryCreateRequest']>(
        client.POST('/manage/shops/{company_flag}/categories', {
          params: { path: { company_flag } },
          body,
        }),
      ),

    /** PATCH: a new name, parent (null: the root) and/or place among the siblings. */
    updateCategory: (company_flag: string, id: number, body: Schemas['CategoryUpdateRequest']) =>
      settle<Schemas['CategorySaved'], keyof Schemas['CategoryUpdateRequest'] | 'body'>(
        client.PATCH('/manage/shops/{company_flag}/categories/{id}', {
          params: category(company_flag, id),
          body,
        }),
      ),

    /** DELETE, moving its products to `moveProductsTo` first when given. */
    deleteCategory: (company_flag: string, id: number, moveProductsTo?: number) =>
      settle<Schemas['Message'], 'move_products_to'>(
        client.DELETE('/manage/shops/{company_flag}/categories/{id}', {
          params: {
            ...category(company_flag, id),
            ...(moveProductsTo !== undefined && { query: { move_products_to: moveProductsTo } }),
          },
        }),
      ),

    createSpecType: (body: Schemas['SpecTypeRequest']) =>
      settle<Schemas['SpecTypeSaved'], string>(client.POST('/manage/spec-types', { body })),

    /** PUT the type whole with the `version` read. */
    updateSpecType: (id: number, body: Schemas['SpecTypeUpdateRequest']) =>
      settle<Schemas['SpecTypeSaved'], string>(
        client.PUT('/manage/spec-types/{id}', { params: { path: { id } }, body }),
      ),

    deleteSpecType: (id: number) =>
      settle<Schemas['Message'], never>(
        client.DELETE('/manage/spec-types/{id}', { params: { path: { id } } }),
      ),

    createProduct: (body: ProductInput) =>
      settle<Schemas['ProductSaved'], string>(client.POST('/manage/products', { body })),

    /** PUT the product whole with the `version` read. */
    updateProduct: (id: number, body: Schemas['ProductUpdateRequest']) =>
      settle<Schemas['ProductSaved'], string>(
        client.PUT('/manage/products/{id}', { params: { path: { id } }, body }),
      ),

    deleteProduct: (id: number) =>
      settle<Schemas['Message'], never>(
        client.DELETE('/manage/products/{id}', { params: { path: { id } } }),
      ),

    /** Uploads one image; a product then names its `path`. */
    uploadProductImage: (image: Blob) =>
      settle<Schemas['ProductImageSaved'], 'image'>(
        client.POST('/manage/product-images', { body: { image } }),
      ),
  };
}

/**
 * The writes of the booking system and the task scheduler (docs/requirements.md §7), each one
 * call on the app's client returning openapi-fetch's `{ data, error, response }`: `data` on
 * success, otherwise `error` is the answer's body (`Message` for 401/403/404/409,
 * `ValidationError` for 422). They reject only on a network failure or a time-out.
 */

/** Books one slot (POST /bookings): `201` the booking, `409` taken or over the limit, `422`. */
export function createBooking(client: ApiClient, slot: Schemas['BookingRequest']) {
  return client.POST('/bookings', { body: slot });
}

/** Cancels one of the member's bookings (DELETE /bookings/{id}). */
export function cancelBooking(client: ApiClient, id: number) {
  return client.DELETE('/bookings/{id}', { params: { path: { id } } });
}

/** Schedules a mail task (POST /tasks); `start_at` absent or null starts it now. */
export function createTask(client: ApiClient, task: Schemas['MailTaskRequest']) {
  return client.POST('/tasks', { body: task });
}

/** Cancels one of the member's tasks that is waiting or running (POST /tasks/{id}/cancel). */
export function cancelTask(client: ApiClient, id: number) {
  return client.POST('/tasks/{id}/cancel', { params: { path: { id } } });
}
