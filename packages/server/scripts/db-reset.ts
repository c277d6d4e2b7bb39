// `pnpm db:reset`: starts the data over. Deletes the database and the uploaded images in DATA_DIR
// (default ./data, as `pnpm start` uses), then migrates and seeds again (the demo administrator
// and the sample events). Stop the server first. The app key is kept, unless --key is given.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { databaseFile, openDatabase } from '../src/db.ts';
import { DEMO_ADMIN } from '../src/demo.ts';
import { seed } from '../src/seed.ts';
import { createStore } from '../src/store.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const database = databaseFile(dataDir);
for (const file of [database, `${database}-wal`, `${database}-shm`]) rmSync(file, { force: true });
rmSync(path.join(dataDir, 'storage'), { recursive: true, force: true });
if (process.argv.includes('--key')) rmSync(path.join(dataDir, 'app.key'), { force: true });

const { db, reader, close } = await openDatabase(dataDir);
const store = createStore(db, reader);
await seed(store, path.join(dataDir, 'storage'));
const events = await store.events.count();
await close();
console.log(
  `Reset ${dataDir}: ${events} events, demo administrator ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
);
