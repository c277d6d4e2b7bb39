import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from './db/tables.ts';

/**
 * Where uploaded images live, behind one small interface (a shared implementation, object
 * storage or the database, can replace the local folder for several processes). One storage a
 * folder: `events` (event images) and `products` (product images, docs/adr/0030-shopping-catalog.md).
 *
 * An image is `<folder>/<stem>.<ext>`. Files derived from it (resized copies) are stored beside it
 * as `<folder>/<stem>.<anything>`: every file whose name starts with `<stem>.` belongs to that
 * image, is kept with it and deleted with it.
 */
export interface ImageStorage {
  /** Stores `data` under a new random name, durably and atomically; returns its image_path. */
  save(data: Buffer, extension: string): Promise<string>;
  /** Deletes an image and every file derived from it (nothing outside its folder). */
  remove(imagePath: string | null): Promise<void>;
  /**
   * Deletes every file that belongs to no image in `referenced` (left by a crash between the
   * file and its row) and unfinished temporary files; returns how many it deleted. With
   * `graceMs`, only files older than that (another process may be writing the newer ones).
   */
  sweep(referenced: Iterable<string>, options?: { graceMs?: number }): Promise<number>;
  /**
   * Shares an image and every file made beside it since `save` (its smaller copies) with every
   * process; the local folder: nothing to do.
   */
  share(imagePath: string): Promise<void>;
  /**
   * Makes the file `name` of the folder present in this process's folder if it is stored (by any
   * process) now; false when it is not, even if this folder still has a copy of it (an image
   * another process replaced or deleted: what the database says is served, never the copy).
   */
  fetch(name: string): Promise<boolean>;
}

/** Temporary names start with a dot: never served (/storage ignores dotfiles), never referenced. */
const TEMP_PREFIX = '.upload-';

/** The stem of a stored file name: up to its first dot (`ab12.480w.webp` → `ab12`). */
const stemOf = (name: string) => name.split('.')[0] ?? name;

/** The folders of storage/ that hold uploaded images. */
export type ImageFolder = 'events' | 'products';

export function localImageStorage(
  storageDir: string,
  folder: ImageFolder = 'events',
): ImageStorage {
  const folderDir = path.join(storageDir, folder);

  /** The file of an image_path, or null when it would leave its folder. */
  const fileOf = (imagePath: string) => {
    const file = path.resolve(storageDir, imagePath);
    return path.dirname(file) === folderDir ? file : null;
  };

  return {
    async save(data, extension) {
      await mkdir(folderDir, { recursive: true });
      const name = `${randomBytes(12).toString('hex')}.${extension}`;
      const temp = path.join(folderDir, `${TEMP_PREFIX}${name}`);
      // Written and flushed under a temporary name, then renamed: after a crash the final name
      // either holds the whole file or does not exist.
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temp, path.join(folderDir, name));
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
      return `${folder}/${name}`;
    },

    async remove(imagePath) {
      if (!imagePath) return;
      const file = fileOf(imagePath);
      if (!file) return;
      const stem = stemOf(path.basename(file));
      const names = await readdir(folderDir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => name === stem || name.startsWith(`${stem}.`))
          .map((name) => unlink(path.join(folderDir, name)).catch(() => undefined)),
      );
    },

    async sweep(referenced, { graceMs = 0 } = {}) {
      const keep = new Set<string>();
      for (const imagePath of referenced) {
        const file = fileOf(imagePath);
        if (file) keep.add(stemOf(path.basename(file)));
      }
      const names = await readdir(folderDir).catch(() => [] as string[]);
      const before = Date.now() - graceMs;
      const old = async (name: string) =>
        graceMs === 0 ||
        ((await stat(path.join(folderDir, name)).catch(() => null))?.mtimeMs ?? Infinity) < before;
      const orphans: string[] = [];
      for (const name of names) {
        if ((name.startsWith('.') || !keep.has(stemOf(name))) && (await old(name))) {
          orphans.push(name);
        }
      }
      await Promise.all(
        orphans.map((name) => unlink(path.join(folderDir, name)).catch(() => undefined)),
      );
      return orphans.length;
    },

    share: () => Promise.resolve(),

    fetch: (name) => Promise.resolve(existsSync(path.join(folderDir, name))),
  };
}

/** A stored file name as the storage writes them: nothing that could leave the folder. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;

/**
 * The images of a PostgreSQL deployment: every file (original and copies) in the stored_files
 * table, so that any process serves any image; this process's folder keeps copies of the
 * files it wrote or served (what /storage and the image tools read).
 *
 * The start-up sweep is driven by the table, with a grace period: a row younger than `graceMs`
 * may be another process's upload whose event is not committed yet, so it is kept.
 */
export function databaseImageStorage(
  storageDir: string,
  db: Kysely<DB>,
  folder: ImageFolder = 'events',
): ImageStorage {
  const local = localImageStorage(storageDir, folder);
  const folderDir = path.join(storageDir, folder);

  /** Every file of an image in the local folder (`<stem>`, `<stem>.*`). */
  const localFiles = async (imagePath: string) => {
    const stem = stemOf(path.basename(imagePath));
    if (!FILE_NAME.test(stem)) return [];
    const names = await readdir(folderDir).catch(() => [] as string[]);
    return names.filter((name) => name === stem || name.startsWith(`${stem}.`));
  };

  const upload = async (names: string[]) => {
    for (const name of names) {
      const data = await readFile(path.join(folderDir, name));
      await db
        .insertInto('stored_files')
        .values({ path: `${folder}/${name}`, data, created_at: Date.now() })
        .onConflict((oc) => oc.column('path').doNothing())
        .execute();
    }
  };

  return {
    async save(data, extension) {
      const imagePath = await local.save(data, extension);
      await upload([path.basename(imagePath)]);
      return imagePath;
    },

    async share(imagePath) {
      await upload(await localFiles(imagePath));
    },

    async remove(imagePath) {
      if (!imagePath) return;
      const stem = stemOf(path.basename(imagePath));
      if (!FILE_NAME.test(stem)) return;
      await db
        .deleteFrom('stored_files')
        .where((eb) =>
          eb.or([eb('path', '=', `${folder}/${stem}`), eb('path', 'like', `${folder}/${stem}.%`)]),
        )
        .execute();
      await local.remove(imagePath);
    },

    async sweep(referenced, { graceMs = 60 * 60_000 } = {}) {
      const keep = new Set<string>();
      for (const imagePath of referenced) keep.add(stemOf(path.basename(imagePath)));
      const rows = await db
        .selectFrom('stored_files')
        .select('path')
        .where('path', 'like', `${folder}/%`)
        .where('created_at', '<', Date.now() - graceMs)
        .execute();
      const orphans = rows.map((r) => r.path).filter((p) => !keep.has(stemOf(path.basename(p))));
      for (const orphan of orphans) {
        await db.deleteFrom('stored_files').where('path', '=', orphan).execute();
      }
      return orphans.length + (await local.sweep(referenced, { graceMs }));
    },

    async fetch(name) {
      if (!FILE_NAME.test(name)) return false;
      const stored = `${folder}/${name}`;
      // A copy here is served only while the table still has the file (one indexed row read):
      // a replaced image's name is never reused, so a file that is there has not changed.
      if (existsSync(path.join(folderDir, name))) {
        const row = await db
          .selectFrom('stored_files')
          .select('path')
          .where('path', '=', stored)
          .executeTakeFirst();
        return row !== undefined;
      }
      const row = await db
        .selectFrom('stored_files')
        .select('data')
        .where('path', '=', stored)
        .executeTakeFirst();
      if (!row) return false;
      // Written under a temporary name, then renamed: a concurrent reader sees all or nothing.
      await mkdir(folderDir, { recursive: true });
      const temp = path.join(folderDir, `${TEMP_PREFIX}${randomBytes(6).toString('hex')}-${name}`);
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(row.data);
      } finally {
        await handle.close();
      }
      await rename(temp, path.join(folderDir, name));
      return true;
    },
  };
}
