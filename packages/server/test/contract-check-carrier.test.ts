import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBackend, Mailbox, verdictOf, type Report } from '@folio/contract-check';
import { contractCheckCarrier } from './delivery-helpers.ts';
import { startServer, testEngine, type TestServer } from './helpers.ts';

const MOVE = /^\/api\/carrier\/orders\/\d+\/status$/;

/**
 * A proxy in front of the reference server that plants three faults of the carrier's page: the
 * list of `shipped` orders leaves the handed-over order out, the list of `delivered` ones gives
 * each `total` as a string (a wrong shape), and a step back to `picked_up`, which the server
 * refuses (`409`), answers the last `200` of that order again.
 */
function faultyCarrierPage(target: string): Server {
  const moved = new Map<string, string>();
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://proxy');
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers.set(name, value);
      const sent = Buffer.concat(chunks);
      const body = ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : sent;
      fetch(target + url.pathname + url.search, {
        method: req.method,
        headers,
        body,
        redirect: 'manual',
      })
        .then(async (answer) => {
          let status = answer.status;
          let text = await answer.text();
          if (url.pathname === '/api/carrier/orders' && status === 200) {
            const json = JSON.parse(text) as { data: { total: unknown }[] };
            const filter = url.searchParams.get('status');
            if (filter === 'shipped') json.data = [];
            if (filter === 'delivered')
              for (const order of json.data) order.total = String(order.total);
            text = JSON.stringify(json);
          }
          if (MOVE.test(url.pathname)) {
            if (status === 200) moved.set(url.pathname, text);
            const to = (JSON.parse(sent.toString() || '{}') as { status?: string }).status;
            const last = moved.get(url.pathname);
            if (status === 409 && to === 'picked_up' && last) [status, text] = [200, last];
          }
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
 * `pnpm contract:check` as a carrier (docs/adr/0018): against the reference server with the
 * three faults above, behind the proxy, the check has an order paid and handed over, lists and
 * moves it as the carrier, and must report each fault. It tests the check, not the engine:
 * SQLite only (contract-check.test.ts runs the same journey without faults, on both).
 */
describe.skipIf(testEngine === 'postgres')(
  'pnpm contract:check against a faulty carrier page',
  () => {
    const mailbox = new Mailbox();
    let server: TestServer;
    let proxy: Server;
    let report: Report;

    beforeAll(async () => {
      const smtpPort = await mailbox.listen(0);
      server = await startServer({
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        seed: { events: 0, catalog: 'without pictures' },
      });
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      proxy = faultyCarrierPage(address);
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const baseUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`;
      const carrier = await contractCheckCarrier(server);
      report = await checkBackend({ baseUrl, mailbox, maxWaitSeconds: 0, carrier });
    }, 180_000);
    afterAll(async () => {
      proxy?.close();
      await server?.close();
      await mailbox.close();
    });

    const deviations = (id: string) => report.results.get(id)?.deviations.join('\n') ?? '';

    it.each([
      [
        'listCarrierOrders',
        /the handed-over order, with where to take it: the handed-over order \d+ is not listed/,
      ],
      ['listCarrierOrders', /the delivered order, by \?status=delivered: .*total.*must be integer/],
      ['updateShipment', /a step back \(in_transit → picked_up\): expected 409, got 200/],
    ])('reports %s: %s', (id, how) => {
      expect(verdictOf(report.entry(id)), report.format()).toBe('deviates');
      expect(deviations(id)).toMatch(how);
    });

    it('finds the rest of the journey conforming: the order was paid, handed over and delivered', () => {
      for (const id of ['handOverOrder', 'completeSandboxPayment', 'getOrder'])
        expect(verdictOf(report.entry(id)), report.format()).toBe('conforms');
      expect(report.entry('updateShipment').passed).toContain('in_transit → delivered');
      expect(report.entry('updateShipment').passed).toContain(
        'a step back from the end (delivered → in_transit)',
      );
    });
  },
);
