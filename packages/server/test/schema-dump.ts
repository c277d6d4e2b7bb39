import { sql, type Kysely } from 'kysely';

/**
 * A database's schema as sorted lines of text, one fact a line: tables, columns (type, null,
 * default, key), constraints, foreign keys, indexes, triggers, functions, extensions and the rows
 * the migrations write. Two databases with the same lines have the same schema, whatever the
 * spelling of the DDL that made them (schema.test.ts compares a fresh database with the fixture
 * recorded from the raw-SQL migrations the builder replaced).
 */
export async function dumpSchema(
  engine: 'sqlite' | 'postgres',
  // Any schema: the dump reads the catalogue, not the app's tables.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
): Promise<string[]> {
  const lines = engine === 'sqlite' ? await dumpSqlite(db) : await dumpPostgres(db);
  return lines.sort();
}

/** Kysely's own bookkeeping, not the app's schema. */
const isKysely = (name: string) => name.startsWith('kysely_');

/** White space folded, identifiers unquoted, SQL words in lower case (string literals kept). */
function normalizeSql(text: string): string {
  return text
    .split(/('(?:[^']|'')*')/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/"/g, '')
            .replace(/\s+/g, ' ')
            .replace(/\s*([(),])\s*/g, '$1')
            .replace(/,/g, ', ')
            .toLowerCase(),
    )
    .join('')
    .trim();
}

/** Each `CHECK (…)` of a CREATE TABLE statement, without any `CONSTRAINT name` before it. */
function checksOf(createTable: string): string[] {
  const text = normalizeSql(createTable);
  const checks: string[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf('check(', from);
    if (at < 0) return checks;
    let depth = 0;
    let end = at + 'check'.length;
    let quoted = false;
    for (; end < text.length; end++) {
      const c = text[end];
      if (c === "'") quoted = !quoted;
      if (quoted) continue;
      if (c === '(') depth++;
      if (c === ')' && --depth === 0) break;
    }
    checks.push(text.slice(at, end + 1));
    from = end + 1;
  }
}

async function rowsOf(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: string,
  orderBy: string,
): Promise<string[]> {
  const rows = await sql<Record<string, unknown>>`
    SELECT * FROM ${sql.table(table)} ORDER BY ${sql.ref(orderBy)}`.execute(db);
  return rows.rows.map((row) => `row ${table} ${JSON.stringify(row)}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function dumpSqlite(db: Kysely<any>): Promise<string[]> {
  const lines: string[] = [];
  const objects = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    SELECT type, name, tbl_name, sql FROM sqlite_master`.execute(db);
  for (const object of objects.rows) {
    if (isKysely(object.tbl_name)) continue;
    const text = object.sql ? normalizeSql(object.sql) : '';
    if (object.type === 'trigger')
      lines.push(`trigger ${object.name} on ${object.tbl_name}: ${text}`);
    if (object.type !== 'table') continue;
    if (/^create virtual table/.test(text)) {
      lines.push(`virtual table ${object.name}: ${text}`);
      continue;
    }
    const table = object.name;
    lines.push(`table ${table}`);
    for (const check of checksOf(object.sql ?? '')) lines.push(`check ${table}: ${check}`);
    const columns = await sql<{
      cid: number;
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
      hidden: number;
    }>`SELECT * FROM pragma_table_xinfo(${table})`.execute(db);
    for (const c of columns.rows) {
      lines.push(
        `column ${table}.${c.name} #${c.cid} ${c.type.toLowerCase() || '(no type)'}` +
          `${c.notnull ? ' not null' : ''}${c.pk ? ` pk${c.pk}` : ''}` +
          `${c.dflt_value === null ? '' : ` default ${c.dflt_value}`}` +
          `${c.hidden ? ` hidden${c.hidden}` : ''}`,
      );
    }
    const keys = await sql<{
      id: number;
      seq: number;
      table: string;
      from: string;
      to: string | null;
      on_update: string;
      on_delete: string;
      match: string;
    }>`SELECT * FROM pragma_foreign_key_list(${table})`.execute(db);
    for (const k of keys.rows) {
      lines.push(
        `foreign key ${table}.${k.from} -> ${k.table}.${k.to ?? '(primary key)'}` +
          ` on update ${k.on_update.toLowerCase()} on delete ${k.on_delete.toLowerCase()}` +
          ` match ${k.match.toLowerCase()}`,
      );
    }
    const indexes = await sql<{ name: string; unique: number; origin: string; partial: number }>`
      SELECT * FROM pragma_index_list(${table})`.execute(db);
    for (const index of indexes.rows) {
      const parts = await sql<{ seqno: number; name: string | null; desc: number; key: number }>`
        SELECT * FROM pragma_index_xinfo(${index.name}) ORDER BY seqno`.execute(db);
      const keyColumns = parts.rows
        .filter((p) => p.key)
        .map((p) => `${p.name ?? '(expression)'}${p.desc ? ' desc' : ''}`);
      lines.push(
        `index ${index.name} on ${table} (${keyColumns.join(', ')})` +
          `${index.unique ? ' unique' : ''} origin ${index.origin}` +
          `${index.partial ? ' partial' : ''}`,
      );
    }
    if (table === 'counters') lines.push(...(await rowsOf(db, table, 'name')));
    else if (table !== 'sqlite_sequence' && !table.startsWith('events_search_')) {
      const count = await sql<{ n: number }>`
        SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
      lines.push(`rows ${table}: ${count.rows[0]?.n ?? 0}`);
    }
  }
  return lines;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function dumpPostgres(db: Kysely<any>): Promise<string[]> {
  const lines: string[] = [];
  const extensions = await sql<{ extname: string }>`
    SELECT extname FROM pg_extension WHERE extname <> 'plpgsql'`.execute(db);
  for (const e of extensions.rows) lines.push(`extension ${e.extname}`);

  const relations = await sql<{ relname: string; relkind: string }>`
    SELECT c.relname, c.relkind FROM pg_class AS c
    JOIN pg_namespace AS n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S')`.execute(db);
  for (const r of relations.rows) {
    if (isKysely(r.relname)) continue;
    if (r.relkind === 'S') {
      lines.push(`sequence ${r.relname}`);
      continue;
    }
    const table = r.relname;
    lines.push(`table ${table}`);
    const columns = await sql<{
      attnum: number;
      attname: string;
      type: string;
      attnotnull: boolean;
      dflt: string | null;
    }>`
      SELECT a.attnum, a.attname, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull,
        pg_get_expr(d.adbin, d.adrelid) AS dflt
      FROM pg_attribute AS a
      LEFT JOIN pg_attrdef AS d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = ${table}::regclass AND a.attnum > 0 AND NOT a.attisdropped`.execute(db);
    for (const c of columns.rows) {
      lines.push(
        `column ${table}.${c.attname} #${c.attnum} ${c.type}${c.attnotnull ? ' not null' : ''}` +
          `${c.dflt === null ? '' : ` default ${c.dflt}`}`,
      );
    }
    const constraints = await sql<{ conname: string; def: string }>`
      SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = ${table}::regclass`.execute(db);
    for (const c of constraints.rows) lines.push(`constraint ${table}.${c.conname}: ${c.def}`);
    const indexes = await sql<{ indexname: string; indexdef: string }>`
      SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = ${table}`.execute(db);
    for (const i of indexes.rows) lines.push(`index ${table}.${i.indexname}: ${i.indexdef}`);
    const triggers = await sql<{ tgname: string; def: string }>`
      SELECT tgname, pg_get_triggerdef(oid) AS def FROM pg_trigger
      WHERE tgrelid = ${table}::regclass AND NOT tgisinternal`.execute(db);
    for (const t of triggers.rows) lines.push(`trigger ${table}.${t.tgname}: ${t.def}`);
    if (table === 'counters') lines.push(...(await rowsOf(db, table, 'name')));
    else {
      const count = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
      lines.push(`rows ${table}: ${count.rows[0]?.n ?? 0}`);
    }
  }
  const functions = await sql<{ proname: string; def: string }>`
    SELECT p.proname, pg_get_functiondef(p.oid) AS def FROM pg_proc AS p
    JOIN pg_namespace AS n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public'
      AND NOT EXISTS (
        SELECT 1 FROM pg_depend AS d
        WHERE d.objid = p.oid AND d.deptype = 'e'
      )`.execute(db);
  for (const f of functions.rows) lines.push(`function ${f.proname}: ${normalizeSql(f.def)}`);
  return lines;
}
