import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBackend, Contract, Mailbox, verdictOf } from '@folio/contract-check';
import { contractCheckCarrier } from './delivery-helpers.ts';
import { NOT_YET_IMPLEMENTED, startServer, type TestServer } from './helpers.ts';

/**
 * Operations that conform on refusals alone, each for its reason (docs/adr/0018): a whole
 * sign-in needs a person at an identity provider; the live channels' `200` is read as a stream,
 * outside the log; only the sandbox signs a payment notice, which it posts itself.
 */
const REFUSED_ONLY = [
  ...['startSignin', 'finishSignin', 'startLink', 'unlinkProvider'],
  ...['streamChatConversation', 'streamChatInbox', 'receivePaymentNotice'],
];

/** Each operation's answered statuses, from the check's log (`METHOD /api/path?query → 200`). */
function statusLog(contract: Contract) {
  const statuses = new Map<string, number[]>();
  const routes = [...contract.operations].map(([id, { method, path }]) => ({
    id,
    method,
    pattern: new RegExp(`^/api${path.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?|$)`),
  }));
  const log = (line: string) => {
    const [, method, url, status] = /^(\w+) (\S+) → (\d+)$/.exec(line) ?? [];
    const route = routes.find((r) => r.method === method && r.pattern.test(url ?? ''));
    if (route) statuses.set(route.id, [...(statuses.get(route.id) ?? []), Number(status)]);
  };
  return { statuses, log };
}

/**
 * The conformance check backend developers run (`pnpm contract:check`), against this server over
 * real HTTP, with mail going through real SMTP to the check's own sink (not the outbox).
 */
describe('pnpm contract:check against the reference server', () => {
  const mailbox = new Mailbox();
  let server: TestServer;
  let baseUrl: string;
  let carrier: { email: string; password: string };

  beforeAll(async () => {
    const smtpPort = await mailbox.listen(0);
    server = await startServer({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      seed: { events: 12, catalog: 'without pictures' },
    });
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `${address}/api`;
    carrier = await contractCheckCarrier(server);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await mailbox.close();
  });

  it('finds every operation conforming, mail included', async () => {
    const contract = new Contract();
    const { statuses, log } = statusLog(contract);
    const report = await checkBackend({
      baseUrl,
      mailbox,
      maxWaitSeconds: 0,
      carrier,
      contract,
      log,
    });
    const text = report.format();
    // No ✔ from refusals alone: every operation had an answer of success, but the few above.
    const refusedOnly = [...contract.operations.keys()].filter(
      (id) => !(statuses.get(id) ?? []).some((status) => status < 400),
    );
    expect(refusedOnly.sort(), text).toEqual([...REFUSED_ONLY].sort());
    for (const result of report.results.values()) {
      // Not served yet (helpers.ts): the check has no step for them, and says so.
      const expected = NOT_YET_IMPLEMENTED.includes(result.id) ? 'could not run' : 'conforms';
      expect(verdictOf(result), `${result.id}\n${text}`).toBe(expected);
    }
    // The carrier's page conforms on a carrier's 200s, not on its refusals alone.
    expect(report.entry('handOverOrder').passed).toContain('a paid order');
    expect(report.entry('listCarrierOrders').passed).toEqual(
      expect.arrayContaining([
        'the handed-over order, with where to take it',
        'the delivered order, by ?status=delivered',
      ]),
    );
    expect(report.entry('updateShipment').passed).toEqual(
      expect.arrayContaining([
        'shipped → picked_up',
        'in_transit → delivered',
        'a step back (in_transit → picked_up)',
        'an order not handed to this carrier',
      ]),
    );
    // And the owner's cancel, a member's cart line, the reschedule link and the payment notice.
    const ran = (id: string) => report.entry(id).passed;
    expect(ran('cancelManagedOrder')).toContain("a member's unpaid order, with a reason");
    expect(ran('removeCartLine')).toContain("the member's line");
    expect(ran('rescheduleLinkedBooking')).toContain('another open slot of the day');
    expect(ran('receivePaymentNotice')).toContain(
      "the sandbox's signed notice made the order paid",
    );
    expect(ran('listManagedOrders')).toContain('the delivered order, by ?status=delivered');
    expect(report.entry('getOrder').passed).toContain(
      "the member's order after the carrier's steps",
    );
    // The mail went out by SMTP: the outbox is off, the sink has the verification and reset mail.
    expect(server.app.store).toBeDefined();
    expect(mailbox.received.some((m) => /\/email-verify\?/.test(m.text))).toBe(true);
    expect(mailbox.received.some((m) => /\/reset-password\?/.test(m.text))).toBe(true);
  }, 180_000);
});

describe('pnpm contract:check against a server with tight rate limits', () => {
  it('reports an operation refused longer than it may wait as conforming, not checked further', async () => {
    const mailbox = new Mailbox();
    const smtpPort = await mailbox.listen(0);
    // Always refused, with Retry-After 60 s: longer than the check may wait.
    const server = await startServer({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      // A shop to buy from: without one the cart's and orders' journeys could not run.
      seed: { events: 0, catalog: 'without pictures' },
      rateLimits: { ping: { limit: 0, windowMs: 60_000 } },
    });
    try {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const report = await checkBackend({
        baseUrl: `${address}/api`,
        mailbox,
        maxWaitSeconds: 1,
        carrier: await contractCheckCarrier(server),
      });
      const ping = report.entry('ping');
      expect(verdictOf(ping), report.format()).toBe('conforms');
      expect(ping.deviations).toEqual([]);
      expect(ping.limited).toEqual([
        'health check: rate-limited (documented 429, Retry-After 60 s)',
      ]);
      expect(report.format()).toContain(
        '✔ ping: conforms (0 checks ran)\n    ⏸ not checked further: health check: rate-limited',
      );
      const served = [...report.results.values()].filter(
        (r) => !NOT_YET_IMPLEMENTED.includes(r.id),
      );
      expect(served.map(verdictOf), report.format()).toEqual(served.map(() => 'conforms'));
    } finally {
      await server.close();
      await mailbox.close();
    }
    // A whole run with a seeded server: seconds more than one test's default on a busy machine.
  }, 180_000);
});
