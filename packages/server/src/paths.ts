import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository root (packages/server/src → ../../..). */
export const repoRoot = path.resolve(here, '../../..');

/** The built browser app served at /. */
export const defaultAppDist = path.join(repoRoot, 'packages/app/dist');

/** The app's server module that draws /events with its rows (built with the app). */
export const defaultEventsRenderer = path.join(
  repoRoot,
  'packages/app/dist-server/renderEvents.js',
);

/** The static API reference served at /docs/api. */
export const defaultApiDocsDir = path.join(repoRoot, 'packages/api/dist/api-docs');

/** The contract the API is generated from. */
export const specFile = path.join(repoRoot, 'openapi.yaml');
