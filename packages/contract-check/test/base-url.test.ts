import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBackend, Contract, Mailbox, verdictOf } from '../src/index.ts';

/** A backend whose API answers under /api only (the ping), 404 {message} everywhere else. */
function apiUnderApi(): Server {
  return createServer((req, res) => {
    const ping = req.url === '/api/ping';
    res.writeHead(ping ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(ping ? { status: 'ok', message: 'pong' } : { message: 'Not Found' }));
  });
}

describe('a --base-url that is not the API root', () => {
  const mailbox = new Mailbox();
  const contract = new Contract();
  const server = apiUnderApi();
  let origin: string;

  beforeAll(async () => {
    await mailbox.listen(0);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await mailbox.close();
  });

  it('stops with one hint instead of a 404 per check', async () => {
    const report = await checkBackend({ baseUrl: origin, mailbox, contract });
    const text = report.format();
    expect(report.hints).toEqual([
      `--base-url ${origin} is not the API root: GET ${origin}/ping answers 404, ${origin}/api/ping answers as the contract says. Run again with --base-url ${origin}/api`,
    ]);
    expect([...report.results.values()].map(verdictOf)).not.toContain('conforms');
    expect([...report.results.values()].map(verdictOf)).not.toContain('deviates');
    expect(text.split('\n').length, text).toBeLessThan(8);
    expect(text).toMatch(/^! --base-url .* not the API root/);
    expect(text).toMatch(/\? every operation \(\d+\) could not run: .*not the API root/);
  });

  it('stops with the reason when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const report = await checkBackend({
      baseUrl: `http://127.0.0.1:${port}/api`,
      mailbox,
      contract,
    });
    expect(report.format()).toMatch(
      /^\? every operation \(\d+\) could not run: every check: http:\/\/127\.0\.0\.1:\d+\/api gave no answer \(ECONNREFUSED\)\n\n0 conform, 0 deviate, \d+ could not run$/,
    );
  });
});
