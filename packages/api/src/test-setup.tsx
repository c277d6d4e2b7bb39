/**
 * The set-up the client, hook and mutation tests share (not exported from the package): the mock
 * API server's lifecycle and the SWR cache the hooks render in.
 */
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll } from 'vitest';

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
