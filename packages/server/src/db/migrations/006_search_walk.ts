import { createSearchWalk } from './postgres-only.ts';
import type { Step } from './step.ts';

/** A frequent keyword's page read in list order (postgres-only.ts: createSearchWalk). */
export default {
  only: 'postgres',
  up: (db) => createSearchWalk(db).then(() => undefined),
} satisfies Step;
