import { createCounters } from './definitions.ts';
import { createCountTriggers } from './sqlite-only.ts';
import type { Step } from './step.ts';

/** The list's total kept by triggers (PostgreSQL's 001_initial has it). */
export default {
  only: 'sqlite',
  async up(db, d) {
    await createCounters(db, d);
    await createCountTriggers(db);
  },
} satisfies Step;
