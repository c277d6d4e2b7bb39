import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  checkBackend,
  Mailbox,
  verdictOf,
  type CheckOptions,
  type Report,
} from '@folio/contract-check';
import type { ServerOptions } from '../src/server.ts';
import { startServer, type TestServer } from './helpers.ts';

/** One request through the proxy and the JSON answer the reference server gave it. */
interface Exchange {
  req: IncomingMessage;
  url: URL;
  /** The request's body as sent. */
  sent: Buffer;
  status: number;
  text: string;
}

/** The faults a proxy plants: what it changes in a request before it goes on, and in a JSON answer. */
export interface Faults {
  /** May change the headers the request goes on with (`path` without its query). */
  request?(path: string, headers: Headers): void;
  /** The answer the client gets instead (by default the reference server's own). */
  answer(exchange: Exchange): { status: number; text: string };
}

const HOP_BY_HOP = ['content-length', 'transfer-encoding', 'connection', 'set-cookie'];

/**
 * A proxy in front of the reference server at `target` that plants `faults`: a request goes on
 * with its headers (`faults.request` may change them); a JSON answer comes back as
 * `faults.answer` makes it, any other answer as it is (streamed: a stream of events stays one).
 */
function faultyProxy(target: string, faults: Faults): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://proxy');
      const sent = Buffer.concat(chunks);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers.set(name, value);
      faults.request?.(url.pathname, headers);
      const body = ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : sent;
      fetch(target + url.pathname + url.search, {
        method: req.method,
        headers,
        body,
        redirect: 'manual',
      })
        .then(async (answer) => {
          const out: Record<string, string | string[]> = {};
          answer.headers.forEach((value, name) => {
            if (!HOP_BY_HOP.includes(name)) out[name] = value;
          });
          const cookies = answer.headers.getSetCookie();
          if (cookies.length > 0) out['set-cookie'] = cookies;
          const json = answer.headers.get('content-type')?.startsWith('application/json');
          if (!json || !answer.body) {
            res.writeHead(answer.status, out);
            if (answer.body) Readable.fromWeb(answer.body).pipe(res);
            else res.end();
            return;
          }
          const text = await answer.text();
          const planted = faults.answer({ req, url, sent, status: answer.status, text });
          res.writeHead(planted.status, out).end(planted.text);
        })
        .catch(() => res.writeHead(502).end());
    });
  });
}

/** What `checkFaultyBackend` gives the tests: the SMTP sink and, once run, the check's report. */
export interface FaultyRun {
  mailbox: Mailbox;
  readonly report: Report;
  /** The deviations the report gives an operation, one a line. */
  deviations(id: string): string;
}

/**
 * `pnpm contract:check` against the reference server behind a proxy that plants `faults`
 * (docs/adr/0018), set up before the tests of the calling `describe` and closed after them: the
 * server starts with `server` and an SMTP sink, the check runs with `check`'s options.
 */
export function checkFaultyBackend(setup: {
  server: Omit<ServerOptions, 'smtpUrl'>;
  faults: () => Faults;
  check?: (server: TestServer) => Promise<Omit<CheckOptions, 'baseUrl' | 'mailbox'>>;
}): FaultyRun {
  const mailbox = new Mailbox();
  let server: TestServer | undefined;
  let proxy: Server | undefined;
  let report: Report | undefined;

  beforeAll(async () => {
    const smtpPort = await mailbox.listen(0);
    server = await startServer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, ...setup.server });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const started = faultyProxy(address, setup.faults());
    proxy = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(started.address() as AddressInfo).port}/api`;
    const options = (await setup.check?.(server)) ?? {};
    report = await checkBackend({ baseUrl, mailbox, maxWaitSeconds: 0, ...options });
  }, 180_000);
  afterAll(async () => {
    proxy?.close();
    await server?.close();
    await mailbox.close();
  });

  const ran = () => {
    if (!report) throw new Error('the check has not run');
    return report;
  };
  return {
    mailbox,
    get report() {
      return ran();
    },
    deviations: (id) => ran().results.get(id)?.deviations.join('\n') ?? '',
  };
}

/** One test a row: the check reports the operation as deviating, with a deviation that matches. */
export function itReportsEach(run: FaultyRun, rows: [id: string, how: RegExp][]): void {
  it.each(rows)('reports %s: %s', (id, how) => {
    expect(verdictOf(run.report.entry(id)), run.report.format()).toBe('deviates');
    expect(run.deviations(id)).toMatch(how);
  });
}
