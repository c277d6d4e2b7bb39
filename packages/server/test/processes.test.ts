import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { until } from './accounts.ts';
import { startProcess, stopAll, type Proc } from './processes.ts';

/**
 * The clean-up of test/processes.ts: a process joins the suite's list as soon as it is spawned,
 * so that a start cut short (its wait timed out, the test's timeout hit) is stopped by the suite's
 * afterAll like one that answered, instead of a server running on after the tests.
 */
describe('a server process started for a test', () => {
  it('is on the list to stop before it answers; stopping it ends the start', async () => {
    const started: Proc[] = [];
    const starting = startProcess(null, { started });
    starting.catch(() => undefined); // awaited below, after the stop
    const [proc] = await until(
      async () => started,
      (list) => list.length > 0,
    );
    const dir = proc?.dir ?? '';
    expect(existsSync(dir)).toBe(true);
    await stopAll(started);
    await expect(starting).rejects.toThrow('server exited');
    expect(proc?.child.exitCode ?? proc?.child.signalCode).not.toBeNull();
    expect(existsSync(dir)).toBe(false);
    expect(started).toEqual([]);
  }, 60_000);
});
