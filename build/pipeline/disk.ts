import { closeSync, existsSync, fstatSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { hashOf } from './assets/assets.ts';
import { contentIds, writeAtomically } from './disk-cache.ts';
import { BUILD_RECORD, isAsLeft, readBuildRecord, type BuildRecord, type Written } from './build-record.ts';
import { DuplicateOutputError, OutputError } from './errors.ts';
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
  /** What the finished record says of the build beside its files (build-record.ts: standIns). */
  about?: Pick<BuildRecord, 'standIns'>;
  /**
   * Settles once the output's precompressed copies (compress.ts) have been added to it. Until
   * then the other files are written: the copies are made on the thread pool meanwhile, which is
   * why this function's own file operations before that point are synchronous (an asynchronous one
   * would queue behind the compression jobs).
   */
  copies?: Promise<unknown>;
}

/**
 * Writes the build to `outDir`; returns a warning when the disk made it leave files out.
 *
 * A server may be sending files from `outDir` throughout (the preview, nginx with its root there),
 * so no moment of the write may show a visitor a broken page: every file is replaced whole (written
 * under a temporary name, then renamed over the old one; a second name for bytes already written
 * is a hard link, whole the moment it appears), pages go after the files they load, and
 * what the new build no longer has is deleted last. A build stopped at any point leaves pages that
 * each load only files that exist, and a record that says it did not finish (build-record.ts).
 */
export async function writeOutput(outDir: string, output: Output, { caseInsensitive, lastWrite, copies, about = {} }: WriteOptions = {}): Promise<string | undefined> {
  ensureFolder(outDir, outDir);
  const folded = caseInsensitive ?? isCaseInsensitive(outDir);
  if (!folded) {
    await writeChanged(outDir, output, lastWrite ?? { files: {}, read: () => undefined }, about, copies);
    return undefined;
  }
  await copies;
  // Written afresh beside the old folder, then swapped in: on a disk that folds case, a file left
  // from the last build could keep its old spelling under a new one.
  const { files, warning } = filesForCaseInsensitiveDisk(output);
  const next = `${outDir}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  const written: Record<string, Written> = {};
  const write = fileWriter(next, output, {}, written);
  for (const folder of new Set(files.map((file) => path.dirname(path.join(next, file))))) ensureFolder(next, folder);
  files.forEach(write);
  await writeRecord(next, { finished: true, files: written, ...about });
  const old = `${outDir}.old-${process.pid}`;
  renameSync(outDir, old);
  renameSync(next, outDir);
  await rm(old, { recursive: true, force: true });
  return warning;
}

/** What the last build wrote to an output folder, by file: what its bytes were, and how the file was left. */
export interface LastWrite {
  files: Record<string, Written>;
  /**
   * The bytes of `file` as the last build left it, if that build wrote it with the bytes named
   * `id` (a content id, disk-cache.ts) and the file still has the size and time it left; the
   * bytes are named `id` again, so writing them is skipped. The compressed copies of pages are
   * taken from here rather than from a cache of their own (compress.ts).
   */
  read(file: string, id: string): Buffer | undefined;
}

/** The record of the last write to `outDir` (build-record.ts); empty if there is none. */
export function lastWrite(outDir: string): LastWrite {
  const files = readBuildRecord(outDir)?.files ?? {};
  return {
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

async function writeRecord(outDir: string, record: BuildRecord): Promise<void> {
  const file = path.join(outDir, BUILD_RECORD);
  await writeAtomically(file, JSON.stringify(record)).catch((error: unknown) => {
    throw writeFailure(outDir, file, error);
  });
}

/**
 * Brings outDir to exactly `files`: writes only what differs from the last build's write (by
 * content hash, or by content id: a cache hit's cache file (disk-cache.ts), a page copy's key
 * (compress.ts); as long as the file on disk still has the size and time that write left), and
 * deletes what the output no longer has. Most files of a rebuild are unchanged, and writing
 * thousands of them again was a third of a warm build of a 400-page site.
 */
async function writeChanged(outDir: string, output: Output, last: LastWrite, about: Pick<BuildRecord, 'standIns'>, copies?: Promise<unknown>): Promise<void> {
  await writeRecord(outDir, { finished: false, files: last.files });
  const onDisk = listFilesSync(outDir, { dot: true }).filter((file) => file !== BUILD_RECORD);
  const written: Record<string, Written> = {};
  const write = fileWriter(outDir, output, last.files, written);

  // Pages last: each goes live after every file it loads.
  const isPage = (file: string) => file.endsWith('.html');
  const files = [...output.files.keys()].sort((a, b) => Number(isPage(a)) - Number(isPage(b)));
  for (const folder of new Set(files.map((file) => path.dirname(path.join(outDir, file))))) ensureFolder(outDir, folder);
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
    const wanted = new Set(files);
    [...output.files.keys()].filter((file) => !wanted.has(file)).forEach(write);
  }
  // Last: what the old pages loaded goes once no page loads it.
  remove(outDir, onDisk.filter((file) => !output.files.has(file)));
  await writeRecord(outDir, { finished: true, files: written, ...about });
}

/** Deletes `files`, and the folders that held only them (a removed page's X/ folder), deepest first. */
function remove(outDir: string, files: string[]): void {
  for (const file of files) {
    try {
      rmSync(path.join(outDir, file), { force: true });
    } catch (error) {
      // Its name is a folder of this build now (X.html/index.html where X.html was), or its
      // folder's is a file (X where X/index.html was): gone already.
      if (!['EISDIR', 'ERR_FS_EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  }
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
  const texts = new Map<string, string>();
  const hashOnce = (contents: Uint8Array | string) =>
    typeof contents === 'string' ? (texts.get(contents) ?? texts.set(contents, hashOf(contents)).get(contents)!) : contentIdOf(contents);
  // The second file with the same bytes is a hard link to the first: a grown site's first build
  // wrote every page twice over (X.html, X/index.html, each with its .br and .gz), and creating
  // and filling files was most of that build's time on the VM disks measured.
  const placed = new Map<string, Placed>();
  // Synchronous, as in disk-cache.ts: thousands of small files, nothing else to do meanwhile.
  return (file) => {
    const entry = output.files.get(file)!;
    // A file added by its id is read only if it must be written.
    const hash = entry.id ?? hashOnce(entry.contents);
    const target = path.join(outDir, file);
    const before = previous[file];
    if (before?.hash === hash && isAsLeft(target, before)) {
      written[file] = before;
      placed.set(hash, { path: target, written: before });
      return;
    }
    const made = replace(outDir, target, placed.get(hash), entry.contents);
    written[file] = { hash, size: made.size, mtimeMs: made.mtimeMs };
    placed.set(hash, { path: target, written: written[file] });
  };
}

/**
 * What names `bytes` in the build record: the id they came with (a cache file's, contentIds), else
 * their hash, which names them from then on (the render store records pages so).
 */
export function contentIdOf(bytes: Uint8Array): string {
  let id = contentIds.get(bytes);
  if (id === undefined) contentIds.set(bytes, (id = hashOf(bytes)));
  return id;
}

/** A file this build has put in place, and what it left there. */
interface Placed {
  path: string;
  written: Written;
}

/**
 * Puts `contents` at `target` in one step: a hard link to `twin` (a file of this build with the
 * same bytes) or a new file, made under a temporary name and renamed over whatever was there. The
 * old file is never written into: a reader never sees half of it, and it may be a hard link shared
 * with another name, which must keep its own bytes. Returns the new file's size and time.
 *
 * Creating files is most of what a grown site's first build spends, so the usual case costs only
 * what it must: a link where no file has the name yet (whole the moment it appears: one system
 * call, and the twin's size and time, which a link shares), else create, write, stat and rename.
 * A temporary file left by a stopped build, or a folder where the file goes, is dealt with when
 * the system call that meets it fails.
 */
function replace(outDir: string, target: string, twin: Placed | undefined, contents: Uint8Array | string): Pick<Written, 'size' | 'mtimeMs'> {
  if (twin && linkTo(twin.path, target)) return twin.written;
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    const made = (twin && linkTo(twin.path, temporary, { replacing: true }) && twin.written) || writeNew(temporary, contents);
    try {
      renameSync(temporary, target);
    } catch (error) {
      // A folder of the last build has the file's name (a page that was X/ before).
      if (!statSync(target, { throwIfNoEntry: false })?.isDirectory()) throw error;
      rmSync(target, { recursive: true });
      renameSync(temporary, target);
    }
    return made;
  } catch (error) {
    rmSync(temporary, { force: true });
    throw writeFailure(outDir, target, error);
  }
}

/** Creates `file` with `contents` (replacing a temporary file a stopped build left) and says what it made. */
function writeNew(file: string, contents: Uint8Array | string): Stats {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    rmSync(file, { force: true });
    fd = openSync(file, 'wx');
  }
  try {
    writeFileSync(fd, contents);
    // Local disks set the time as the bytes are written; on one that sets it at close (NFS), the
    // next build finds the file changed and only writes it again.
    return fstatSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Makes `target` a hard link to `source`; false where that is not done: a disk without hard links
 * (FAT, some network shares), a file at its link limit, or a name already taken, which is replaced
 * only when `replacing` (a temporary file a stopped build left). The caller then writes a copy.
 */
function linkTo(source: string, target: string, { replacing = false } = {}): boolean {
  for (let attempt = 0; ; attempt++) {
    try {
      linkSync(source, target);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || !replacing || attempt > 0) return false;
      rmSync(target, { force: true });
    }
  }
}

/** Makes `folder` (inside `outDir`), replacing a file of the last build that has its name. */
function ensureFolder(outDir: string, folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && statSync(folder, { throwIfNoEntry: false })?.isFile()) {
      rmSync(folder);
      return ensureFolder(outDir, folder);
    }
    if (code === 'ENOTDIR') {
      ensureFolder(outDir, path.dirname(folder));
      return ensureFolder(outDir, folder);
    }
    throw writeFailure(outDir, folder, error);
  }
}

/** A failed write as an error that names the file and says what to do, not a bare ENOSPC stack. */
function writeFailure(outDir: string, file: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const where = path.relative(process.cwd(), file) || file;
  const folder = path.relative(process.cwd(), outDir) || '.';
  const unfinished = `The build did not finish: every page in ${folder}/ still loads only files that exist, and a deploy refuses the folder until a build finishes.`;
  if (code === 'ENOSPC' || code === 'EDQUOT') return new OutputError(`could not write ${where}: the disk is full (${code}). Free some space on it, then build again. ${unfinished}`);
  if (['EROFS', 'EACCES', 'EPERM'].includes(code)) {
    return new OutputError(`could not write ${where}: ${code === 'EROFS' ? 'the file system is read-only' : 'permission denied'} (${code}). Make ${folder}/ writable for this user, or set outDir in site/site.config.ts to a folder that is. ${unfinished}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
