/**
 * One read for every request that waits on it (docs/adr/0012-postgresql-and-several-processes.md,
 * decision 3): the events list's version row, read before each cached page, is the same answer for
 * every request of a moment, so a request joins a read rather than making its own round trip.
 *
 * A request never joins a read that started before it arrived: that read may have begun before a
 * commit the request already knows of (another process's answer to the same client), and would
 * then let a stale page through. So a request joins the next read, not yet started: it starts
 * once the event loop has taken in the requests that came with this one (`setImmediate`, after
 * the I/O callbacks of this turn), or, with a read in flight, once that read has ended. Every
 * answer is as fresh as a read of its own, at one round trip for the requests of a moment: the
 * requests that arrive together, as a keep-alive client's do after a shared answer, share one read
 * instead of the first taking a read alone and the rest the one after.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    next = undefined;
    const started = read();
    inFlight = started;
    const done = () => {
      if (inFlight === started) inFlight = undefined;
    };
    started.then(done, done);
    return started;
  };
  const settled = () => undefined;
  const thisTurnDone = () => new Promise<void>((resolve) => setImmediate(resolve));
  return () => {
    next ??= (inFlight ?? Promise.resolve()).then(settled, settled).then(thisTurnDone).then(start);
    return next;
  };
}
