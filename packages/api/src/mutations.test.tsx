// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiHooks } from './hooks.ts';
import type { EventSaved, LoginResponse } from './index.ts';
import { fieldErrorsOf, retryAfterSeconds, type MutationResult } from './mutations.ts';
import {
  event,
  eventList,
  loggedIn,
  MemoryStorage,
  unauthenticated,
  url,
  user,
  validationError,
} from './test-utils.ts';
import { freshSwrCache, mockApiServer, sessionClient as setup } from './test-setup.tsx';

const server = mockApiServer(() => vi.restoreAllMocks());

const loginAnswer: LoginResponse = { access_token: '3|token', user };
const eventInput = {
  name: event.name,
  description: event.description,
  start_time: event.start_time,
  end_time: event.end_time,
  price: 1200,
};

describe('the error mapping of every write', () => {
  it('a 422 gives the status, the server message and the first message of each field', async () => {
    const body = {
      message: '這個 Email 已被註冊',
      errors: { email: ['這個 Email 已被註冊', '第二則'], password: ['密碼至少 8 碼'] },
    };
    server.use(http.post(url('/register'), () => HttpResponse.json(body, { status: 422 })));
    const { mutations } = setup();
    const result = await mutations.register({
      name: '小明',
      email: 'taken@example.com',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(result).toEqual({
      ok: false,
      status: 422,
      message: '這個 Email 已被註冊',
      fieldErrors: { email: '這個 Email 已被註冊', password: '密碼至少 8 碼' },
    });
  });

  it('another status gives the status and the server message, no field errors', async () => {
    server.use(
      http.post(url('/forgot-password'), () =>
        HttpResponse.json(
          { message: '嘗試次數過多，請稍後再試', errors: { email: ['x'] } },
          { status: 429 },
        ),
      ),
    );
    const { mutations } = setup();
    expect(await mutations.forgotPassword({ email: 'a@example.com' })).toEqual({
      ok: false,
      status: 429,
      message: '嘗試次數過多，請稍後再試',
    });
  });

  it("a 429's Retry-After says how many seconds to wait", async () => {
    server.use(
      http.post(url('/login'), () =>
        HttpResponse.json(
          { message: '嘗試次數過多，請稍後再試' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const { mutations } = setup();
    expect(
      await mutations.login({ email: 'a@example.com', password: 'x', remember: false }),
    ).toEqual({ ok: false, status: 429, message: '嘗試次數過多，請稍後再試', retryAfter: 42 });
  });

  it('reads Retry-After as seconds or as a date, never below one second', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it('a body without a message, or a blank one, gives message null', async () => {
    server.use(
      http.post(url('/reset-password'), () => HttpResponse.json({ message: ' ' }, { status: 400 })),
    );
    const { mutations } = setup();
    const result = await mutations.resetPassword({
      token: 't',
      email: 'a@example.com',
      password: 'Abcdefg!1',
      password_confirmation: 'Abcdefg!1',
    });
    expect(result).toEqual({ ok: false, status: 400, message: null });
  });

  it('a network failure gives status null instead of throwing', async () => {
    server.use(http.post(url('/forgot-password'), () => HttpResponse.error()));
    const { mutations } = setup();
    expect(await mutations.forgotPassword({ email: 'a@example.com' })).toEqual({
      ok: false,
      status: null,
      message: null,
    });
  });

  it('a time-out gives status null too', async () => {
    server.use(
      http.post(url('/check-email'), async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ exists: false });
      }),
    );
    const { mutations } = setup(new MemoryStorage(), 20);
    expect(await mutations.checkEmail('a@example.com')).toEqual({
      ok: false,
      status: null,
      message: null,
    });
  });

  it('success gives the typed answer', async () => {
    server.use(http.post(url('/check-email'), () => HttpResponse.json({ exists: true })));
    const { mutations } = setup();
    const result = await mutations.checkEmail('taken@example.com');
    expect(result).toEqual({ ok: true, data: { exists: true } });
    expectTypeOf(result).toEqualTypeOf<MutationResult<{ exists: boolean }, 'email'>>();
  });

  it.each([null, undefined, 'text', { message: 'x' }, { errors: null }, { errors: { a: 'no' } }])(
    'fieldErrorsOf gives nothing for %j',
    (body) => {
      expect(fieldErrorsOf(body)).toBeUndefined();
    },
  );
});

describe('the session writes', () => {
  it('login stores the session through the one handle and remembers the e-mail', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(url('/login'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(loginAnswer);
      }),
    );
    const { mutations, session, storage, changes } = setup();
    const result = await mutations.login({
      email: user.email,
      password: 'Admin#2024',
      remember: true,
    });
    expect(result).toEqual({ ok: true, data: loginAnswer });
    // Only the credentials go to the server.
    expect(sent).toEqual([{ email: user.email, password: 'Admin#2024' }]);
    expect(session.getUser()).toEqual(user);
    expect(storage.getItem('access_token')).toBe('3|token');
    expect(storage.getItem('saved_email')).toBe(user.email);
    expect(changes).toEqual(['signedIn']);
  });

  it('login without Remember me forgets a saved e-mail', async () => {
    server.use(http.post(url('/login'), () => HttpResponse.json(loginAnswer)));
    const { mutations, storage } = setup(new MemoryStorage({ saved_email: 'old@example.com' }));
    await mutations.login({ email: user.email, password: 'x', remember: false });
    expect(storage.getItem('saved_email')).toBeNull();
  });

  it.each([
    [422, validationError('email', '密碼或帳號錯誤')],
    [500, { message: 'Email 尚未驗證，請先驗證後再登入' }],
  ])('a failed login (%s) stores nothing and keeps the saved e-mail', async (status, body) => {
    server.use(http.post(url('/login'), () => HttpResponse.json(body, { status })));
    const { mutations, storage, changes } = setup(
      new MemoryStorage({ saved_email: 'kept@example.com' }),
    );
    const result = await mutations.login({ email: user.email, password: 'x', remember: true });
    expect(result).toMatchObject({ ok: false, status, message: body.message });
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('saved_email')).toBe('kept@example.com');
    expect(changes).toEqual([]);
  });

  it('logout revokes the token, then clears the session', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.post(url('/logout'), ({ request }) => {
        tokens.push(request.headers.get('authorization'));
        return HttpResponse.json({ message: '已登出' });
      }),
    );
    const { mutations, storage, changes } = setup(loggedIn('7|secret'));
    await mutations.logout();
    expect(tokens).toEqual(['Bearer 7|secret']);
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('saved_email')).toBe(user.email);
    expect(changes).toEqual(['signedOut']);
  });

  it('logout clears the session even when the server fails, and calls nothing without a token', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    server.use(http.post(url('/logout'), () => HttpResponse.error()));
    const failing = setup(loggedIn());
    await failing.mutations.logout();
    expect(failing.storage.getItem('access_token')).toBeNull();

    // onUnhandledRequest: 'error' fails the test if this one calls the server.
    const anonymous = setup();
    await anonymous.mutations.logout();
    expect(anonymous.changes).toEqual(['signedOut']);
  });

  it('a 401 on a secured write expires the session: its subscribers hear it', async () => {
    server.use(
      http.post(url('/user/change-password'), () =>
        HttpResponse.json(unauthenticated, { status: 401 }),
      ),
    );
    const { mutations, session, changes } = setup(loggedIn());
    const result = await mutations.changePassword({
      password: 'Old#2024a',
      new_password: 'New#2024a',
      new_password_confirmation: 'New#2024a',
    });
    expect(result).toEqual({ ok: false, status: 401, message: 'Unauthenticated.' });
    expect(session.isLoggedIn()).toBe(false);
    expect(changes).toEqual(['expired']);
  });
});

describe('event writes invalidate the cached reads', () => {
  /** A list whose event name changes with every GET, and the hooks on a logged-in client. */
  function listServer() {
    let version = 0;
    server.use(
      http.get(url('/events'), () => {
        version += 1;
        return HttpResponse.json({ ...eventList, data: [{ ...event, name: `v${version}` }] });
      }),
      http.get(url('/events/{id}'), () => {
        version += 1;
        return HttpResponse.json({ data: { ...event, name: `v${version}` } });
      }),
    );
    return createApiHooks(setup(loggedIn()).client);
  }

  const saved: EventSaved = { message: '活動建立完成', data: event };

  /**
   * The first page of the list and `useCreateEvent` on screen, once the list shows `v1`:
   * `create` sends `eventInput` and answers what the hook answered, `firstName` is the name the
   * list shows now.
   */
  async function listAndCreate(hooks: ReturnType<typeof listServer>) {
    const { result } = renderHook(
      () => ({ list: hooks.useEvents({ page: 1 }), create: hooks.useCreateEvent() }),
      { wrapper: freshSwrCache },
    );
    const firstName = () => result.current.list.data?.data[0]?.name;
    await waitFor(() => expect(firstName()).toBe('v1'));
    const create = async () => {
      let answer: MutationResult<EventSaved> | undefined;
      await act(async () => {
        answer = await result.current.create(eventInput);
      });
      return answer;
    };
    return { create, firstName };
  }

  it('a created event reloads the lists on screen before the hook answers', async () => {
    const hooks = listServer();
    const bodies: [string, FormDataEntryValue][][] = [];
    server.use(
      http.post(url('/events'), async ({ request }) => {
        bodies.push([...(await request.formData()).entries()]);
        return HttpResponse.json(saved, { status: 201 });
      }),
    );
    const screen = await listAndCreate(hooks);
    expect(await screen.create()).toEqual({ ok: true, data: saved });
    expect(screen.firstName()).toBe('v2');
    expect(Object.fromEntries(bodies[0] ?? [])).toMatchObject({ name: event.name, price: '1200' });
  });

  it('an updated event is sent as PUT and reloads the event on screen', async () => {
    const hooks = listServer();
    const methods: (string | null)[] = [];
    server.use(
      http.post(url('/events/{id}'), ({ request }) => {
        methods.push(new URL(request.url).searchParams.get('_method'));
        return HttpResponse.json(saved);
      }),
    );
    const { result } = renderHook(
      () => ({ detail: hooks.useEvent(event.id), update: hooks.useUpdateEvent() }),
      { wrapper: freshSwrCache },
    );
    await waitFor(() => expect(result.current.detail.data?.data.name).toBe('v1'));
    await act(async () => {
      await result.current.update(event.id, eventInput);
    });
    expect(methods).toEqual(['PUT']);
    expect(result.current.detail.data?.data.name).toBe('v2');
  });

  it('a refused write keeps the cache and answers the field errors', async () => {
    const hooks = listServer();
    server.use(
      http.post(url('/events'), () =>
        HttpResponse.json(validationError('end_time', '結束時間必須晚於開始時間'), {
          status: 422,
        }),
      ),
    );
    const screen = await listAndCreate(hooks);
    expect(await screen.create()).toEqual({
      ok: false,
      status: 422,
      message: '結束時間必須晚於開始時間',
      fieldErrors: { end_time: '結束時間必須晚於開始時間' },
    });
    expect(screen.firstName()).toBe('v1');
  });
});
