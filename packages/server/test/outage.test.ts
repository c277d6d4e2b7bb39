import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract } from '@folio/contract-check';
import { waitForPostgres } from '../src/db/connect.ts';
import { databaseFile } from '../src/db/sqlite.ts';
import { RETRY_AFTER_SECONDS } from '../src/db/unavailable.ts';
import { M } from '../src/messages.ts';
import { startCluster, type PgCluster } from '../scripts/pg-cluster.ts';
import {
  bearer,
  expectContract,
  outageAnswers,
  startServer,
  testEngine,
  type TestServer,
} from './helpers.ts';
import { serverForSuite } from './suite-server.ts';
import { signedIn } from './accounts.ts';

/**
 * A database that cannot answer is an outage (docs/operations.md "When the database fails"):
 * a valid token gets 503 with Retry-After and the contract's body, never 401, and works again
 * once the database is back; a lock held elsewhere is a bounded 503, not a hang.
 */

// Short bounds, so the waits below take a fraction of a second (read when the server opens).
process.env.SQLITE_BUSY_TIMEOUT_MS = '200';
process.env.PG_LOCK_TIMEOUT_MS = '300';
process.env.PG_STATEMENT_TIMEOUT_MS = '2000';
process.env.PG_POOL_WAIT_MS = '1000';

type Answer = Awaited<ReturnType<TestServer['app']['inject']>>;

function expectOutage(answer: Answer) {
  expect(answer.statusCode, answer.body).toBe(503);
  expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(answer.json()).toEqual({ message: M.unavailable });
}

describe('the contract', () => {
  it('documents the outage 503 on every operation (the sign-in ones: their own 503)', () => {
    const contract = new Contract();
    const paths = contract.document.paths as Record<string, Record<string, object>>;
    const operations = Object.values(paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => 'operationId' in op);
    const outages = outageAnswers(contract.document);
    // finishSignin, startSignin and linkSignin answer 503 for a provider that is down, with
    // the same body and Retry-After when the service itself is (SigninProviderDown).
    expect(outages.length).toBe(operations.length - 3);
  });
});

describe.runIf(testEngine === 'sqlite')('SQLite: a lock held by another connection', () => {
  const server = serverForSuite();

  it('answers a write 503 after the busy timeout, and the token still works after', async () => {
    const { token } = await signedIn(server.app);
    const other = new Database(databaseFile(server.dataDir));
    try {
      other.exec('BEGIN IMMEDIATE');
      const refused = await server.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(token),
      });
      expectOutage(refused);
      await expectContract('logout', refused, 503);
      // Reads go on (WAL): the token is still known.
      const check = () =>
        server.app.inject({ method: 'GET', url: '/api/auth/check-token', headers: bearer(token) });
      expect((await check()).statusCode).toBe(200);
      other.exec('ROLLBACK');
      expect((await check()).statusCode).toBe(200);
    } finally {
      other.close();
    }
  });
});

describe.runIf(testEngine === 'postgres')('PostgreSQL: a lock held by another connection', () => {
  const server = serverForSuite({ seed: { events: 3, catalog: false } });
  let other: pg.Client;
  beforeAll(async () => {
    other = new pg.Client({ connectionString: server.databaseUrl ?? '' });
    await other.connect();
  });
  // Before the server closes (Vitest runs afterAll hooks last registered first).
  afterAll(() => other.end());

  it('answers 503 within the lock timeout, then 200 once the lock is released', async () => {
    const { token } = await signedIn(server.app);
    await other.query('BEGIN');
    await other.query('LOCK TABLE personal_access_tokens, events IN ACCESS EXCLUSIVE MODE');
    const check = () =>
      server.app.inject({ method: 'GET', url: '/api/auth/check-token', headers: bearer(token) });
    const list = () => server.app.inject({ method: 'GET', url: '/api/events?page=1' });
    try {
      const refused = await check();
      expectOutage(refused);
      await expectContract('checkToken', refused, 503);
      expectOutage(await list());
    } finally {
      await other.query('ROLLBACK');
    }
    expect((await check()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
  });
});

describe.runIf(testEngine === 'postgres')('PostgreSQL: no pool connection free', () => {
  it('answers 503 after PG_POOL_WAIT_MS while the only connection waits on a lock', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      PG_POOL_SIZE: '1',
      PG_POOL_WAIT_MS: '200',
      PG_LOCK_TIMEOUT_MS: '20000',
    });
    const server = await startServer().finally(() => {
      process.env = saved;
    });
    const other = new pg.Client({ connectionString: server.databaseUrl ?? '' });
    await other.connect();
    try {
      const { token } = await signedIn(server.app);
      await other.query('BEGIN');
      await other.query('LOCK TABLE personal_access_tokens IN ACCESS EXCLUSIVE MODE');
      // The token lookup takes the pool's one connection and waits for the lock.
      const check = server.app.inject({ url: '/api/auth/check-token', headers: bearer(token) });
      for (let tries = 0; tries < 200; tries++) {
        const { rows } = await other.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'",
        );
        if (rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const ready = await server.app.inject({ method: 'GET', url: '/api/health/ready' });
      expectOutage(ready);
      await other.query('ROLLBACK');
      expect((await check).statusCode).toBe(200);
      expect((await server.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    } finally {
      await other.end();
      await server.close();
    }
  });
});

describe.runIf(testEngine === 'postgres')('PostgreSQL stopped and started again', () => {
  let cluster: PgCluster;
  let server: TestServer;
  beforeAll(async () => {
    cluster = await startCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE folio');
    await admin.end();
    server = await startServer({ databaseUrl: cluster.urlOf('folio'), seed: false });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    cluster?.stop();
  });

  it('answers 503, never 401, while it is down; the same token works after', async () => {
    const { token, ...user } = await signedIn(server.app);
    const check = () =>
      server.app.inject({ method: 'GET', url: '/api/auth/check-token', headers: bearer(token) });
    expect((await check()).statusCode).toBe(200);
    cluster.halt();
    try {
      for (const answer of [
        await check(),
        await check(),
        await server.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) }),
        await server.app.inject({ method: 'GET', url: '/api/events?page=1' }),
        await server.app.inject({ method: 'GET', url: '/api/ping' }),
        await server.app.inject({ method: 'GET', url: '/api/health/ready' }),
        await server.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: user.password },
        }),
      ]) {
        expectOutage(answer);
      }
      // The process itself is alive; readiness sends traffic elsewhere.
      const live = await server.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      await expectContract(
        'checkReadiness',
        await server.app.inject({ method: 'GET', url: '/api/health/ready' }),
        503,
      );
    } finally {
      cluster.resume();
    }
    const after = await check();
    expect(after.statusCode, after.body).toBe(200);
    expect((await server.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

describe.runIf(testEngine === 'postgres')('PostgreSQL at start', () => {
  let cluster: PgCluster;
  beforeAll(async () => {
    cluster = await startCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('waits for a database that is not up yet', async () => {
    cluster.halt();
    const waits: string[] = [];
    const waiting = waitForPostgres(cluster.url, 25_000, (line) => waits.push(line));
    await new Promise((resolve) => setTimeout(resolve, 500));
    cluster.resume();
    await waiting;
    expect(waits).toHaveLength(1);
    expect(waits[0]).toContain('ECONNREFUSED');
  });

  it('refuses at once what waiting cannot mend: a database that does not exist', async () => {
    // A minute of retries would outlast the test's time-out: the refusal is not retried.
    await expect(waitForPostgres(cluster.urlOf('no_such_db'), 60_000)).rejects.toThrow(
      /^the database postgres:\/\/postgres@127\.0\.0\.1:\d+\/no_such_db cannot be used: database "no_such_db" does not exist$/,
    );
  });
});

describe('the settings', () => {
  it('stop the start on a value that is not a whole number', async () => {
    const { postgresSettings } = await import('../src/db/postgres.ts');
    const { sqliteBusyTimeout } = await import('../src/db/sqlite.ts');
    expect(() => postgresSettings({ PG_STATEMENT_TIMEOUT_MS: '5s' })).toThrow(
      'PG_STATEMENT_TIMEOUT_MS must be a whole number of at least 0, not 5s',
    );
    expect(() => postgresSettings({ PG_POOL_SIZE: '0' })).toThrow(/PG_POOL_SIZE/);
    expect(() => sqliteBusyTimeout({ SQLITE_BUSY_TIMEOUT_MS: '-1' })).toThrow(
      /SQLITE_BUSY_TIMEOUT_MS/,
    );
    expect(postgresSettings({})).toEqual({
      poolSize: 10,
      statementTimeoutMs: 5_000,
      lockTimeoutMs: 2_000,
      poolWaitMs: 3_000,
    });
  });
});
