import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, errorMessage, imageUrl, isAbortError, isTimeoutError } from './client.ts';
import { BASE_URL, loggedIn, MemoryStorage, unauthenticated, url, user } from './test-utils.ts';
import { change } from './client.test-cases.ts';
import { answerOn, client, mockApiServer } from './test-setup.tsx';

const server = mockApiServer(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
const answer = answerOn(server);

describe('time-out', () => {
  /** AbortSignal.timeout runs on Node's internal timers; route it through the faked setTimeout. */
  function fakeTimeoutSignal() {
    vi.useFakeTimers();
    return vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
  }

  function hang(path: string) {
    server.use(
      http.get(url(path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  }

  it('aborts a call after 10 000 ms, not before', async () => {
    const timeoutSpy = fakeTimeoutSignal();
    hang('/ping');
    let outcome: unknown = 'pending';
    client()
      .GET('/ping')
      .then(
        () => (outcome = 'resolved'),
        (error: unknown) => (outcome = error),
      );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(isTimeoutError(outcome)).toBe(true);
    expect(isAbortError(outcome)).toBe(true);
    expect(timeoutSpy).toHaveBeenCalledWith(10_000);
    expect(errorMessage(outcome, '登入失敗，請稍後再試')).toBe('登入失敗，請稍後再試');
  });

  it('uses the configured timeoutMs', async () => {
    fakeTimeoutSignal();
    hang('/events');
    const api = createApiClient({ baseUrl: BASE_URL, storage: null, timeoutMs: 500 });
    const result = api.GET('/events');
    const assertion = expect(result).rejects.toSatisfy(isTimeoutError);
    await vi.advanceTimersByTimeAsync(500);
    await assertion;
  });

  it('still honours the caller’s own signal', async () => {
    hang('/ping');
    const controller = new AbortController();
    const result = client().GET('/ping', { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toSatisfy(
      (error: unknown) => isAbortError(error) && !isTimeoutError(error),
    );
  });

  it('works with the real AbortSignal.timeout', async () => {
    hang('/ping');
    const api = createApiClient({ baseUrl: BASE_URL, storage: null, timeoutMs: 20 });
    await expect(api.GET('/ping')).rejects.toSatisfy(isTimeoutError);
  });
});

describe('401 handling', () => {
  it('clears the session and calls back once for three concurrent failing calls', async () => {
    const storage = loggedIn();
    const onUnauthorized = vi.fn<() => void>();
    const api = client(storage, onUnauthorized);
    answer('get', '/auth/check-token', 401, unauthenticated);
    answer('post', '/logout', 401, unauthenticated);
    answer('post', '/user/change-password', 401, unauthenticated);

    const results = await Promise.all([
      api.GET('/auth/check-token'),
      api.POST('/logout'),
      api.POST('/user/change-password', { body: change }),
    ]);

    expect(results.map((r) => r.response.status)).toEqual([401, 401, 401]);
    expect(results.map((r) => r.error)).toEqual([
      unauthenticated,
      unauthenticated,
      unauthenticated,
    ]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('saved_email')).toBe(user.email);
  });

  it('calls back once for concurrent secured calls sent while logged out', async () => {
    const onUnauthorized = vi.fn<() => void>();
    const api = client(new MemoryStorage(), onUnauthorized);
    answer('get', '/auth/check-token', 401, unauthenticated);
    await Promise.all([
      api.GET('/auth/check-token'),
      api.GET('/auth/check-token'),
      api.GET('/auth/check-token'),
    ]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not call back for a chat visitor's 401 (no session to end)", async () => {
    const onUnauthorized = vi.fn<() => void>();
    const api = client(new MemoryStorage(), onUnauthorized);
    answer('post', '/chat/conversations', 401, { message: 'Unauthenticated.' });
    const res = await api.POST('/chat/conversations', { headers: { 'X-Chat-Visitor': 'stale' } });
    expect(res.response.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls back again for a later call, after a new login', async () => {
    const storage = loggedIn('1|first');
    const onUnauthorized = vi.fn<() => void>();
    const api = client(storage, onUnauthorized);
    answer('get', '/auth/check-token', 401, unauthenticated);

    await api.GET('/auth/check-token');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    storage.setItem('access_token', '2|second');
    storage.setItem('user', JSON.stringify(user));
    await api.GET('/auth/check-token');
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(storage.getItem('access_token')).toBeNull();
  });

  it('ignores a late 401 for a token that was replaced meanwhile', async () => {
    const storage = loggedIn('1|old');
    const onUnauthorized = vi.fn<() => void>();
    const api = client(storage, onUnauthorized);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived = false;
    server.use(
      http.get(url('/auth/check-token'), async () => {
        arrived = true;
        await gate;
        return HttpResponse.json(unauthenticated, { status: 401 });
      }),
    );

    const pending = api.GET('/auth/check-token');
    await vi.waitFor(() => expect(arrived).toBe(true));
    storage.setItem('access_token', '2|new');
    release();
    await pending;

    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('access_token')).toBe('2|new');
  });

  it('leaves the session alone on a 401 from a public operation', async () => {
    const storage = loggedIn();
    const onUnauthorized = vi.fn<() => void>();
    answer('get', '/events', 401, unauthenticated);
    await client(storage, onUnauthorized).GET('/events');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('access_token')).toBe('7|secret');
  });

  it('keeps the session on a 503 (an outage says nothing about the token)', async () => {
    const storage = loggedIn();
    const onUnauthorized = vi.fn<() => void>();
    const api = client(storage, onUnauthorized);
    const unavailable = { message: '服務暫時無法使用，請稍後再試' };
    answer('get', '/auth/check-token', 503, unavailable);
    answer('post', '/logout', 503, unavailable);
    const results = await Promise.all([api.GET('/auth/check-token'), api.POST('/logout')]);
    expect(results.map((r) => r.response.status)).toEqual([503, 503]);
    expect(results.map((r) => r.error)).toEqual([unavailable, unavailable]);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('access_token')).toBe('7|secret');
    expect(storage.getItem('user')).not.toBeNull();
  });

  it('leaves the session alone on other errors', async () => {
    const storage = loggedIn();
    const onUnauthorized = vi.fn<() => void>();
    answer('post', '/logout', 500, { message: 'Server Error' });
    await client(storage, onUnauthorized).POST('/logout');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('access_token')).toBe('7|secret');
  });
});

describe('helpers', () => {
  it('errorMessage prefers a non-empty server message', () => {
    expect(errorMessage({ message: '寄送失敗了' }, '寄送失敗')).toBe('寄送失敗了');
    expect(errorMessage({ message: '  ' }, '寄送失敗')).toBe('寄送失敗');
    expect(errorMessage({ errors: {} }, '寄送失敗')).toBe('寄送失敗');
    expect(errorMessage('Bad Gateway', '寄送失敗')).toBe('寄送失敗');
    expect(errorMessage(undefined, '寄送失敗')).toBe('寄送失敗');
    expect(errorMessage(new TypeError('fetch failed'), '寄送失敗')).toBe('寄送失敗');
  });

  it('imageUrl joins the storage root and image_path', () => {
    expect(imageUrl('events/a.jpg')).toBe('/storage/events/a.jpg');
    expect(imageUrl('/events/a.jpg', 'https://cdn.test/storage/')).toBe(
      'https://cdn.test/storage/events/a.jpg',
    );
    expect(imageUrl(null)).toBeNull();
  });

  it('a network failure rejects', async () => {
    server.use(http.get(url('/ping'), () => HttpResponse.error()));
    await expect(client().GET('/ping')).rejects.toThrow(TypeError);
  });
});
