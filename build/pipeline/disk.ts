import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { access, mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashOf } from './assets/assets.ts';
import { contentIds, writeAtomically } from './disk-cache.ts';
import { cacheKey } from '../cache-key.mjs';
import { DuplicateOutputError } from './errors.ts';
import type { Output } from './output.ts';
import { listFiles } from '../list-files.ts';

/**
 * Writes a build to disk. On a case-insensitive disk (macOS and Windows by default) about.html
 * and About.html are one file, so the lower-case alias pages would overwrite the pages they
 * point to. The build checks the disk first; there it leaves out the optional files (the aliases)
 * that share a name with another file, and says so. Any other such pair fails the build, naming
 * both sources.
 */

/** Whether `dir` (which must exist) treats names that differ only in case as one. */
export async function isCaseInsensitive(dir: string): Promise<boolean> {
  const name = `.case-probe-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const probe = path.join(dir, name);
  await writeFile(probe, '');
  try {
    return await access(path.join(dir, name.toUpperCase())).then(
      () => true,
      () => false,
    );
  } finally {
    await rm(probe, { force: true });
  }
}

/** The files to write when names that differ only in case are one, and the warning if any were left out. */
export function filesForCaseInsensitiveDisk(output: Output): { files: string[]; warning?: string } {
  const groups = new Map<string, string[]>();
  for (const file of output.files.keys()) groups.set(file.toLowerCase(), [...(groups.get(file.toLowerCase()) ?? []), file]);
  const left: string[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const required = group.filter((file) => !output.files.get(file)!.optional);
    if (required.length > 1) {
      const [a, b] = required.map((file) => `${output.files.get(file)!.source} (${file})`);
      throw new DuplicateOutputError(`${a} and ${b} differ only in letter case, and this disk cannot hold both. Rename one of them.`);
    }
    const kept = required[0] ?? group[0];
    left.push(...group.filter((file) => file !== kept));
  }
  const files = [...output.files.keys()].filter((file) => !left.includes(file));
  if (left.length === 0) return { files };
  return {
    files,
    warning:
      `this disk does not tell letter case apart, so ${left.length} lower-case alias files (${left.slice(0, 3).join(', ')}${left.length > 3 ? ', ...' : ''}) ` +
      `were left out rather than overwrite the pages. Served from such a disk, /about finds About.html; elsewhere the 404 page sends it to /About.`,
  };
}

/**
 * Empties `outDir` and writes the build there; returns a warning when the disk made it leave files
 * out. `caseInsensitive` is found out from the disk unless given.
 */
export async function writeOutput(outDir: string, output: Output, caseInsensitive?: boolean, cacheDir?: string): Promise<string | undefined> {
  await mkdir(outDir, { recursive: true });
  const folded = caseInsensitive ?? (await isCaseInsensitive(outDir));
  if (folded || !cacheDir) {
    // Written afresh: on a disk that folds case, a file left from the last build could keep its
    // old spelling under a new one.
    await rm(outDir, { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
  }
  const { files, warning } = folded ? filesForCaseInsensitiveDisk(output) : { files: [...output.files.keys()], warning: undefined };
  if (!folded && cacheDir) {
    await writeChanged(outDir, output, files, cacheDir);
    return warning;
  }
  const folders = new Set(files.map((file) => path.dirname(path.join(outDir, file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(files.map((file) => writeFile(path.join(outDir, file), output.get(file)!)));
  return warning;
}

interface Written {
  hash: string;
  size: number;
  mtimeMs: number;
}

/**
 * Brings outDir to exactly `files`: writes only what differs from the last build's write (by
 * content hash, or for a cache hit by its cache file (disk-cache.ts), as long as the file on disk
 * still has the size and time that write left), and
 * deletes what the output no longer has. Most files of a rebuild are unchanged, and writing
 * thousands of them again was a third of a warm build of a 400-page site.
 */
async function writeChanged(outDir: string, output: Output, files: string[], cacheDir: string): Promise<void> {
  const manifestFile = path.join(cacheDir, 'written', `${cacheKey('written', outDir)}.json`);
  const previous = await readFile(manifestFile, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, Written>)
    .catch((): Record<string, Written> => ({}));
  const wanted = new Set(files);
  const stale = (await listFiles(outDir, { dot: true })).filter((file) => !wanted.has(file));
  for (const file of stale) rmSync(path.join(outDir, file), { force: true });
  await removeEmptyFolders(outDir, stale);
  for (const folder of new Set(files.map((file) => path.dirname(path.join(outDir, file))))) mkdirSync(folder, { recursive: true });
  const written: Record<string, Written> = {};
  // A page's X.html and X/index.html (and their compressed copies) are one buffer: hashed once.
  // What came from a disk cache is named by its cache file instead (disk-cache.ts).
  const hashes = new Map<Uint8Array | string, string>();
  const hashOnce = (contents: Uint8Array | string) =>
    (typeof contents === 'string' ? undefined : contentIds.get(contents)) ?? hashes.get(contents) ?? hashes.set(contents, hashOf(contents)).get(contents)!;
  // Synchronous, as in disk-cache.ts: thousands of small files, nothing else to do meanwhile.
  for (const file of files) {
    const contents = output.get(file)!;
    const hash = hashOnce(contents);
    const target = path.join(outDir, file);
    const before = previous[file];
    const now = before?.hash === hash ? statSync(target, { throwIfNoEntry: false }) : undefined;
    if (now?.isFile() && now.size === before!.size && now.mtimeMs === before!.mtimeMs) {
      written[file] = before!;
      continue;
    }
    try {
      writeFileSync(target, contents);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
      rmSync(target, { recursive: true, force: true }); // a folder where a file now goes
      writeFileSync(target, contents);
    }
    const made = statSync(target);
    written[file] = { hash, size: made.size, mtimeMs: made.mtimeMs };
  }
  await writeAtomically(manifestFile, JSON.stringify(written));
}

/** Folders that held only deleted files go too, deepest first (a removed page's X/ folder). */
async function removeEmptyFolders(outDir: string, deleted: string[]): Promise<void> {
  const folders = [...new Set(deleted.map((file) => path.dirname(file)).filter((folder) => folder !== '.'))].sort((a, b) => b.length - a.length);
  for (const folder of folders) await rmdir(path.join(outDir, folder)).catch(() => undefined);
}
