import { describe, expect, it } from 'vitest';
import { sharedRead } from '../src/db/shared-read.ts';

/** A read whose answers the test hands out one at a time, in the order the reads started. */
function manualRead() {
  const pending: { resolve: (v: number) => void; reject: (e: unknown) => void }[] = [];
  let started = 0;
  const read = () => {
    started++;
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  };
  /** Lets the event loop turn a few times: more than the read waits before it starts. */
  const flush = async () => {
    for (let turn = 0; turn < 5; turn++) await new Promise((r) => setImmediate(r));
  };
  return {
    flush,
    read,
    started: () => started,
    async answer(value: number) {
      pending.shift()?.resolve(value);
      await flush();
    },
    async fail(error: Error) {
      pending.shift()?.reject(error);
      await flush();
    },
  };
}

/** The events list's version read, shared by the requests waiting at once (ADR 0012, decision 3). */
describe('sharedRead', () => {
  it('starts a lone request’s read a couple of turns later', async () => {
    const m = manualRead();
    const version = sharedRead(m.read);
    const first = version();
    expect(m.started()).toBe(0);
    await m.flush();
    expect(m.started()).toBe(1);
    await m.answer(7);
    await expect(first).resolves.toBe(7);
    const second = version();
    await m.flush();
    expect(m.started()).toBe(2);
    await m.answer(8);
    await expect(second).resolves.toBe(8);
  });

  it('the requests of one turn share one read', async () => {
    const m = manualRead();
    const version = sharedRead(m.read);
    // A keep-alive client's requests, come together after a shared answer.
    const together = [version(), version(), version()];
    await m.flush();
    expect(m.started()).toBe(1);
    await m.answer(4);
    expect(await Promise.all(together)).toEqual([4, 4, 4]);
    expect(m.started()).toBe(1);
  });

  it('a request asked for one turn later still joins the read', async () => {
    const m = manualRead();
    const version = sharedRead(m.read);
    const first = version();
    await new Promise((r) => setImmediate(r));
    // Its handler reached the read a turn after the first one's.
    const second = version();
    await m.flush();
    expect(m.started()).toBe(1);
    await m.answer(6);
    expect(await Promise.all([first, second])).toEqual([6, 6]);
  });

  it('never answers a request with a read started before it; those arriving meanwhile share one', async () => {
    const m = manualRead();
    const version = sharedRead(m.read);
    const early = version();
    await m.flush();
    // Arrived while the first read is out: it may predate a commit these requests know of.
    const late = [version(), version(), version()];
    expect(m.started()).toBe(1);
    await m.answer(1);
    await expect(early).resolves.toBe(1);
    // The next read starts a couple of turns after the first ends, one for all three.
    expect(m.started()).toBe(2);
    const later = version();
    await m.answer(2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
    expect(m.started()).toBe(3);
    await m.answer(3);
    await expect(later).resolves.toBe(3);
  });

  it('a failed read fails the requests that shared it, and the next one reads again', async () => {
    const m = manualRead();
    const version = sharedRead(m.read);
    const reason = (request: Promise<number>) => request.catch((error: Error) => error.message);
    const first = reason(version());
    await m.flush();
    const joined = [reason(version()), reason(version())];
    await m.fail(new Error('down'));
    await expect(first).resolves.toBe('down');
    await m.fail(new Error('still down'));
    expect(await Promise.all(joined)).toEqual(['still down', 'still down']);
    const again = version();
    await m.flush();
    expect(m.started()).toBe(3);
    await m.answer(5);
    await expect(again).resolves.toBe(5);
  });
});
