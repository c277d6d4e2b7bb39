import pg from 'pg';

/**
 * The events list's version row (counters.events_version), read before every cached page
 * (docs/adr/0012-postgresql-and-several-processes.md, decision 3) on a connection of its own.
 *
 * Profiled under `pnpm bench:api` (docs/adr/appendices/0012-figures.md), this read was the whole
 * gap between a cached first page on PostgreSQL and on SQLite, and a fifth of the server's CPU
 * went to it through the pool: a checkout and release per read (an idle timer set each time),
 * its query config copied, its row parsed into an object. Here one connection, opened on the
 * first read, sends the statement prepared once (Bind and Execute only) and takes its one value
 * as the text PostgreSQL sends. Requests never wait for a pool connection behind slow reads, and
 * the pool keeps all of PG_POOL_SIZE for the rest (docs/operations.md "Settings").
 *
 * The connection has the pool's settings (statement, lock and connect time limits). When it
 * fails or ends (an outage, a restart), the read fails as a pool's would (an outage: 503 or the
 * cached page, db/unavailable.ts) and the next read opens a new one.
 */
export function eventsVersionReader(config: pg.ClientConfig) {
  const query = {
    name: 'folio_events_version',
    text: "SELECT value FROM counters WHERE name = 'events_version'",
    rowMode: 'array' as const,
    // The value as sent (a bigint's digits): Number() below, no type parser per read.
    types: { getTypeParser: () => (value: string) => value },
  };
  let current: { client: pg.Client; ready: Promise<pg.Client> } | undefined;
  let ended = false;
  /** Forgets `client` (the next read opens another) and closes it. */
  const drop = (client: pg.Client) => {
    if (current?.client === client) current = undefined;
    client.end().catch(() => undefined);
  };
  const open = () => {
    const client = new pg.Client(config);
    // A connection that fails while idle (the server restarting) is dropped, never thrown.
    client.on('error', () => drop(client));
    client.on('end', () => {
      if (current?.client === client) current = undefined;
    });
    const ready = client.connect().then(
      () => client,
      (error: unknown) => {
        if (current?.client === client) current = undefined;
        throw error;
      },
    );
    current = { client, ready };
    return ready;
  };
  return {
    async read(): Promise<number> {
      if (ended) throw new Error('Connection terminated: the server is closing');
      const client = await (current?.ready ?? open());
      try {
        const result = await client.query<[string]>(query);
        return Number(result.rows[0]?.[0] ?? 0);
      } catch (error) {
        // A timed-out or failed read may leave the connection in any state: the next opens anew.
        drop(client);
        throw error;
      }
    },
    async end() {
      ended = true;
      const last = current;
      current = undefined;
      await last?.ready.then(
        (client) => client.end(),
        () => undefined,
      );
    },
  };
}
