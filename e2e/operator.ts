import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * What the journeys do as the server's operator, on the database of the server under test
 * (E2E_DATA_DIR, playwright.config.ts): make a carrier account with `pnpm admin:create`.
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
