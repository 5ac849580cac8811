import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder of results keyed by a hash of everything that made them. `get` returns the stored
 * result or makes, stores and returns it; writes go through a temporary name, so a parallel build
 * never reads half a file.
 */
export async function diskCache(dir: string) {
  await mkdir(dir, { recursive: true });
  return {
    async get(key: string, make: () => Promise<Buffer>): Promise<{ contents: Buffer; hit: boolean }> {
      const file = path.join(dir, key);
      try {
        return { contents: await readFile(file), hit: true };
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
