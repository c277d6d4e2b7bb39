import type { Kysely } from 'kysely';
import type { Engine } from '../tables.ts';
import type { Dialect } from './dialect.ts';

/** One migration, written once for both engines (docs/architecture.md §3 "Migrations"). */
export interface Step {
  /**
   * The engines it runs on, when not both: a step one engine never needed is not recorded there
   * (PostgreSQL's 001 already made what SQLite's 002 and 003 add; 006 is PostgreSQL's search).
   */
  readonly only?: Engine;
  // A migration sees the schema of its own step, not today's DB interface.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}
