import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacSha256Hex, sha1Hex } from '../src/crypto.ts';
import { gradientPng } from '../src/images.ts';
import { M } from '../src/messages.ts';
import {
  bearer,
  contractOperations,
  createUser,
  eventFields,
  expectContract,
  lastMailTo,
  login,
  multipart,
  NOT_YET_IMPLEMENTED,
  outageAnswers,
  reached,
  startServer,
  TEST_APP_KEY,
  type TestServer,
  unmountedOperations,
} from './helpers.ts';
import { serverForSuite } from './suite-server.ts';
import { signedIn, wrongPasswordChange } from './accounts.ts';
import {
  CALLBACK,
  finishSignin,
  signInWithDevProvider,
  startFakeProvider,
  startSignin,
  type FakeProvider,
} from './signin-helpers.ts';
import { openStream } from './sse-client.ts';
import { parseAppKey } from '../src/config.ts';
import { walkCheckoutContract, walkOrdersContract } from './checkout-contract.ts';
import { walkPaymentContract } from './payment-contract.ts';
import { walkBookingAdminContract } from './booking-admin-contract.ts';
import { walkDeliveryContract } from './delivery-contract.ts';
import { walkCatalogContract } from './shopping-contract.ts';
import { catalogServer } from './shopping-helpers.ts';
import { walkUploadContract } from './upload-contract.ts';
import { walkLoginLinkContract } from './login-link-contract.ts';
import { walkBookingLinkContract } from './booking-link-contract.ts';
import { Contract } from '@folio/contract-check';
import {
  BOOKING_DETAIL_MESSAGES,
  BOOKING_MESSAGES,
  bookableDates,
  formatTaipeiTime,
  MAX_ACTIVE_TASKS,
  SLOT_STARTS,
} from '@folio/rules';

/**
 * Every operation of openapi.yaml through the real server, each documented status reached, each
 * answer validated against the contract's schema for that status (the last test checks that
 * nothing documented was left out).
 */
const json = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) =>
  server.app.inject({ method, url, payload: payload as never, headers });
/** A JSON call checked against the contract's answer `status` of `operation`; its body. */
const expectJson = async (
  operation: string,
  status: number,
  ...call: Parameters<typeof json>
): Promise<unknown> => expectContract(operation, await json(...call), status);

/** A call's method, URL, member's token (none: a visitor) and JSON body. */
type Call = [method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown];
/** Sends a call (Call) to `target`'s API. */
const callOn = (target: TestServer, ...[method, url, token, payload]: Call) =>
  target.app.inject({
    method,
    url,
    payload: payload as never,
    headers: token ? bearer(token) : {},
  });
/** A registration form (the password Secret#123, confirmed). */
const registration = (name: string, email: string) => ({
  name,
  email,
  password: 'Secret#123',
  password_confirmation: 'Secret#123',
});
/** POSTs the multipart `form` to `url` (an event's create or update), as `token`'s member if given. */
const postForm = (url: string, form: ReturnType<typeof multipart>, token?: string) =>
  server.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: token ? { ...form.headers, ...bearer(token) } : form.headers,
  });

const server = serverForSuite({ seed: { events: 12 } });

describe('tasks', () => {
  // The scheduler's rules and runner are tested in tasks.test.ts; here every status is reached.
  it('list, create, get and cancel: 200/201, 401, 403, 404, 409, 422', async () => {
    const owner = await createUser(server.app);
    const other = await createUser(server.app);
    const token = await login(server.app, owner.email, owner.password);
    const otherToken = await login(server.app, other.email, other.password);
    const later = formatTaipeiTime(new Date(Date.now() + 60 * 60_000));
    const task = {
      recipients: [owner.email],
      subject: '提醒',
      content: '明天開會',
      start_at: later,
    };
    const create = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
      server.app.inject({ method: 'POST', url: '/api/tasks', payload: payload as never, headers });
    const created = (await expectContract('createTask', await create(task), 201)) as {
      data: { id: number };
    };
    const id = created.data.id;
    await expectContract('createTask', await create(task, {}), 401);
    await expectContract('createTask', await create({ ...task, subject: '' }), 422);
    for (let i = 1; i < MAX_ACTIVE_TASKS; i++) await create(task);
    await expectContract('createTask', await create(task), 409);
    await expectJson('listTasks', 200, 'GET', '/api/tasks', undefined, bearer(token));
    await expectJson('listTasks', 401, 'GET', '/api/tasks');
    for (const [op, method, url] of [
      ['getTask', 'GET', `/api/tasks/${id}`],
      ['cancelTask', 'POST', `/api/tasks/${id}/cancel`],
    ] as const) {
      await expectJson(op, 401, method, url);
      await expectJson(op, 403, method, url, undefined, bearer(otherToken));
      await expectJson(
        op,
        404,
        method,
        url.replace(String(id), '999999'),
        undefined,
        bearer(token),
      );
      await expectJson(op, 422, method, url.replace(String(id), 'x'), undefined, bearer(token));
    }
    await expectJson('getTask', 200, 'GET', `/api/tasks/${id}`, undefined, bearer(token));
    const cancel = () => json('POST', `/api/tasks/${id}/cancel`, undefined, bearer(token));
    await expectContract('cancelTask', await cancel(), 200);
    await expectContract('cancelTask', await cancel(), 409);
  });

  it("the administrators' view: list and retry, 200, 401, 403, 404, 409, 422", async () => {
    const member = await createUser(server.app);
    const adminAccount = await createUser(server.app);
    await server.app.store.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', adminAccount.id)
      .execute();
    const token = await login(server.app, member.email, member.password);
    const admin = bearer(await login(server.app, adminAccount.email, adminAccount.password));
    const later = formatTaipeiTime(new Date(Date.now() + 60 * 60_000));
    const created = (await expectJson(
      'createTask',
      201,
      'POST',
      '/api/tasks',
      { recipients: [member.email], subject: '重試', content: '內容', start_at: later },
      bearer(token),
    )) as { data: { id: number } };
    const id = created.data.id;
    const list = '/api/manage/tasks';
    await expectJson('listManagedTasks', 200, 'GET', list, undefined, admin);
    await expectJson('listManagedTasks', 401, 'GET', list);
    await expectJson('listManagedTasks', 403, 'GET', list, undefined, bearer(token));
    await expectJson('listManagedTasks', 422, 'GET', `${list}?state=lost`, undefined, admin);
    const retry = (at: number | string, headers: Record<string, string> = admin) =>
      json('POST', `/api/manage/tasks/${at}/retry`, undefined, headers);
    await expectContract('retryManagedTask', await retry(id, {}), 401);
    await expectContract('retryManagedTask', await retry(id, bearer(token)), 403);
    await expectContract('retryManagedTask', await retry(999999), 404);
    await expectContract('retryManagedTask', await retry('x'), 422);
    await expectContract('retryManagedTask', await retry(id), 409);
    await server.app.store.db
      .updateTable('mail_tasks')
      .set({
        state: 'failed',
        error: '寄信失敗，任務已停止',
        finished_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await expectContract('retryManagedTask', await retry(id), 200);
  });
});

describe('auth', () => {
  it('login: 200 with an id|secret token and the user, 422 on wrong credentials', async () => {
    const user = await createUser(server.app);
    const ok = (await expectJson('login', 200, 'POST', '/api/login', {
      email: user.email,
      password: user.password,
    })) as { access_token: string; user: { email: string } };
    expect(ok.access_token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(ok.user.email).toBe(user.email);
    const wrong = (await expectJson('login', 422, 'POST', '/api/login', {
      email: user.email,
      password: 'Wrong#123',
    })) as { errors: Record<string, string[]> };
    expect(wrong.errors.email).toEqual([M.wrongCredentials]);
  });

  it('login: the legacy 500 with its exact message for an unverified e-mail only', async () => {
    const user = await createUser(server.app, { verified: false });
    const body = await expectJson('login', 500, 'POST', '/api/login', {
      email: user.email,
      password: user.password,
    });
    expect(body).toEqual({ message: 'Email 尚未驗證，請先驗證後再登入' });
    // A wrong password on an unverified account is an ordinary 422.
    await expectJson('login', 422, 'POST', '/api/login', {
      email: user.email,
      password: 'Nope#1234',
    });
  });

  it('login: 429 with Retry-After after 5 attempts a minute per e-mail and address', async () => {
    const user = await createUser(server.app);
    const attempt = (remoteAddress: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'Wrong#123' },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) await expectContract('login', await attempt('10.1.0.1'), 422);
    await expectContract('login', await attempt('10.1.0.1'), 429);
    // Another address is counted apart.
    await expectContract('login', await attempt('10.1.0.2'), 422);
  });

  it('register: 201, then 422 for the same e-mail in another letter case', async () => {
    const payload = registration('小明', 'ming@example.com');
    const body = await expectJson('register', 201, 'POST', '/api/register', payload);
    expect(body).toEqual({ message: M.registered });
    const again = (await expectJson('register', 422, 'POST', '/api/register', {
      ...payload,
      email: 'MING@Example.com',
    })) as { errors: Record<string, string[]> };
    expect(again.errors.email).toEqual([M.emailTaken]);
  });

  it('check-email: 200 exists true/false, 422 malformed, 429 after 30 a minute per address', async () => {
    const user = await createUser(server.app);
    expect(
      await expectJson('checkEmail', 200, 'POST', '/api/check-email', {
        email: user.email.toUpperCase(),
      }),
    ).toEqual({ exists: true });
    expect(
      await expectJson('checkEmail', 200, 'POST', '/api/check-email', {
        email: 'nobody@example.com',
      }),
    ).toEqual({ exists: false });
    await expectJson('checkEmail', 422, 'POST', '/api/check-email', { email: 'not-an-email' });
    const check = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/check-email',
        payload: { email: 'x@example.com' },
        remoteAddress: '10.2.0.1',
      });
    for (let i = 0; i < 30; i++) expect((await check()).statusCode).toBe(200);
    await expectContract('checkEmail', await check(), 429);
  });

  it('verify: the mailed link opens the app and verifies (200, again 200); then login works', async () => {
    const payload = registration('阿華', 'hua@example.com');
    await expectJson('register', 201, 'POST', '/api/register', payload);
    const { link } = await lastMailTo(server.app, 'hua@example.com');
    expect(link.origin).toBe('http://app.test');
    expect(link.pathname).toBe('/email-verify');
    const p = Object.fromEntries(link.searchParams);
    expect(Object.keys(p).sort()).toEqual(['expires', 'hash', 'id', 'signature']);
    expect(p.hash).toBe(sha1Hex('hua@example.com'));
    const url = `/api/email/verify/${p.id}/${p.hash}?expires=${p.expires}&signature=${p.signature}`;
    await expectJson('login', 500, 'POST', '/api/login', {
      email: payload.email,
      password: payload.password,
    });
    expect(await expectJson('verifyEmail', 200, 'GET', url)).toEqual({
      message: M.verified,
    });
    await expectJson('verifyEmail', 200, 'GET', url);
    await expectJson('login', 200, 'POST', '/api/login', {
      email: payload.email,
      password: payload.password,
    });
  });

  it('verify: 403 tampered or expired, 404 unknown account, 422 malformed', async () => {
    const key = parseAppKey(TEST_APP_KEY);
    const expires = Math.floor(Date.now() / 1000) + 600;
    const hash = sha1Hex('ghost@example.com');
    const signed = (id: number, exp: number) =>
      hmacSha256Hex(key, `/api/email/verify/${id}/${hash}?expires=${exp}`);
    await expectJson(
      'verifyEmail',
      404,
      'GET',
      `/api/email/verify/999/${hash}?expires=${expires}&signature=${signed(999, expires)}`,
    );
    await expectJson(
      'verifyEmail',
      403,
      'GET',
      `/api/email/verify/999/${hash}?expires=${expires + 1}&signature=${signed(999, expires)}`,
    );
    const past = Math.floor(Date.now() / 1000) - 1;
    await expectJson(
      'verifyEmail',
      403,
      'GET',
      `/api/email/verify/999/${hash}?expires=${past}&signature=${signed(999, past)}`,
    );
    await expectJson(
      'verifyEmail',
      422,
      'GET',
      `/api/email/verify/abc/${hash}?expires=${expires}&signature=${signed(999, expires)}`,
    );
  });

  it('check-token: 200 with the user, 401 without a token', async () => {
    const { token, ...user } = await signedIn(server.app);
    const body = (await expectJson(
      'checkToken',
      200,
      'GET',
      '/api/auth/check-token',
      undefined,
      bearer(token),
    )) as { user: { id: number } };
    expect(body.user.id).toBe(user.id);
    expect(await expectJson('checkToken', 401, 'GET', '/api/auth/check-token')).toEqual({
      message: 'Unauthenticated.',
    });
  });

  it('logout: 200 revokes that token (then 401)', async () => {
    const { token } = await signedIn(server.app);
    await expectJson('logout', 200, 'POST', '/api/logout', undefined, bearer(token));
    await expectJson('logout', 401, 'POST', '/api/logout', undefined, bearer(token));
    await expectJson('checkToken', 401, 'GET', '/api/auth/check-token', undefined, bearer(token));
  });

  it('ping: 200, and 429 after 120 a minute per address', async () => {
    expect(await expectJson('ping', 200, 'GET', '/api/ping')).toEqual({
      status: 'ok',
      message: 'pong',
    });
    const ping = () => server.app.inject({ url: '/api/ping', remoteAddress: '10.3.0.1' });
    for (let i = 0; i < 120; i++) expect((await ping()).statusCode).toBe(200);
    await expectContract('ping', await ping(), 429);
  });

  it('health/live and health/ready: 200, never rate-limited', async () => {
    const ask = (url: string) => server.app.inject({ url, remoteAddress: '10.3.0.2' });
    for (let i = 0; i < 150; i++) {
      expect((await ask('/api/health/live')).statusCode).toBe(200);
      expect((await ask('/api/health/ready')).statusCode).toBe(200);
    }
    const ready = await expectContract('checkReadiness', await ask('/api/health/ready'), 200);
    expect(ready).toEqual({ status: 'ok' });
    await expectContract('checkLiveness', await ask('/api/health/live'), 200);
  });
});

describe('account', () => {
  it('change-password: 200 keeps the current token, revokes the others; 422 wrong old; 401', async () => {
    const { token: current, ...user } = await signedIn(server.app);
    const other = await login(server.app, user.email, user.password);
    const body = {
      password: user.password,
      new_password: 'Better#456',
      new_password_confirmation: 'Better#456',
    };
    const wrong = (await expectJson(
      'changePassword',
      422,
      'POST',
      '/api/user/change-password',
      { ...body, password: 'Wrong#999' },
      bearer(current),
    )) as { errors: Record<string, string[]> };
    expect(wrong.errors.password).toEqual([M.wrongOldPassword]);
    await expectJson(
      'changePassword',
      200,
      'POST',
      '/api/user/change-password',
      body,
      bearer(current),
    );
    await expectJson('checkToken', 200, 'GET', '/api/auth/check-token', undefined, bearer(current));
    await expectJson('checkToken', 401, 'GET', '/api/auth/check-token', undefined, bearer(other));
    await expectJson('logout', 200, 'POST', '/api/logout', undefined, bearer(current));
    await expectJson(
      'changePassword',
      401,
      'POST',
      '/api/user/change-password',
      body,
      bearer(current),
    );
    await login(server.app, user.email, 'Better#456');
  });

  it('resend: 200 sends a new link; exactly "Email 已經驗證過了" when verified; 422; 429', async () => {
    const fresh = await createUser(server.app, { verified: false });
    expect(
      await expectJson('resendVerificationEmail', 200, 'POST', '/api/resend-verification-email', {
        email: fresh.email,
        password: fresh.password,
      }),
    ).toEqual({ message: M.verificationSent });
    const { link } = await lastMailTo(server.app, fresh.email);
    expect(link.pathname).toBe('/email-verify');
    const verified = await createUser(server.app);
    expect(
      await expectJson('resendVerificationEmail', 200, 'POST', '/api/resend-verification-email', {
        email: verified.email,
        password: verified.password,
      }),
    ).toEqual({ message: 'Email 已經驗證過了' });
    await expectJson('resendVerificationEmail', 422, 'POST', '/api/resend-verification-email', {
      email: verified.email,
      password: 'Wrong#123',
    });
    // Three a minute per e-mail: the fourth is refused.
    await json('POST', '/api/resend-verification-email', {
      email: verified.email,
      password: verified.password,
    });
    await expectJson('resendVerificationEmail', 429, 'POST', '/api/resend-verification-email', {
      email: verified.email,
      password: verified.password,
    });
  });

  it('forgot: the same 200 with or without an account (mail only for an account); 422; 429', async () => {
    const user = await createUser(server.app);
    const known = await json('POST', '/api/forgot-password', { email: user.email });
    const unknown = await json('POST', '/api/forgot-password', {
      email: 'nobody-here@example.com',
    });
    const a = await expectContract('forgotPassword', known, 200);
    const b = await expectContract('forgotPassword', unknown, 200);
    expect(a).toEqual(b);
    const { link } = await lastMailTo(server.app, user.email);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9]{64}$/);
    await expectJson('forgotPassword', 422, 'POST', '/api/forgot-password', { email: 'broken' });
    await json('POST', '/api/forgot-password', { email: user.email });
    await json('POST', '/api/forgot-password', { email: user.email });
    await expectJson('forgotPassword', 429, 'POST', '/api/forgot-password', { email: user.email });
  });

  it('reset: 200 sets the password and revokes every token; the token is single use (422)', async () => {
    const { token, ...user } = await signedIn(server.app);
    await json('POST', '/api/forgot-password', { email: user.email });
    const { link } = await lastMailTo(server.app, user.email);
    const body = {
      token: link.searchParams.get('token'),
      email: user.email,
      password: 'Reset#789',
      password_confirmation: 'Reset#789',
    };
    expect(await expectJson('resetPassword', 200, 'POST', '/api/reset-password', body)).toEqual({
      message: M.passwordReset,
    });
    await expectJson('checkToken', 401, 'GET', '/api/auth/check-token', undefined, bearer(token));
    const reused = (await expectJson('resetPassword', 422, 'POST', '/api/reset-password', {
      ...body,
      password: 'Again#789',
      password_confirmation: 'Again#789',
    })) as { errors: Record<string, string[]> };
    expect(reused.errors.email).toEqual([M.resetTokenInvalid]);
    await login(server.app, user.email, 'Reset#789');
  });
});

describe('events', () => {
  it('list: 200 ten per page by start_time then id descending, with meta; 422 for page=0', async () => {
    const body = (await expectJson('listEvents', 200, 'GET', '/api/events?page=1')) as {
      data: { id: number; start_time: string }[];
      meta: Record<string, number | null>;
    };
    expect(body.data).toHaveLength(10);
    const sorted = [...body.data].sort(
      (a, b) => b.start_time.localeCompare(a.start_time) || b.id - a.id,
    );
    expect(body.data).toEqual(sorted);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10 });
    const total = body.meta.total as number;
    const last = body.meta.last_page as number;
    expect(last).toBe(Math.ceil(total / 10));
    const lastPage = (await expectJson('listEvents', 200, 'GET', `/api/events?page=${last}`)) as {
      data: unknown[];
      meta: Record<string, number>;
    };
    expect(lastPage.meta.to).toBe(total);
    const past = (await expectJson('listEvents', 200, 'GET', `/api/events?page=${last + 1}`)) as {
      data: unknown[];
      meta: Record<string, unknown>;
    };
    expect(past).toMatchObject({ data: [], meta: { from: null, to: null } });
    const all = (await expectJson('listEvents', 200, 'GET', '/api/events')) as {
      data: unknown[];
    };
    expect(all.data).toHaveLength(10);
    await expectJson('listEvents', 422, 'GET', '/api/events?page=0');
  });

  it('create (201) with an image, get (200), update with a new image (200) deletes the old one', async () => {
    const { token } = await signedIn(server.app);
    const png = gradientPng(16, 16, [255, 0, 0], [0, 0, 255]);
    const form = multipart({
      ...eventFields(),
      image_path: { filename: 'a.png', type: 'image/png', data: png },
    });
    const created = (await expectContract(
      'createEvent',
      await postForm('/api/events', form, token),
      201,
    )) as { message: string; data: { id: number; image_path: string } };
    expect(created.message).toBe(M.eventCreated);
    expect(created.data.image_path).toMatch(/^events\/[0-9a-f]{24}\.png$/);
    const image = await server.app.inject({ url: `/storage/${created.data.image_path}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);

    const got = (await expectJson('getEvent', 200, 'GET', `/api/events/${created.data.id}`)) as {
      data: unknown;
    };
    expect(got.data).toEqual(created.data);

    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const edit = multipart({
      ...eventFields({ name: '夏日音樂祭（加場）', price: '' }),
      image_path: { filename: 'b.gif', type: 'image/gif', data: gif },
    });
    const updated = (await expectContract(
      'updateEvent',
      await postForm(`/api/events/${created.data.id}?_method=PUT`, edit, token),
      200,
    )) as { message: string; data: { name: string; price: null; image_path: string } };
    expect(updated).toMatchObject({
      message: M.eventUpdated,
      data: { name: '夏日音樂祭（加場）', price: null },
    });
    expect(updated.data.image_path).toMatch(/\.gif$/);
    expect(
      (await server.app.inject({ url: `/storage/${created.data.image_path}` })).statusCode,
    ).toBe(404);
    expect(
      (await server.app.inject({ url: `/storage/${updated.data.image_path}` })).statusCode,
    ).toBe(200);

    // Without a file the image stays; datetime-local times are stored as YYYY-MM-DD HH:mm:ss.
    const keep = multipart(
      eventFields({ start_time: '2024-07-21T18:00', end_time: '2024-07-21T22:30' }),
    );
    const kept = (await expectContract(
      'updateEvent',
      await postForm(`/api/events/${created.data.id}?_method=PUT`, keep, token),
      200,
    )) as { data: { image_path: string; start_time: string; end_time: string } };
    expect(kept.data).toMatchObject({
      image_path: updated.data.image_path,
      start_time: '2024-07-21 18:00:00',
      end_time: '2024-07-21 22:30:00',
    });
  });

  it('create/update: 401 without a token, 422 for a bad form, 404 for a missing event; get 404/422', async () => {
    const { token } = await signedIn(server.app);
    const form = multipart(eventFields());
    await expectContract('createEvent', await postForm('/api/events', form), 401);
    const bad = multipart(eventFields({ name: '', price: 'abc' }));
    const invalid = (await expectContract(
      'createEvent',
      await postForm('/api/events', bad, token),
      422,
    )) as { errors: Record<string, string[]> };
    expect(invalid.errors).toEqual({ name: [M.eventNameRequired], price: [M.priceNumber] });
    await expectContract('updateEvent', await postForm('/api/events/1?_method=PUT', form), 401);
    await expectContract(
      'updateEvent',
      await postForm('/api/events/99999?_method=PUT', form, token),
      404,
    );
    await expectContract('updateEvent', await postForm('/api/events/1', form, token), 422);
    await expectJson('getEvent', 404, 'GET', '/api/events/99999');
    await expectJson('getEvent', 422, 'GET', '/api/events/0');
  });

  it('update: _method=PUT as a multipart field (Laravel) or as the query; a real PUT is a 404', async () => {
    const { token } = await signedIn(server.app);
    const create = multipart(eventFields({ name: '原名' }));
    const created = (await expectContract(
      'createEvent',
      await postForm('/api/events', create, token),
      201,
    )) as { data: { id: number } };
    const update = (fields: Record<string, string>, url = `/api/events/${created.data.id}`) => {
      const form = multipart(eventFields(fields));
      return postForm(url, form, token);
    };

    const byField = (await expectContract(
      'updateEvent',
      await update({ name: '欄位改名', _method: 'PUT' }),
      200,
    )) as { data: { name: string } };
    expect(byField.data.name).toBe('欄位改名');

    const wrong = (await expectContract(
      'updateEvent',
      await update({ name: '不該改', _method: 'DELETE' }),
      422,
    )) as { errors: Record<string, string[]> };
    expect(wrong.errors).toEqual({ _method: [M.methodOverride] });
    const missing = (await expectContract(
      'updateEvent',
      await update({ name: '不該改' }),
      422,
    )) as {
      errors: Record<string, string[]>;
    };
    expect(missing.errors).toEqual({ _method: [M.methodOverride] });

    const realPut = multipart(eventFields({ name: '不該改' }));
    const put = await server.app.inject({
      method: 'PUT',
      url: `/api/events/${created.data.id}`,
      payload: realPut.payload,
      headers: { ...realPut.headers, ...bearer(token) },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: 'Not Found' });

    const got = (await json('GET', `/api/events/${created.data.id}`)).json() as {
      data: { name: string };
    };
    expect(got.data.name).toBe('欄位改名');
  });
});

describe('limits and ownership', () => {
  it("createTask: 429 with Retry-After over the member's mails of 24 hours", async () => {
    const limited = await startServer({
      taskRunner: false,
      rateLimits: { taskMails: { limit: 1, windowMs: 24 * 60 * 60_000 } },
    });
    try {
      const { token, ...user } = await signedIn(limited.app);
      const create = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/tasks',
          headers: bearer(token),
          payload: { recipients: [user.email], subject: '提醒', content: '明天開會' },
        });
      await expectContract('createTask', await create(), 201);
      await expectContract('createTask', await create(), 429);
    } finally {
      await limited.close();
    }
  });

  it('createEvent, updateEvent and uploadProductImage: 429 over the upload limits', async () => {
    await walkUploadContract();
  });

  it("the owner's view of bookings: 200, 401, 403, 404, 409, 422", async () => {
    await walkBookingAdminContract();
  });

  it('requestLoginLink and loginWithLink: 200, 422 and 429', async () => {
    await walkLoginLinkContract();
  });

  it('register, change-password and reset-password: 429 with Retry-After over their limits', async () => {
    const minute = (limit: number) => ({ limit, windowMs: 60_000 });
    const limited = await startServer({
      rateLimits: { register: minute(2), changePassword: minute(2), resetPassword: minute(2) },
    });
    try {
      const { app } = limited;
      const register = (i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: '10.9.0.1',
          payload: {
            name: '限流',
            email: `limit-${i}@example.com`,
            password: 'Secret#123',
            password_confirmation: 'Secret#123',
          },
        });
      await expectContract('register', await register(1), 201);
      await expectContract('register', await register(2), 201);
      await expectContract('register', await register(3), 429);
      expect(await app.store.users.byEmail('limit-3@example.com')).toBeUndefined();

      const { token, ...user } = await signedIn(app);
      const change = () => wrongPasswordChange(app, token);
      await expectContract('changePassword', await change(), 422);
      await expectContract('changePassword', await change(), 422);
      await expectContract('changePassword', await change(), 429);

      const reset = () =>
        app.inject({
          method: 'POST',
          url: '/api/reset-password',
          payload: {
            token: 'x'.repeat(64),
            email: user.email,
            password: 'Better#456',
            password_confirmation: 'Better#456',
          },
        });
      await expectContract('resetPassword', await reset(), 422);
      await expectContract('resetPassword', await reset(), 422);
      await expectContract('resetPassword', await reset(), 429);
    } finally {
      await limited.close();
    }
  });

  it("update: 403 with a message for another member's event; its creator and the administrator may", async () => {
    const owner = await createUser(server.app);
    const other = await createUser(server.app);
    const ownerToken = await login(server.app, owner.email, owner.password);
    const otherToken = await login(server.app, other.email, other.password);
    const form = multipart(eventFields({ name: '我的活動' }));
    const created = (await expectContract(
      'createEvent',
      await postForm('/api/events', form, ownerToken),
      201,
    )) as { data: { id: number; user_id: number } };
    expect(created.data.user_id).toBe(owner.id);
    const edit = multipart(eventFields({ name: '被改掉了' }));
    const update = (token: string) =>
      postForm(`/api/events/${created.data.id}?_method=PUT`, edit, token);
    const refused = (await expectContract('updateEvent', await update(otherToken), 403)) as {
      message: string;
    };
    expect(refused.message).toBe(M.eventForbidden);
    expect((await server.app.store.events.get(created.data.id))?.name).toBe('我的活動');
    await expectContract('updateEvent', await update(ownerToken), 200);
  });
});

describe('booking', () => {
  /** A member's token, and how to call the booking operations with it. */
  const member = async () => {
    const user = await createUser(server.app);
    return { user, token: await login(server.app, user.email, user.password) };
  };
  // Tomorrow in Taipei: every slot of it is bookable, whatever the time of the test.
  const tomorrow = bookableDates(new Date())[1] ?? '';
  const call = (...args: Call) => callOn(server, ...args);

  it('listSlots: 200 with seven slots, 422 for a date before today', async () => {
    const day = (await expectContract(
      'listSlots',
      await call('GET', `/api/slots?date=${tomorrow}`),
      200,
    )) as { data: { start: string; status: string }[] };
    expect(day.data.map((s) => s.start)).toEqual([...SLOT_STARTS]);
    const past = (await expectContract(
      'listSlots',
      await call('GET', '/api/slots?date=2020-01-01'),
      422,
    )) as { errors: Record<string, string[]> };
    expect(past.errors).toEqual({ date: [BOOKING_MESSAGES.dateInPast] });
  });

  it('createBooking and listMyBookings: 201, 409 for a taken slot, 422, 401', async () => {
    const a = await member();
    const b = await member();
    await expectContract('createBooking', await call('POST', '/api/bookings', undefined, {}), 401);
    await expectContract('listMyBookings', await call('GET', '/api/bookings'), 401);
    const slot = { date: tomorrow, start: '15:00', topic: '合作洽談' };
    const saved = (await expectContract(
      'createBooking',
      await call('POST', '/api/bookings', a.token, slot),
      201,
    )) as { message: string; data: { id: number; date: string; start: string } };
    expect(saved).toMatchObject({ message: BOOKING_MESSAGES.booked, data: slot });
    const taken = (await expectContract(
      'createBooking',
      await call('POST', '/api/bookings', b.token, slot),
      409,
    )) as { message: string };
    expect(taken.message).toBe(BOOKING_MESSAGES.slotTaken);
    const bad = (await expectContract(
      'createBooking',
      await call('POST', '/api/bookings', b.token, { date: tomorrow, start: '09:00', topic: ' ' }),
      422,
    )) as { errors: Record<string, string[]> };
    // The schema's refusal (no topic) answers before the rules look at the start.
    expect(bad.errors).toEqual({ topic: [BOOKING_DETAIL_MESSAGES.topicRequired] });
    const late = (await expectContract(
      'createBooking',
      await call('POST', '/api/bookings', b.token, { date: tomorrow, start: '09:00', topic: 'x' }),
      422,
    )) as { errors: Record<string, string[]> };
    expect(late.errors).toEqual({ start: [BOOKING_MESSAGES.startNotSlot] });
    const mine = (await expectContract(
      'listMyBookings',
      await call('GET', '/api/bookings', a.token),
      200,
    )) as { data: { id: number }[] };
    expect(mine.data.map((x) => x.id)).toEqual([saved.data.id]);
  });

  it('cancelBooking: 200, 401, 403, 404, 409 for one that started, 422', async () => {
    const a = await member();
    const b = await member();
    const saved = (
      (
        await call('POST', '/api/bookings', a.token, { date: tomorrow, start: '16:00', topic: 'x' })
      ).json() as {
        data: { id: number };
      }
    ).data;
    const url = `/api/bookings/${saved.id}`;
    await expectContract('cancelBooking', await call('DELETE', url), 401);
    const forbidden = (await expectContract(
      'cancelBooking',
      await call('DELETE', url, b.token),
      403,
    )) as { message: string };
    expect(forbidden.message).toBe(BOOKING_MESSAGES.notOwner);
    const ok = (await expectContract('cancelBooking', await call('DELETE', url, a.token), 200)) as {
      message: string;
    };
    expect(ok.message).toBe(BOOKING_MESSAGES.cancelled);
    const gone = (await expectContract(
      'cancelBooking',
      await call('DELETE', url, a.token),
      404,
    )) as { message: string };
    expect(gone.message).toBe(BOOKING_MESSAGES.notFound);
    await expectContract('cancelBooking', await call('DELETE', '/api/bookings/0', a.token), 422);
    // A booking that started an hour ago (written directly: the API books only future slots).
    const started = await server.app.store.db
      .insertInto('bookings')
      .values({
        user_id: a.user.id,
        starts_at: new Date(Math.floor(Date.now() / 3_600_000 - 1) * 3_600_000)
          .toISOString()
          .replace('.000Z', 'Z'),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const late = (await expectContract(
      'cancelBooking',
      await call('DELETE', `/api/bookings/${started.id}`, a.token),
      409,
    )) as { message: string };
    expect(late.message).toBe(BOOKING_MESSAGES.alreadyStarted);
  });
});

describe('the booking links', () => {
  it('getLinkedBooking, cancelLinkedBooking, rescheduleLinkedBooking: 200, 404, 409, 410, 422', async () => {
    await walkBookingLinkContract(server.app);
  });
});

describe('the shop catalog', () => {
  it('every operation: 200/201, 401, 403, 404, 409, 422', async () => {
    const catalog = await catalogServer();
    try {
      await walkCatalogContract(catalog);
    } finally {
      await catalog.close();
    }
  });
});

describe('the checkout', () => {
  it('every served operation: 200/201, 401, 403, 404, 409, 422, 429', async () => {
    await walkCheckoutContract();
    await walkOrdersContract();
    await walkDeliveryContract();
  });
  // Two servers (one beyond loopback) and a dozen orders: longer than the default 30 s on a
  // loaded machine.
  it('the payment: 200/201/303, 401, 403, 404, 409, 422, 429', async () => {
    await walkPaymentContract();
  }, 120_000);
});

describe('signin', () => {
  let target: TestServer;
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider({ id: 'google', name: 'Google' });
    target = await startServer({
      devSignin: true,
      signinProviders: [fake.provider],
      rateLimits: {
        signin: { limit: 1000, windowMs: 60_000 },
        signinProviders: { limit: 1000, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await target.close();
    await fake.close();
  });
  const call = (...args: Call) => callOn(target, ...args);
  const start = { redirect_uri: CALLBACK };
  /** Each row a call, in turn, and the status the contract documents for its answer. */
  const expectCalls = async (
    rows: [
      op: string,
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      token: string | undefined,
      status: number,
      payload?: unknown,
    ][],
  ) => {
    for (const [op, method, url, token, status, payload] of rows)
      await expectContract(op, await call(method, url, token, payload), status);
  };

  it('listSigninProviders, startSignin and finishSignin: sign in; 403, 404, 409, 422, 502', async () => {
    await expectContract('listSigninProviders', await call('GET', '/api/signin/providers'), 200);
    await expectContract(
      'startSignin',
      await call('POST', '/api/signin/providers/x', undefined, start),
      404,
    );
    await expectContract(
      'startSignin',
      await call('POST', '/api/signin/providers/dev', undefined, {
        redirect_uri: 'https://evil.example/callback',
      }),
      422,
    );
    await expectContract(
      'finishSignin',
      await signInWithDevProvider(target.app, { user: 'zhihao' }),
      200,
    );
    const started = await startSignin(target.app, 'dev');
    await expectContract('startSignin', started.response, 200);
    await expectContract(
      'finishSignin',
      await finishSignin(target.app, {
        state: started.state,
        code: 'c',
        binding: 'not-the-binding',
      }),
      403,
    );
    await expectContract(
      'finishSignin',
      await finishSignin(target.app, { state: started.state, binding: 'b' }),
      422,
    );
    const failed = await startSignin(target.app, 'dev');
    await expectContract(
      'finishSignin',
      await finishSignin(target.app, {
        state: failed.state,
        error: 'server_error',
        binding: failed.binding,
      }),
      502,
    );
    // A member has the e-mail of a provider account that does not vouch for it.
    await createUser(target.app, { email: 'xiaoming@example.com' });
    const google = await startSignin(target.app, 'google');
    await expectContract(
      'finishSignin',
      await finishSignin(target.app, {
        state: google.state,
        code: fake.codeFor(google.nonce),
        binding: google.binding,
      }),
      409,
    );
  });

  it('listLinkedProviders, startLink and unlinkProvider: 200, 401, 404, 409, 422', async () => {
    const { token } = await signedIn(target.app);
    const dev = '/api/user/providers/dev';
    await expectCalls([
      ['listLinkedProviders', 'GET', '/api/user/providers', undefined, 401],
      ['startLink', 'POST', dev, undefined, 401, start],
      ['unlinkProvider', 'DELETE', dev, undefined, 401],
      ['startLink', 'POST', '/api/user/providers/x', token, 404, start],
      ['startLink', 'POST', dev, token, 422, { redirect_uri: CALLBACK, return_to: '//x' }],
      ['unlinkProvider', 'DELETE', dev, token, 404],
      ['unlinkProvider', 'DELETE', '/api/user/providers/NO', token, 422],
      ['startLink', 'POST', dev, token, 200, start],
    ]);
    await expectContract(
      'finishSignin',
      await signInWithDevProvider(target.app, { token, user: 'meiling' }),
      200,
    );
    await expectCalls([
      ['listLinkedProviders', 'GET', '/api/user/providers', token, 200],
      ['startLink', 'POST', dev, token, 409, start],
      ['unlinkProvider', 'DELETE', dev, token, 200],
    ]);
    const created = (await signInWithDevProvider(target.app, { user: 'zhihao' })).json<{
      access_token: string;
    }>();
    await expectCalls([['unlinkProvider', 'DELETE', dev, created.access_token, 409]]);
  });

  it('every operation that reaches a provider: 429 over the limit, 503 while it is down', async () => {
    const limited = await startServer({
      signinProviders: [fake.provider],
      rateLimits: {
        signin: { limit: 2, windowMs: 60_000 },
        signinProviders: { limit: 0, windowMs: 60_000 },
      },
    });
    const down = await startFakeProvider();
    await down.close();
    const unreachable = await startServer({ signinProviders: [down.provider] });
    try {
      const { token } = await signedIn(limited.app);
      await expectContract(
        'listSigninProviders',
        await callOn(limited, 'GET', '/api/signin/providers'),
        429,
      );
      await callOn(limited, 'POST', '/api/signin/providers/google', undefined, start);
      await callOn(limited, 'POST', '/api/signin/providers/google', undefined, start);
      await expectContract(
        'startSignin',
        await callOn(limited, 'POST', '/api/signin/providers/google', undefined, start),
        429,
      );
      await expectContract(
        'startLink',
        await callOn(limited, 'POST', '/api/user/providers/google', token, start),
        429,
      );
      await expectContract(
        'finishSignin',
        await finishSignin(limited.app, { state: 's', binding: 'b' }),
        429,
      );

      const { token: otherToken } = await signedIn(unreachable.app);
      await expectContract(
        'startSignin',
        await callOn(unreachable, 'POST', '/api/signin/providers/line', undefined, start),
        503,
      );
      await expectContract(
        'startLink',
        await callOn(unreachable, 'POST', '/api/user/providers/line', otherToken, start),
        503,
      );
    } finally {
      await limited.close();
      await unreachable.close();
    }
    // The token endpoint is down once the sign-in started.
    const gone = await startFakeProvider();
    const afterStart = await startServer({ signinProviders: [gone.provider] });
    try {
      const started = await startSignin(afterStart.app, 'line');
      await gone.close();
      await expectContract(
        'finishSignin',
        await finishSignin(afterStart.app, {
          state: started.state,
          code: 'c',
          binding: started.binding,
        }),
        503,
      );
    } finally {
      await afterStart.close();
    }
  });
});

describe('chat', () => {
  // The chat's behaviour is in chat.test.ts and chat-live.test.ts; here every status is reached.
  it('every operation: 200/201/204, 401, 403, 404, 409, 422, 429', async () => {
    const memberAccount = await createUser(server.app);
    const adminAccount = await createUser(server.app);
    await server.app.store.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', adminAccount.email)
      .execute();
    const member = bearer(await login(server.app, memberAccount.email, memberAccount.password));
    const admin = bearer(await login(server.app, adminAccount.email, adminAccount.password));
    const call = (method: 'GET' | 'POST', url: string, headers = {}, payload?: unknown) =>
      server.app.inject({
        method,
        url: `/api/chat${url}`,
        headers,
        ...(payload !== undefined && { payload: payload as never }),
      });
    const start = async () => {
      const res = await call('POST', '/conversations');
      const body = (await expectContract('startChatConversation', res, 201)) as {
        data: { id: number };
        visitor_token: string;
      };
      return { id: body.data.id, headers: { 'x-chat-visitor': body.visitor_token } };
    };
    const visitor = await start();
    const other = await start();
    const id = visitor.id;
    const own = visitor.headers;
    await expectContract('startChatConversation', await call('POST', '/conversations', own), 200);
    await expectContract(
      'startChatConversation',
      await call('POST', '/conversations', { 'x-chat-visitor': 'x'.repeat(43) }),
      401,
    );
    await expectContract('listChatConversations', await call('GET', '/conversations', own), 200);
    await expectContract('listChatConversations', await call('GET', '/conversations'), 401);

    const onConversation = [
      ['getChatConversation', 'GET', ''],
      ['listChatMessages', 'GET', '/messages'],
      ['sendChatMessage', 'POST', '/messages', { body: '你好' }],
      ['sendChatTyping', 'POST', '/typing'],
      ['markChatRead', 'POST', '/read', { last_read_id: 0 }],
      ['requestChatAgent', 'POST', '/handoff'],
      ['closeChatConversation', 'POST', '/close'],
      ['rateChatConversation', 'POST', '/rating', { score: 5 }],
      ['streamChatConversation', 'GET', '/events'],
    ] as const;
    for (const [op, method, path, payload] of onConversation) {
      await expectContract(op, await call(method, `/conversations/${id}${path}`, {}, payload), 401);
      await expectContract(
        op,
        await call(method, `/conversations/${id}${path}`, other.headers, payload),
        403,
      );
      await expectContract(
        op,
        await call(method, `/conversations/2147480000${path}`, own, payload),
        404,
      );
      await expectContract(op, await call(method, `/conversations/0${path}`, own, payload), 422);
    }
    // The visitor's conversation from open to rated, a step a row: what each answers in turn.
    const c = `/conversations/${id}`;
    const steps: [
      op: string,
      method: 'GET' | 'POST',
      url: string,
      as: object,
      status: number,
      payload?: unknown,
    ][] = [
      ['getChatConversation', 'GET', c, own, 200],
      ['listChatMessages', 'GET', `${c}/messages?after=0`, own, 200],
      ['sendChatMessage', 'POST', `${c}/messages`, own, 201, { body: '運費', client_id: 'c1' }],
      ['sendChatMessage', 'POST', `${c}/messages`, own, 200, { body: '運費', client_id: 'c1' }],
      ['sendChatMessage', 'POST', `${c}/messages`, own, 422, { body: ' ' }],
      ['sendChatTyping', 'POST', `${c}/typing`, own, 204],
      ['markChatRead', 'POST', `${c}/read`, own, 200, { last_read_id: 1 }],
      ['markChatRead', 'POST', `${c}/read`, own, 422, { last_read_id: -1 }],
      ['rateChatConversation', 'POST', `${c}/rating`, own, 409, { score: 5 }],
      ['rateChatConversation', 'POST', `${c}/rating`, own, 422, {}],
      ['requestChatAgent', 'POST', `${c}/handoff`, own, 200],
      ['sendChatMessage', 'POST', `${c}/messages`, admin, 409, { body: '您好' }],
      ['listChatInbox', 'GET', '/inbox?status=waiting', admin, 200],
      ['listChatInbox', 'GET', '/inbox', {}, 401],
      ['listChatInbox', 'GET', '/inbox', member, 403],
      ['listChatInbox', 'GET', '/inbox?status=open', admin, 422],
      ['takeOverChatConversation', 'POST', `${c}/takeover`, {}, 401],
      ['takeOverChatConversation', 'POST', `${c}/takeover`, member, 403],
      ['takeOverChatConversation', 'POST', '/conversations/2147480000/takeover', admin, 404],
      ['takeOverChatConversation', 'POST', '/conversations/0/takeover', admin, 422],
      ['takeOverChatConversation', 'POST', `${c}/takeover`, admin, 200],
      ['closeChatConversation', 'POST', `${c}/close`, own, 200],
      ['closeChatConversation', 'POST', `${c}/close`, own, 409],
      ['takeOverChatConversation', 'POST', `${c}/takeover`, admin, 409],
      ['requestChatAgent', 'POST', `${c}/handoff`, own, 409],
      ['sendChatTyping', 'POST', `${c}/typing`, own, 409],
      ['rateChatConversation', 'POST', `${c}/rating`, own, 200, { score: 4 }],
      ['streamChatConversation', 'GET', `${c}/events?after=-1`, own, 422],
    ];
    for (const [op, method, url, as, status, payload] of steps)
      await expectContract(op, await call(method, url, as, payload), status);

    // The limits: typing, sending and starting (chatTyping, chatSend, chatStart).
    const open = other.headers;
    let typing;
    do typing = await call('POST', `/conversations/${other.id}/typing`, open);
    while (typing.statusCode === 204);
    await expectContract('sendChatTyping', typing, 429);
    let sent;
    do sent = await call('POST', `/conversations/${other.id}/messages`, open, { body: '你好' });
    while (sent.statusCode === 201);
    await expectContract('sendChatMessage', sent, 429);
    let started;
    do started = await call('POST', '/conversations');
    while (started.statusCode === 201);
    await expectContract('startChatConversation', started, 429);

    // The live channels, over real HTTP (inject waits for an answer's end).
    await expectContract('streamChatInbox', await call('GET', '/inbox/events'), 401);
    await expectContract('streamChatInbox', await call('GET', '/inbox/events', member), 403);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/chat`;
    const status = async (url: string, headers: Record<string, string>) => {
      const stream = await openStream(url, headers);
      stream.close();
      return stream.status;
    };
    const inbox = `${base}/inbox/events`;
    const conversation = `${base}/conversations/${other.id}/events`;
    expect(await status(inbox, admin)).toBe(200);
    reached.add('streamChatInbox 200');
    expect(await status(conversation, open)).toBe(200);
    reached.add('streamChatConversation 200');
    let code;
    do code = await status(conversation, open);
    while (code === 200);
    expect(code).toBe(429);
    reached.add('streamChatConversation 429');
    expect(await status(inbox, admin)).toBe(429);
    reached.add('streamChatInbox 429');
  });
});

describe('the contract', () => {
  it('had every documented status of every operation reached above', async () => {
    const documented: string[] = [];
    for (const op of (await contractOperations()).values()) {
      for (const status of Object.keys(op.responses))
        documented.push(`${op.operationId} ${status}`);
    }
    expect(documented.length).toBeGreaterThan(40);
    // The outage 503 every operation documents is reached with a failing database in
    // outage.test.ts, which also checks that every operation documents it.
    const outages = new Set(outageAnswers(new Contract().document));
    expect(documented.filter((d) => !reached.has(d) && !outages.has(d))).toEqual([]);
  });

  it('marks exactly the operations NOT_YET_IMPLEMENTED names, and the server answers them 404', async () => {
    const contract = new Contract();
    expect(unmountedOperations(contract.document)).toEqual(NOT_YET_IMPLEMENTED);
    const mounted = await contractOperations();
    for (const id of NOT_YET_IMPLEMENTED) {
      expect(mounted.has(id), id).toBe(false);
      const { method, path } = contract.operation(id);
      const res = await server.app.inject({
        method: method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: `/api${path.replace(/\{\w+\}/g, '1')}`,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
  });
});
