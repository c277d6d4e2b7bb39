import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBackend, Mailbox, verdictOf, type Report } from '@folio/contract-check';
import { startServer, testEngine, type TestServer } from './helpers.ts';

const RETRY = /^\/api\/manage\/tasks\/\d+\/retry$/;

/**
 * A proxy in front of the reference server that plants two faults of the operator's view of the
 * tasks: the list answers without its `counts` (a wrong shape), and a retry the server refuses
 * (`409`, the task is no longer failed) answers the first retry's `200` again.
 */
function faultyTaskAdmin(target: string): Server {
  const retried = new Map<string, string>();
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const path = url.split('?')[0] ?? '';
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers.set(name, value);
      const body = ['GET', 'HEAD'].includes(req.method ?? 'GET')
        ? undefined
        : Buffer.concat(chunks);
      fetch(target + url, { method: req.method, headers, body, redirect: 'manual' })
        .then(async (answer) => {
          let status = answer.status;
          let text = await answer.text();
          if (path === '/api/manage/tasks' && status === 200) {
            const json = JSON.parse(text) as { counts?: unknown };
            delete json.counts;
            text = JSON.stringify(json);
          }
          if (RETRY.test(path) && status === 200) retried.set(path, text);
          const first = retried.get(path);
          if (RETRY.test(path) && status === 409 && first) [status, text] = [200, first];
          const out: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (!['content-length', 'transfer-encoding', 'connection'].includes(name))
              out[name] = value;
          });
          res.writeHead(status, out).end(text);
        })
        .catch(() => res.writeHead(502).end());
    });
  });
}

/**
 * `pnpm contract:check` as an administrator (docs/adr/0018): against the reference server with
 * the two faults above, behind the proxy, the check makes a task fail for real (its SMTP sink
 * refuses the mail), lists and retries it, and must report both faults. It tests the check, not
 * the engine: SQLite only (contract-check.test.ts runs the same journey without faults).
 */
describe.skipIf(testEngine === 'postgres')(
  'pnpm contract:check against a faulty view of the tasks for administrators',
  () => {
    const mailbox = new Mailbox();
    let server: TestServer;
    let proxy: Server;
    let report: Report;

    beforeAll(async () => {
      const smtpPort = await mailbox.listen(0);
      // No shop and no events: the journeys that need them stop early; the tasks do not.
      server = await startServer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, seed: { events: 0 } });
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      proxy = faultyTaskAdmin(address);
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const baseUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`;
      report = await checkBackend({ baseUrl, mailbox, maxWaitSeconds: 0, mailTimeoutMs: 10_000 });
    }, 180_000);
    afterAll(async () => {
      proxy?.close();
      await server?.close();
      await mailbox.close();
    });

    const deviations = (id: string) => report.results.get(id)?.deviations.join('\n') ?? '';

    it.each([
      ['listManagedTasks', /a failed task: 200 body at body: must have required property 'counts'/],
      ['retryManagedTask', /a task retried already: expected 409, got 200/],
    ])('reports %s: %s', (id, how) => {
      expect(verdictOf(report.entry(id)), report.format()).toBe('deviates');
      expect(deviations(id)).toMatch(how);
    });

    it('made the task fail for real: the sink refused its mail, then took the retried one', () => {
      expect(mailbox.refusedCount).toBe(1);
      const retry = report.entry('retryManagedTask');
      expect(retry.passed, report.format()).toContain('a failed task');
      expect(retry.passed).toContain('a retried task runs: done, its mail at the SMTP sink');
    });
  },
);
