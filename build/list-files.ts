import { readdirSync, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface ListOptions {
  dot?: boolean;
  /** The folder's own files only (default: the whole tree). */
  recursive?: boolean;
}

/**
 * The files in a folder and the folders below it, as paths relative to it with forward slashes,
 * leaving out every name that starts with a dot unless `dot`; none if the folder does not exist.
 * Node's own recursive listing: loading fast-glob for these few listings took 40 to 70 ms of
 * every build, more than the listings themselves.
 */
export async function listFiles(dir: string, options: ListOptions = {}): Promise<string[]> {
  return filesOf(dir, await readdir(dir, { withFileTypes: true, recursive: options.recursive ?? true }).catch(absent), options);
}

/** listFiles, for the preview server's start. */
export function listFilesSync(dir: string, options: ListOptions = {}): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: options.recursive ?? true });
  } catch (error) {
    entries = absent(error);
  }
  return filesOf(dir, entries, options);
}

function absent(error: unknown): Dirent[] {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
  throw error;
}

function filesOf(dir: string, entries: Dirent[], { dot = false }: ListOptions): string[] {
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => dot || !file.split('/').some((name) => name.startsWith('.')));
}

/** Whether a listed file is a site module the build picks up: not a test, and not under a name starting with _ (a page's helpers). */
export const isSiteModule = (file: string) => /\.[jt]sx?$/.test(file) && !/\.test\.[^/]*$/.test(file) && !file.split('/').some((name) => name.startsWith('_'));
