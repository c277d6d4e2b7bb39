import { describe, expect, it } from 'vitest';
import { checkFaultyBackend, itReportsEach, type Faults } from './contract-check-proxy.ts';
import { testEngine } from './helpers.ts';

const RETRY = /^\/api\/manage\/tasks\/\d+\/retry$/;

/**
 * Two faults of the operator's view of the tasks: the list answers without its `counts` (a wrong
 * shape), and a retry the server refuses (`409`, the task is no longer failed) answers the first
 * retry's `200` again.
 */
function faultyTaskAdmin(): Faults {
  const retried = new Map<string, string>();
  return {
    answer({ url: { pathname: path }, status, text }) {
      if (path === '/api/manage/tasks' && status === 200) {
        const json = JSON.parse(text) as { counts?: unknown };
        delete json.counts;
        text = JSON.stringify(json);
      }
      if (RETRY.test(path) && status === 200) retried.set(path, text);
      const first = retried.get(path);
      if (RETRY.test(path) && status === 409 && first) [status, text] = [200, first];
      return { status, text };
    },
  };
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
    const run = checkFaultyBackend({
      // No shop and no events: the journeys that need them stop early; the tasks do not.
      server: { seed: { events: 0 } },
      faults: faultyTaskAdmin,
      check: async () => ({ mailTimeoutMs: 10_000 }),
    });

    itReportsEach(run, [
      ['listManagedTasks', /a failed task: 200 body at body: must have required property 'counts'/],
      ['retryManagedTask', /a task retried already: expected 409, got 200/],
    ]);

    it('made the task fail for real: the sink refused its mail, then took the retried one', () => {
      expect(run.mailbox.refusedCount).toBe(1);
      const retry = run.report.entry('retryManagedTask');
      expect(retry.passed, run.report.format()).toContain('a failed task');
      expect(retry.passed).toContain('a retried task runs: done, its mail at the SMTP sink');
    });
  },
);
