import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startServer } from './helpers.ts';

/** The JSON lines a server logs while it answers one request, by message. */
async function messagesOf(logRequests: boolean | undefined, url: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const server = await startServer({
    logger: { level: 'info', stream },
    ...(logRequests !== undefined && { logRequests }),
  });
  try {
    lines.length = 0; // what start-up logged is not this test's
    const res = await server.app.inject({ url });
    return {
      status: res.statusCode,
      messages: lines.map((l) => (JSON.parse(l) as { msg: string }).msg),
    };
  } finally {
    await server.close();
  }
}

describe('request logging (docs/adr/0013-fast-as-shipped.md)', () => {
  it('logs no line per request by default, as `pnpm start` ships', async () => {
    const { status, messages } = await messagesOf(undefined, '/api/events?page=1');
    expect(status).toBe(200);
    expect(messages).toEqual([]);
  });

  it('logs each request and its answer with LOG_REQUESTS=1', async () => {
    const { status, messages } = await messagesOf(true, '/api/events?page=1');
    expect(status).toBe(200);
    expect(messages).toEqual(['incoming request', 'request completed']);
  });
});
