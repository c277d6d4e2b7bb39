/**
 * One read for every request that waits on it (docs/adr/0012-postgresql-and-several-processes.md,
 * decision 3): the events list's version row, read before each cached page, is the same answer for
 * every request of a moment, so a request joins a read rather than making its own round trip.
 *
 * A request never joins a read that started before it arrived: that read may have begun before a
 * commit the request already knows of (another process's answer to the same client), and would
 * then let a stale page through. So a request joins the next read, not yet started: it starts
 * two turns of the event loop after it was first asked for (`setImmediate`, twice), or, with a
 * read in flight, two turns after that read has ended, so that the requests read from the sockets
 * meanwhile join it. Every answer is as fresh as a read of its own, and the requests of a moment
 * share one round trip. How long to wait was measured, not derived: under ten keep-alive
 * connections a read served 3.4 requests when started at once, 4.4 after one turn, 7.8 after
 * two and 5.4 after three (docs/adr/appendices/0012-figures.md); the two turns cost a lone
 * request microseconds.
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
  const aTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return () => {
    next ??= (inFlight ?? Promise.resolve())
      .then(settled, settled)
      .then(aTurn)
      .then(aTurn)
      .then(start);
    return next;
  };
}
