import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Contract } from '../src/contract.ts';
import { Client } from '../src/http.ts';
import { Report } from '../src/report.ts';

const contract = new Contract();
let close: () => void = () => {};
afterEach(() => close());

/** A backend whose GET /api/ping answers the given replies in turn. */
async function backend(replies: { status: number; headers?: Record<string, string> }[]) {
  let calls = 0;
  const server = createServer((_req, res) => {
    const reply = replies[Math.min(calls++, replies.length - 1)] ?? { status: 500 };
    res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
    res.end(
      JSON.stringify(
        reply.status === 200 ? { status: 'ok', message: 'pong' } : { message: '嘗試次數過多' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const report = new Report(['ping']);
  const client = new Client({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    contract,
    report,
    maxWaitSeconds: 1,
  });
  return { client, report, calls: () => calls };
}

describe('Client and rate limits', () => {
  it('waits out a documented 429 with Retry-After and retries once', async () => {
    const { client, report, calls } = await backend([
      { status: 429, headers: { 'Retry-After': '1' } },
      { status: 200 },
    ]);
    expect(await client.call('ping', 'health check', {}, { status: 200 })).toEqual({
      status: 'ok',
      message: 'pong',
    });
    expect(calls()).toBe(2);
    expect(report.entry('ping')).toMatchObject({ passed: ['health check'], deviations: [] });
  });

  it('counts a 429 without Retry-After as a deviation', async () => {
    const { client, report } = await backend([{ status: 429 }]);
    expect(await client.call('ping', 'health check', {}, { status: 200 })).toBeNull();
    expect(report.entry('ping').deviations).toEqual(['health check: header Retry-After missing']);
  });

  it('counts a 429 on an operation the contract does not limit as a deviation', async () => {
    const { client, report } = await backend([{ status: 429, headers: { 'Retry-After': '1' } }]);
    expect(await client.call('checkToken', 'no token', {}, { status: 401 })).toBeNull();
    expect(report.entry('checkToken').deviations).toEqual([
      'no token: status 429 is not in the contract (documented: 200, 401, 503)',
    ]);
  });
});
