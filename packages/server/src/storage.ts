import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded event images live, behind one small interface (a shared implementation, object
 * storage or the database, can replace the local folder for several processes).
 *
 * An image is `events/<stem>.<ext>`. Files derived from it (resized copies) are stored beside it
 * as `events/<stem>.<anything>`: every file whose name starts with `<stem>.` belongs to that
 * image, is kept with it and deleted with it.
 */
export interface ImageStorage {
  /** Stores `data` under a new random name, durably and atomically; returns its image_path. */
  save(data: Buffer, extension: string): Promise<string>;
  /** Deletes an image and every file derived from it (nothing outside events/). */
  remove(imagePath: string | null): Promise<void>;
  /**
   * Deletes every file that belongs to no image in `referenced` (left by a crash between the
   * file and its row) and unfinished temporary files; returns how many it deleted.
   */
  sweep(referenced: Iterable<string>): Promise<number>;
}

/** Temporary names start with a dot: never served (/storage ignores dotfiles), never referenced. */
const TEMP_PREFIX = '.upload-';

/** The stem of an events/ file name: up to its first dot (`ab12.480w.webp` → `ab12`). */
const stemOf = (name: string) => name.split('.')[0] ?? name;

export function localImageStorage(storageDir: string): ImageStorage {
  const eventsDir = path.join(storageDir, 'events');

  /** The file of an image_path, or null when it would leave events/. */
  const fileOf = (imagePath: string) => {
    const file = path.resolve(storageDir, imagePath);
    return path.dirname(file) === eventsDir ? file : null;
  };

  return {
    async save(data, extension) {
      await mkdir(eventsDir, { recursive: true });
      const name = `${randomBytes(12).toString('hex')}.${extension}`;
      const temp = path.join(eventsDir, `${TEMP_PREFIX}${name}`);
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
        await rename(temp, path.join(eventsDir, name));
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
      return `events/${name}`;
    },

    async remove(imagePath) {
      if (!imagePath) return;
      const file = fileOf(imagePath);
      if (!file) return;
      const stem = stemOf(path.basename(file));
      const names = await readdir(eventsDir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => name === stem || name.startsWith(`${stem}.`))
          .map((name) => unlink(path.join(eventsDir, name)).catch(() => undefined)),
      );
    },

    async sweep(referenced) {
      const keep = new Set<string>();
      for (const imagePath of referenced) {
        const file = fileOf(imagePath);
        if (file) keep.add(stemOf(path.basename(file)));
      }
      const names = await readdir(eventsDir).catch(() => [] as string[]);
      const orphans = names.filter((name) => name.startsWith('.') || !keep.has(stemOf(name)));
      await Promise.all(
        orphans.map((name) => unlink(path.join(eventsDir, name)).catch(() => undefined)),
      );
      return orphans.length;
    },
  };
}
