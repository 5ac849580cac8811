import { existsSync, linkSync, mkdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashOf } from './assets/assets.ts';
import { contentIds, writeAtomically } from './disk-cache.ts';
import { cacheKey } from '../cache-key.mjs';
import { DuplicateOutputError } from './errors.ts';
import type { Output } from './output.ts';
import { listFilesSync } from '../list-files.ts';

/**
 * Writes a build to disk. On a case-insensitive disk (macOS and Windows by default) about.html
 * and About.html are one file, so the lower-case alias pages would overwrite the pages they
 * point to. The build checks the disk first; there it leaves out the optional files (the aliases)
 * that share a name with another file, and says so. Any other such pair fails the build, naming
 * both sources.
 */

/** Whether `dir` (which must exist) treats names that differ only in case as one. */
export function isCaseInsensitive(dir: string): boolean {
  const name = `.case-probe-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const probe = path.join(dir, name);
  writeFileSync(probe, '');
  try {
    return existsSync(path.join(dir, name.toUpperCase()));
  } finally {
    rmSync(probe, { force: true });
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

export interface WriteOptions {
  /** Whether the disk folds letter case; found out from the disk unless given. */
  caseInsensitive?: boolean;
  /** The record of the last write (lastWrite); without it, every file is written afresh. */
  lastWrite?: LastWrite;
  /**
   * Settles once the output's precompressed copies (compress.ts) have been added to it. Until
   * then the other files are written: the copies are made on the thread pool meanwhile, which is
   * why this function's own file operations before that point are synchronous (an asynchronous one
   * would queue behind the compression jobs).
   */
  copies?: Promise<void>;
}

/** Writes the build to `outDir`; returns a warning when the disk made it leave files out. */
export async function writeOutput(outDir: string, output: Output, { caseInsensitive, lastWrite, copies }: WriteOptions = {}): Promise<string | undefined> {
  mkdirSync(outDir, { recursive: true });
  const folded = caseInsensitive ?? isCaseInsensitive(outDir);
  if (!folded && lastWrite) {
    await writeChanged(outDir, output, lastWrite, copies);
    return undefined;
  }
  await copies;
  // Written afresh: on a disk that folds case, a file left from the last build could keep its
  // old spelling under a new one.
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const { files, warning } = folded ? filesForCaseInsensitiveDisk(output) : { files: [...output.files.keys()], warning: undefined };
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

/** What the last build wrote to an output folder, by file: what its bytes were, and how the file was left. */
export interface LastWrite {
  manifestFile: string;
  files: Record<string, Written>;
  /**
   * The bytes of `file` as the last build left it, if that build wrote it with the bytes named
   * `id` (a content id, disk-cache.ts) and the file still has the size and time it left; the
   * bytes are named `id` again, so writing them is skipped. The compressed copies of pages are
   * taken from here rather than from a cache of their own (compress.ts).
   */
  read(file: string, id: string): Buffer | undefined;
}

/** The record of the last write to `outDir`, kept in `cacheDir`; empty if there is none. */
export function lastWrite(outDir: string, cacheDir: string): LastWrite {
  const manifestFile = path.join(cacheDir, 'written', `${cacheKey('written', outDir)}.json`);
  const files = readManifest(manifestFile);
  return {
    manifestFile,
    files,
    read(file, id) {
      const before = files[file];
      if (before?.hash !== id) return undefined;
      const target = path.join(outDir, file);
      if (!isAsLeft(target, before)) return undefined;
      const contents = readFileSync(target);
      contentIds.set(contents, id);
      return contents;
    },
  };
}

/** Whether `target` is still the file a write recorded as `written` left. */
function isAsLeft(target: string, written: Written): boolean {
  const now = statSync(target, { throwIfNoEntry: false });
  return now !== undefined && now.isFile() && now.size === written.size && now.mtimeMs === written.mtimeMs;
}

/**
 * Brings outDir to exactly `files`: writes only what differs from the last build's write (by
 * content hash, or by content id: a cache hit's cache file (disk-cache.ts), a page copy's key
 * (compress.ts); as long as the file on disk still has the size and time that write left), and
 * deletes what the output no longer has. Most files of a rebuild are unchanged, and writing
 * thousands of them again was a third of a warm build of a 400-page site.
 */
async function writeChanged(outDir: string, output: Output, last: LastWrite, copies?: Promise<void>): Promise<void> {
  const onDisk = listFilesSync(outDir, { dot: true });
  const written: Record<string, Written> = {};
  const write = fileWriter(outDir, output, last.files, written);

  const files = [...output.files.keys()];
  // What the output does not have is deleted, except, until the copies are made, what may be one.
  const wanted = new Set(files);
  const mayBeCopy = (file: string) => copies !== undefined && /\.(br|gz)$/.test(file) && wanted.has(file.slice(0, -3));
  const stale = onDisk.filter((file) => !wanted.has(file));
  remove(outDir, stale.filter((file) => !mayBeCopy(file)));
  for (const folder of new Set(files.map((file) => path.dirname(path.join(outDir, file))))) mkdirSync(folder, { recursive: true });
  let paused = performance.now();
  for (const file of files) {
    write(file);
    // Lets the compression jobs that have finished start the next ones (compress.ts).
    if (copies && performance.now() - paused > 5) {
      await new Promise((resolve) => setImmediate(resolve));
      paused = performance.now();
    }
  }
  if (copies) {
    await copies;
    const added = [...output.files.keys()].filter((file) => !wanted.has(file));
    added.forEach(write);
    const kept = new Set(added);
    remove(outDir, stale.filter((file) => mayBeCopy(file) && !kept.has(file)));
  }
  await writeAtomically(last.manifestFile, JSON.stringify(written));
}

function readManifest(file: string): Record<string, Written> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Written>;
  } catch {
    return {};
  }
}

/** Deletes `files`, and the folders that held only them (a removed page's X/ folder), deepest first. */
function remove(outDir: string, files: string[]): void {
  for (const file of files) rmSync(path.join(outDir, file), { force: true });
  const folders = [...new Set(files.map((file) => path.dirname(file)).filter((folder) => folder !== '.'))].sort((a, b) => b.length - a.length);
  for (const folder of folders) {
    try {
      rmdirSync(path.join(outDir, folder));
    } catch {
      // not empty: it holds files of this build too
    }
  }
}

/**
 * Writes one file of the output, unless the last build wrote the same bytes there and the file
 * still has the size and time that write left; records what it wrote in `written`.
 */
function fileWriter(outDir: string, output: Output, previous: Record<string, Written>, written: Record<string, Written>): (file: string) => void {
  // A page's X.html and X/index.html (and their compressed copies) are one buffer: hashed once.
  // What came from a disk cache is named by its cache file instead (disk-cache.ts).
  const hashes = new Map<Uint8Array | string, string>();
  const hashOnce = (contents: Uint8Array | string) =>
    (typeof contents === 'string' ? undefined : contentIds.get(contents)) ?? hashes.get(contents) ?? hashes.set(contents, hashOf(contents)).get(contents)!;
  // The second file with the same bytes is a hard link to the first: a grown site's first build
  // wrote every page twice over (X.html, X/index.html, each with its .br and .gz), and creating
  // and filling files was most of that build's time on the VM disks measured.
  const placed = new Map<string, string>();
  // Synchronous, as in disk-cache.ts: thousands of small files, nothing else to do meanwhile.
  return (file) => {
    const contents = output.get(file)!;
    const hash = hashOnce(contents);
    const target = path.join(outDir, file);
    const before = previous[file];
    if (before?.hash === hash && isAsLeft(target, before)) {
      written[file] = before;
      placed.set(hash, target);
      return;
    }
    const twin = placed.get(hash);
    if (!twin || !linkTo(twin, target)) writeNew(target, contents);
    placed.set(hash, target);
    const made = statSync(target);
    written[file] = { hash, size: made.size, mtimeMs: made.mtimeMs };
  };
}

/**
 * Writes `contents` as a new file at `target`, never into the file already there: that file may be
 * a hard link shared with another name (writeChanged), which must keep its own bytes.
 */
function writeNew(target: string, contents: Uint8Array | string): void {
  try {
    writeFileSync(target, contents, { flag: 'wx' });
  } catch (error) {
    if (!['EEXIST', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    rmSync(target, { recursive: true, force: true }); // the old file, or a folder where a file now goes
    writeFileSync(target, contents, { flag: 'wx' });
  }
}

/** Makes `target` a hard link to `source`; false where the disk cannot (then the caller writes a copy). */
function linkTo(source: string, target: string): boolean {
  for (const attempt of [1, 2]) {
    try {
      linkSync(source, target);
      return true;
    } catch (error) {
      // EEXIST: the old file, or a folder where a file now goes. Anything else: a disk without
      // hard links (FAT, some network shares), or a file at its link limit.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 2) return false;
      rmSync(target, { recursive: true, force: true });
    }
  }
  return false;
}
