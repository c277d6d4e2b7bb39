import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * What the journeys do as the server's operator, on the database of the server under test
 * (E2E_DATA_DIR, playwright.config.ts): make a carrier account with `pnpm admin:create`, and mark
 * an order paid as the payment's signed notice would.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return dir;
}

/** `pnpm admin:create --role carrier`: a carrier of every delivery method. */
export function createCarrier(email: string, password: string, name: string) {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'packages/server/scripts/admin-create.ts'),
      '--role',
      'carrier',
      '--email',
      email,
      '--name',
      name,
    ],
    {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir(), ADMIN_PASSWORD: password },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(made.stderr).toBe('');
  expect(made.stdout).toContain(`Created the carrier ${email}`);
}

/** The part of better-sqlite3 used here (the server's dependency, not the journeys'). */
interface Sqlite {
  pragma(text: string): unknown;
  prepare(sql: string): { run(...values: unknown[]): { changes: number } };
  close(): void;
}

/**
 * Marks an unpaid order paid, as an accepted payment notice leaves it (payment_status `paid`):
 * the payment journey is checkout's; this one starts where the shop hands the order over.
 */
export function markPaid(orderId: number) {
  const require = createRequire(path.join(repoRoot, 'packages/server/package.json'));
  // Cast: the module's constructor, typed by the interface above (its own types are the server's).
  const Database = require('better-sqlite3') as new (file: string) => Sqlite;
  const db = new Database(path.join(dataDir(), 'folio.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const { changes } = db
      .prepare(
        "UPDATE orders SET status = 'paid', payment_status = 'paid', paid_at = ? WHERE id = ? AND status = 'pending_payment'",
      )
      .run(new Date().toISOString(), orderId);
    expect(changes).toBe(1);
  } finally {
    db.close();
  }
}
