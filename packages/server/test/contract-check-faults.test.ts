import { describe, expect, it } from 'vitest';
import { verdictOf } from '@folio/contract-check';
import { checkFaultyBackend, itReportsEach, type Faults } from './contract-check-proxy.ts';
import { testEngine } from './helpers.ts';

/** Credentials of no administrator: the backend refuses them. */
const NO_ADMIN = { email: 'no-admin@example.com', password: 'Wrong#2024x' };

/** What a member's own resources are, by the path that creates them (`POST /api/<kind>`). */
const OWNED = /^\/api\/(bookings|tasks|events|orders)(?:\/(\d+))?(?:\/|$)/;

/**
 * Two faults of a wrong backend:
 * - no ownership: a request with a token on `/bookings/{id}`, `/tasks/{id}…`, `/events/{id}` or
 *   `/orders/{id}…` goes on with the token of the member who created the resource, so another
 *   member's cancel succeeds;
 * - Laravel's English count in a 422's `message` (`（另有 2 個錯誤）` becomes
 *   ` (and 2 more errors)`).
 */
function faultyBackend(): Faults {
  const owners = new Map<string, string>();
  return {
    request(path, headers) {
      const owned = OWNED.exec(path);
      const owner = owned?.[2] && owners.get(`${owned[1]}/${owned[2]}`);
      if (owner && headers.has('authorization')) headers.set('authorization', owner);
    },
    answer({ req, url, status, text }) {
      if (status === 422) text = text.replace(/（另有 (\d+) 個錯誤）/, ' (and $1 more errors)');
      const owned = OWNED.exec(url.pathname);
      if (status === 201 && owned && !owned[2] && req.headers.authorization) {
        const id = (JSON.parse(text) as { data?: { id?: number } }).data?.id;
        if (id !== undefined) owners.set(`${owned[1]}/${id}`, req.headers.authorization);
      }
      return { status, text };
    },
  };
}

/**
 * The check catches what a wrong backend really gets wrong: the reference server with four
 * planted faults, each of which the check must report as a deviation of its operation (a fault
 * it missed before it checked ownership, limits, running work and the message line). It tests
 * the check, not the engine: SQLite only.
 */
describe.skipIf(testEngine === 'postgres')(
  'pnpm contract:check against a backend with planted faults',
  () => {
    const run = checkFaultyBackend({
      server: {
        seed: { events: 0, catalog: 'without pictures' },
        // No runner: a task due now stays waiting.
        taskRunner: false,
        // The per-e-mail login limit as good as removed.
        rateLimits: { login: { limit: 1_000, windowMs: 60_000 } },
      },
      faults: faultyBackend,
      // No administrator's credentials: what needs them could not run (and why).
      check: async () => ({ mailTimeoutMs: 3_000, admin: NO_ADMIN }),
    });
    const { deviations } = run;

    itReportsEach(run, [
      ['cancelBooking', /another member's booking: expected 403 or 404, got 200/],
      ['getTask', /another member's task: expected 403 or 404, got 200/],
      ['cancelTask', /another member's task: expected 403 or 404, got 200/],
      ['updateEvent', /another member's event: expected 403, got 200/],
      ['getOrder', /another member's order: expected 403 or 404, got 200/],
      ['cancelOrder', /another member's order: expected 403 or 404, got 200/],
      ['login', /no 429 after 10 wrong logins for one e-mail/],
      ['createTask', /a task without start_at is still waiting after 3000 ms/],
      ['register', /422 message is ".* \(and \d+ more errors\)", expected .*（另有 \d+ 個錯誤）/],
    ]);

    it('says why what needs an administrator could not run, and blames no operation for it', () => {
      const { report } = run;
      const needAdmin = ['listManagedTasks', 'retryManagedTask', 'listManagedOrders'];
      needAdmin.push('listChatInbox', 'takeOverChatConversation', 'streamChatInbox');
      for (const id of needAdmin) {
        expect(verdictOf(report.entry(id)), report.format()).toBe('could not run');
        expect(report.entry(id).unreachable.join('\n')).toContain(
          `no administrator login as ${NO_ADMIN.email} (the backend refused it): pass --admin-email and --admin-password`,
        );
      }
      for (const id of ['handOverOrder', 'cancelManagedOrder']) {
        expect(verdictOf(report.entry(id)), report.format()).toBe('could not run');
        expect(report.entry(id).passed).toContain('a member');
      }
      // Refused as a member, never run as an administrator: no ✔ for the refusals alone.
      expect(report.entry('listManagedTasks').passed).toContain('a member');
      expect(deviations('login')).not.toContain('administrator');
    });

    it("says the carrier's page could not run without a carrier, whatever its refusals showed", () => {
      const { report } = run;
      for (const id of ['listCarrierOrders', 'updateShipment']) {
        const entry = report.entry(id);
        expect(verdictOf(entry), report.format()).toBe('could not run');
        expect(entry.passed).toContain('a member');
        expect(entry.unreachable.join('\n')).toContain('no carrier account was given');
      }
      expect(report.format()).toMatch(
        /\? listCarrierOrders: could not run \(2 checks ran and conformed\)/,
      );
    });

    it('still finds what is not planted conforming', () => {
      const { report } = run;
      for (const id of ['ping', 'checkToken', 'listSlots', 'getEvent'])
        expect(verdictOf(report.entry(id)), report.format()).toBe('conforms');
    });
  },
);
