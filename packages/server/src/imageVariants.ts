import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { imagePool } from './imagePool.ts';
import { SIDECAR, stemOf, VARIANT_WIDTHS, type ImageVariants } from './imageWork.ts';
import type { ImageFolder } from './storage.ts';

/**
 * Smaller copies of every event (and product) image, made once when it is stored (upload, seed, or at start for
 * an image stored before copies existed), so the list and the lightbox download what they show.
 * For `events/<stem>.<ext>` they live beside it: `<stem>.<width>w.avif`, `<stem>.<width>w.webp`,
 * and `<stem>.variants.json` recording the original's size and the widths made. Every file of an
 * image is named `<stem>.*`, so whatever deletes or sweeps the image treats its copies the same.
 * The copies are made in the image process (imagePool.ts, imageWork.ts `makeVariants`).
 */

/** Pictures this module makes copies of (an animated GIF would lose its frames: kept as it is). */
const RESIZABLE = /\.(jpe?g|png|webp)$/i;

/** What is known about each stored image, by image_path (filled from the sidecars at start). */
export interface VariantIndex {
  /** The copies of `imagePath`, if any were made. */
  get(imagePath: string | null): ImageVariants | undefined;
  /**
   * Makes the copies of a stored image (no-op for a type that is kept as it is); returns them.
   * Always in the image process (imagePool.ts), the start's work (seed, backfill) included:
   * sharp's native memory would stay in the server's resident set.
   */
  create(imagePath: string): Promise<ImageVariants | undefined>;
  /** Deletes the copies of an image (with the image itself, by whoever deletes it). */
  remove(imagePath: string | null): Promise<void>;
  /** Makes the copies of every stored image that has none yet (data from before copies existed). */
  backfill(): Promise<number>;
  /**
   * Learns the copies of images another process stored (their sidecars, brought into this
   * folder by `fetch`), so that `get` knows them; images known already cost nothing.
   */
  ensure(imagePaths: readonly (string | null)[]): Promise<void>;
}

/**
 * `fetch(name)`: makes a file of events/ present in the folder if any process stored it
 * (storage.ts: ImageStorage.fetch); without it, only this folder's files are known.
 */
export function variantIndex(
  storageDir: string,
  fetch: (name: string) => Promise<boolean> = () => Promise.resolve(false),
  folder: ImageFolder = 'events',
): VariantIndex {
  const known = new Map<string, ImageVariants>();
  /** Images whose sidecar no process stored (kept as they are): not looked up again. */
  const without = new Set<string>();
  const file = (relative: string) => path.join(storageDir, relative);

  /** A picture sharp cannot read (it passed the type sniffing) is kept and shown as it is. */
  async function create(imagePath: string) {
    if (!RESIZABLE.test(imagePath)) return undefined;
    try {
      return await make(imagePath);
    } catch {
      await remove(imagePath);
      return undefined;
    }
  }

  async function make(imagePath: string) {
    const variants = await imagePool.run<ImageVariants>({
      kind: 'variants',
      storageDir,
      imagePath,
    });
    known.set(imagePath, variants);
    return variants;
  }

  async function remove(imagePath: string | null) {
    if (!imagePath) return;
    known.delete(imagePath);
    without.delete(imagePath);
    const stem = stemOf(imagePath);
    const names = [
      `${stem}${SIDECAR}`,
      ...VARIANT_WIDTHS.flatMap((w) => [`${stem}.${w}w.avif`, `${stem}.${w}w.webp`]),
    ];
    await Promise.all(names.map((name) => unlink(file(name)).catch(() => undefined)));
  }

  /** Reads every sidecar of the folder into memory: lists never touch the disk for this. */
  async function load() {
    const dir = file(folder);
    const names = await readdir(dir).catch(() => [] as string[]);
    const originals = new Map(names.filter((n) => RESIZABLE.test(n)).map((n) => [stemOf(n), n]));
    for (const name of names.filter((n) => n.endsWith(SIDECAR))) {
      const original = originals.get(name.slice(0, -SIDECAR.length));
      if (!original) continue;
      const variants = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ImageVariants;
      known.set(`${folder}/${original}`, variants);
    }
    return names;
  }
  const loaded = load();

  async function ensure(imagePaths: readonly (string | null)[]) {
    await loaded;
    for (const imagePath of imagePaths) {
      if (!imagePath || known.has(imagePath) || without.has(imagePath)) continue;
      if (!RESIZABLE.test(imagePath)) continue;
      const sidecar = `${path.basename(stemOf(imagePath))}${SIDECAR}`;
      if (!(await fetch(sidecar))) {
        without.add(imagePath);
        continue;
      }
      const text = await readFile(file(`${folder}/${sidecar}`), 'utf8');
      known.set(imagePath, JSON.parse(text) as ImageVariants);
    }
  }

  return {
    get: (imagePath) => (imagePath ? known.get(imagePath) : undefined),
    ensure,
    create: async (imagePath) => {
      await loaded;
      return create(imagePath);
    },
    remove,
    async backfill() {
      const names = await loaded;
      let made = 0;
      for (const name of names) {
        const imagePath = `${folder}/${name}`;
        const isOriginal = RESIZABLE.test(name) && !/\.\d+w\.(avif|webp)$/.test(name);
        if (!isOriginal || known.has(imagePath)) continue;
        await create(imagePath);
        made++;
      }
      return made;
    },
  };
}
