/**
 * One read for every request that waits on it (docs/adr/0012-postgresql-and-several-processes.md,
 * decision 3): the events list's version row, read before each cached page, is the same answer for
 * every request of a moment, so a request joins a read rather than making its own round trip.
 *
 * A request never joins a read that started before it arrived: that read may have begun before a
 * commit the request already knows of (another process's answer to the same client), and would
 * then let a stale page through. With a read in flight, requests wait for the next one, started as
 * soon as it ends and shared by all of them. So each answer is as fresh as a read of its own, at
 * one round trip however many requests arrive together; a lone request starts its read at once.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const started = read();
    inFlight = started;
    const done = () => {
      if (inFlight === started) inFlight = undefined;
    };
    started.then(done, done);
    return started;
  };
  const settled = () => undefined;
  return () => {
    if (!inFlight) return start();
    next ??= inFlight.then(settled, settled).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
