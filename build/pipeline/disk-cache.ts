import { mkdir, open, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stampOf } from './file-stamp.ts';

/**
 * A folder of results keyed by a hash of everything that made them. `get` returns the stored
 * result or makes, stores and returns it; writes go through a temporary name, so a parallel build
 * never reads half a file.
 */
/**
 * What names the bytes a cache hit returned, instead of their hash: the cache file's key and stamp.
 * A key stands for one content, and a file made again under it (a new inode) gets a new stamp, so
 * writing dist/ (disk.ts) need not hash the megabytes of cached images each build to see that
 * they are what it wrote last time.
 */
export const contentIds = new WeakMap<Uint8Array, string>();

export async function diskCache(dir: string) {
  await mkdir(dir, { recursive: true });
  return {
    async get(key: string, make: () => Promise<Buffer>): Promise<{ contents: Buffer; hit: boolean }> {
      const file = path.join(dir, key);
      try {
        const handle = await open(file);
        try {
          const [stats, contents] = await Promise.all([handle.stat(), handle.readFile()]);
          contentIds.set(contents, `${key}@${stampOf(stats)}`);
          return { contents, hit: true };
        } finally {
          await handle.close();
        }
      } catch {
        const contents = await make();
        await writeAtomically(file, contents);
        return { contents, hit: false };
      }
    },
  };
}

/** Writes through a temporary name, so a parallel build never reads half a file. */
export async function writeAtomically(file: string, contents: Uint8Array | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}
