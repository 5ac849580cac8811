import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stampOf } from './file-stamp.ts';
import { cacheKey } from '../cache-key.mjs';

/*
 * File operations here and in disk.ts are synchronous: a build reads and writes thousands of small
 * files and has nothing else to do meanwhile, and each asynchronous call's trip through the
 * thread pool cost two to three times the call itself (5,306 stats: 162 ms with fs/promises,
 * 30-50 ms synchronously).
 */

/**
 * What names the bytes a cache hit returned, instead of their hash: the cache file's key and stamp.
 * A key stands for one content, and a file made again under it (a new inode) gets a new stamp, so
 * writing dist/ (disk.ts) need not hash the megabytes of cached images each build to see that
 * they are what it wrote last time.
 */
export const contentIds = new WeakMap<Uint8Array, string>();

/** Bytes known by their content id, read only when something needs them. */
export interface StoredBytes {
  /** Names the bytes (see contentIds); undefined when only their hash would. */
  id?: string;
  size: number;
  read(): Buffer;
}

/**
 * A folder of results keyed by everything that made them (cache-key.mjs): `ingredients`, what
 * decides every entry's bytes (a package's version, the generator's code), and each entry's own
 * key (a hash of its input and settings). `get` returns the stored result or makes, stores and
 * returns it; writes go through a temporary name, so a parallel build never reads half a file.
 */
export function diskCache(dir: string, ...ingredients: unknown[]) {
  mkdirSync(dir, { recursive: true });
  const namespace = cacheKey(...ingredients);
  return {
    async get(key: string, make: () => Promise<Buffer>): Promise<{ contents: Buffer; hit: boolean }> {
      const file = path.join(dir, `${cacheKey(namespace, key)}${path.extname(key)}`);
      const stored = readStored(file);
      if (stored) {
        contentIds.set(stored.contents, `${key}@${stored.stamp}`);
        return { contents: stored.contents, hit: true };
      }
      const contents = await make();
      await writeAtomically(file, contents);
      return { contents, hit: false };
    },
    /**
     * A stored result by its id and size, its bytes read on first need (writing dist/ needs none
     * of a file it already holds: reading the site's 200 cached images was 40 ms of a warm build).
     */
    peek(key: string): StoredBytes | null {
      const file = path.join(dir, `${cacheKey(namespace, key)}${path.extname(key)}`);
      const stats = statSync(file, { throwIfNoEntry: false });
      if (!stats) return null;
      const id = `${key}@${stampOf(stats)}`;
      let contents: Buffer | undefined;
      return {
        id,
        size: stats.size,
        read: () => {
          if (!contents) contentIds.set((contents = readFileSync(file)), id);
          return contents;
        },
      };
    },
  };
}

function readStored(file: string): { contents: Buffer; stamp: string } | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    return { stamp: stampOf(fstatSync(fd)), contents: readFileSync(fd) };
  } finally {
    closeSync(fd);
  }
}

/** Writes through a temporary name, so a parallel build never reads half a file. */
export async function writeAtomically(file: string, contents: Uint8Array | string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}
