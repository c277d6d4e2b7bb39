import { createPostgresProductSearch, createSqliteProductSearch } from './product-search.ts';
import type { Step } from './step.ts';

/**
 * The storefront's search read from an index on both engines (docs/adr/0030-shopping-catalog.md,
 * appendix 0030-measurements.md): what differs per engine is in product-search.ts.
 */
export default {
  up: (db, d) =>
    d.engine === 'postgres' ? createPostgresProductSearch(db) : createSqliteProductSearch(db),
} satisfies Step;
