import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/database.ts';
import { startCluster, type PgCluster } from '../scripts/pg-cluster.ts';

/** The migrated database each test server's database is copied from (test/helpers.ts). */
export const TEMPLATE_DATABASE = 'folio_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The scratch cluster's superuser URL (its `postgres` database). */
    pgUrl: string;
  }
}

let cluster: PgCluster | undefined;

/**
 * The server suite on PostgreSQL (vitest project server-pg): one scratch cluster for the run
 * (scripts/pg-cluster.ts), a migrated template database, removed after.
 */
export async function setup(project: TestProject) {
  cluster = await startCluster();
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = await openDatabase({
    dataDir: '/nonexistent',
    databaseUrl: cluster.urlOf(TEMPLATE_DATABASE),
  });
  await template.close();
  project.provide('pgUrl', cluster.url);
}

export function teardown() {
  cluster?.stop();
}
