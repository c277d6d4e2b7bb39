import { sql, type Kysely } from 'kysely';

/**
 * The storefront's search index (022_storefront_search; docs/adr/0030-shopping-catalog.md), in
 * SQL the schema builder has no words for, one part per engine. Both index `products.search_text`
 * (the normalised name and description the save keeps, rules: search.ts) and answer exactly what
 * `search_text LIKE '%keyword%'` answers, the events' way (search.ts, postgres-only.ts):
 *
 * - SQLite: a contentless FTS5 index of the text's character trigrams (search.ts: searchTokens,
 *   the whole text, uncut), rowid the product's id, kept by triggers;
 * - PostgreSQL: pg_trgm's GIN index on `search_text` for keywords of 3 characters or more, and
 *   `product_grams` (every distinct 1- and 2-character substring, 001's folio_short_grams) for
 *   the shorter ones, kept by a trigger.
 */

// A migration sees the schema of its own step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function run(db: AnyDb, statements: readonly string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The whole text's trigram tokens (sqlite.ts registers folio_search_tokens; 1: uncut). */
const tokens = (alias: 'new' | 'p') => `folio_search_tokens(${alias}.search_text, 1)`;

export async function createSqliteProductSearch(db: AnyDb) {
  await sql`
    CREATE VIRTUAL TABLE products_search USING fts5(
      text, content='', contentless_delete=1, tokenize='ascii', prefix='6,12', detail='full'
    )`.execute(db);
  await run(db, [
    `INSERT INTO products_search(rowid, text) SELECT p.id, ${tokens('p')} FROM products AS p`,
    `CREATE TRIGGER products_search_insert AFTER INSERT ON products BEGIN
       INSERT INTO products_search(rowid, text) VALUES (new.id, ${tokens('new')});
     END`,
    `CREATE TRIGGER products_search_delete AFTER DELETE ON products BEGIN
       DELETE FROM products_search WHERE rowid = old.id;
     END`,
    `CREATE TRIGGER products_search_update AFTER UPDATE OF id, search_text ON products
     WHEN old.id IS NOT new.id OR old.search_text IS NOT new.search_text
     BEGIN
       DELETE FROM products_search WHERE rowid = old.id;
       INSERT INTO products_search(rowid, text) VALUES (new.id, ${tokens('new')});
     END`,
  ]);
}

export async function createPostgresProductSearch(db: AnyDb) {
  await sql`CREATE INDEX products_search_text ON products USING gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await db.schema
    .createTable('product_grams')
    .addColumn('gram', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_grams_pkey', ['gram', 'product_id'])
    .execute();
  await sql`
    INSERT INTO product_grams (gram, product_id)
    SELECT g, p.id FROM products AS p, folio_short_grams(p.search_text) AS g`.execute(db);
  await sql`
    CREATE FUNCTION folio_products_grams() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM product_grams
        WHERE product_id = OLD.id AND gram IN (SELECT folio_short_grams(OLD.search_text));
      END IF;
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO product_grams (gram, product_id)
        SELECT folio_short_grams(NEW.search_text), NEW.id
        ON CONFLICT DO NOTHING;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER products_grams AFTER INSERT OR DELETE ON products
    FOR EACH ROW EXECUTE FUNCTION folio_products_grams()`.execute(db);
  await sql`
    CREATE TRIGGER products_grams_update AFTER UPDATE OF id, search_text ON products
    FOR EACH ROW
    WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.search_text IS DISTINCT FROM NEW.search_text)
    EXECUTE FUNCTION folio_products_grams()`.execute(db);
}
