import { describe, expect, it } from 'vitest';
import { verdictOf } from '@folio/contract-check';
import { checkFaultyBackend, itReportsEach, type Faults } from './contract-check-proxy.ts';
import { contractCheckCarrier } from './delivery-helpers.ts';
import { testEngine } from './helpers.ts';

const MOVE = /^\/api\/carrier\/orders\/\d+\/status$/;

/**
 * Three faults of the carrier's page: the list of `shipped` orders leaves the handed-over order
 * out, the list of `delivered` ones gives each `total` as a string (a wrong shape), and a step
 * back to `picked_up`, which the server refuses (`409`), answers the last `200` of that order
 * again.
 */
function faultyCarrierPage(): Faults {
  const moved = new Map<string, string>();
  return {
    answer({ url, sent, status, text }) {
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
      return { status, text };
    },
  };
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
    const run = checkFaultyBackend({
      server: { seed: { events: 0, catalog: 'without pictures' } },
      faults: faultyCarrierPage,
      check: async (server) => ({ carrier: await contractCheckCarrier(server) }),
    });

    itReportsEach(run, [
      [
        'listCarrierOrders',
        /the handed-over order, with where to take it: the handed-over order \d+ is not listed/,
      ],
      ['listCarrierOrders', /the delivered order, by \?status=delivered: .*total.*must be integer/],
      ['updateShipment', /a step back \(in_transit → picked_up\): expected 409, got 200/],
    ]);

    it('finds the rest of the journey conforming: the order was paid, handed over and delivered', () => {
      const { report } = run;
      for (const id of ['handOverOrder', 'completeSandboxPayment', 'getOrder'])
        expect(verdictOf(report.entry(id)), report.format()).toBe('conforms');
      expect(report.entry('updateShipment').passed).toContain('in_transit → delivered');
      expect(report.entry('updateShipment').passed).toContain(
        'a step back from the end (delivered → in_transit)',
      );
    });
  },
);
