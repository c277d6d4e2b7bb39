// `pnpm db:reset`: starts the data over. Deletes the database (SQLite in DATA_DIR, default ./data
// as `pnpm start` uses; or, with DATABASE_URL=postgres://…, every table of that database's public
// schema) and the uploaded images, then migrates and seeds again (the demo administrator and the
// sample events; the demo administrator only when HOST is loopback, as the server seeds). Stop
// the server(s) first. The app key is kept, unless --key is given.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { isPostgresUrl, openDatabase } from '../src/database.ts';
import { databaseFile } from '../src/db/sqlite.ts';
import { DEMO_ADMIN } from '@folio/rules';
import { isLoopback } from '../src/config.ts';
import { seed } from '../src/seed.ts';
import { databaseImageStorage } from '../src/storage.ts';
import { createStore } from '../src/store/index.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL || null;
const newKey = process.argv.includes('--key');
let keptKey: string | undefined;
if (isPostgresUrl(databaseUrl)) {
  const { db, close } = await openDatabase({ dataDir, databaseUrl });
  keptKey = newKey
    ? undefined
    : (await db.selectFrom('meta').select('value').where('key', '=', 'app_key').executeTakeFirst())
        ?.value;
  await sql`DROP SCHEMA public CASCADE`.execute(db);
  await sql`CREATE SCHEMA public`.execute(db);
  await close();
} else {
  const database = databaseFile(dataDir);
  for (const file of [database, `${database}-wal`, `${database}-shm`]) {
    rmSync(file, { force: true });
  }
  if (newKey) rmSync(path.join(dataDir, 'app.key'), { force: true });
}
rmSync(path.join(dataDir, 'storage'), { recursive: true, force: true });

const database = await openDatabase({ dataDir, databaseUrl });
const store = createStore(database);
if (keptKey) await store.meta.set('app_key', keptKey);
const storageDir = path.join(dataDir, 'storage');
const exposed = !isLoopback(process.env.HOST || '127.0.0.1');
await seed(store, storageDir, { admin: exposed ? null : DEMO_ADMIN });
if (database.engine === 'postgres') {
  // The seed's images into stored_files: servers with other DATA_DIRs serve them from there.
  const images = databaseImageStorage(storageDir, database.db);
  for (const imagePath of await store.events.unsharedImagePaths()) await images.share(imagePath);
}
const events = await store.events.count();
await database.close();
const where = database.engine === 'postgres' ? 'the PostgreSQL database' : dataDir;
console.log(
  exposed
    ? `Reset ${where}: ${events} events, no administrator (HOST=${process.env.HOST}): pnpm admin:create`
    : `Reset ${where}: ${events} events, demo administrator ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
);
