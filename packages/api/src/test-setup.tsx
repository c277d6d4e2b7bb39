/**
 * The set-up the client, hook and mutation tests share (not exported from the package): the mock
 * API server's lifecycle and the SWR cache the hooks render in.
 */
import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createApiClient, type ApiClient } from './client.ts';
import { createMutations } from './mutations.ts';
import { createSession, type SessionChange } from './session.ts';
import { BASE_URL, loggedIn, MemoryStorage, url } from './test-utils.ts';

/**
 * The test file's mock API (msw). It listens from the first test on and fails a test that sends a
 * request it has no handler for; after each test `reset` runs (unmounting, restoring mocks) and the
 * handlers the test added go.
 */
export function mockApiServer(reset?: () => void) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    reset?.();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

/** `renderHook`'s wrapper: a fresh SWR cache for each render, no retries, no deduping. */
export function freshSwrCache({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}
    >
      {children}
    </SWRConfig>
  );
}

/** A request the mock API saw, with its JSON body (undefined for other bodies). */
export type Captured = { request: StrictRequest<DefaultBodyType>; body: unknown };

/** `answer(method, path, status, body)` on `server`: answers, recording the requests it saw. */
export const answerOn =
  (server: ReturnType<typeof setupServer>) =>
  (
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
    status: number,
    body: unknown,
  ) => {
    const seen: Captured[] = [];
    server.use(
      http[method](url(path), async ({ request }) => {
        const text = await request.clone().text();
        const json = request.headers.get('content-type') === 'application/json';
        seen.push({ request, body: json ? (JSON.parse(text) as unknown) : undefined });
        return HttpResponse.json(body as DefaultBodyType, { status });
      }),
    );
    return seen;
  };

/** A client on a logged-in session (or `storage`), as the app makes it. */
export function client(storage = loggedIn(), onUnauthorized = vi.fn<() => void>()): ApiClient {
  return createApiClient({ baseUrl: BASE_URL, storage, onUnauthorized });
}

/** A client on its own session over `storage`, and the changes that session announced. */
export function sessionClient(storage = new MemoryStorage(), timeoutMs?: number) {
  const session = createSession(storage);
  const changes: SessionChange[] = [];
  session.subscribe((change) => changes.push(change));
  const client = createApiClient({ baseUrl: BASE_URL, session, timeoutMs });
  return { storage, session, changes, client, mutations: createMutations(client) };
}
