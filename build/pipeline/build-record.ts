import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ENCODINGS } from '../hosting/encodings.ts';

/**
 * The record a build keeps in its output folder of what it wrote there: each file's content id,
 * size and modification time. It is what lets a rebuild skip unchanged files (disk.ts), and what
 * tells a deploy whether the folder holds one finished build, unchanged since: a build marks the
 * record unfinished before it touches the folder and finished after its last file, so a build
 * stopped part-way, killed, or failed on a full disk leaves a record that says so. Never served
 * (hosting/headers.ts, HOST_FILES) nor published.
 */
export const BUILD_RECORD = '.ssg-build.json';

export interface Written {
  hash: string;
  size: number;
  mtimeMs: number;
}

export interface BuildRecord {
  finished: boolean;
  files: Record<string, Written>;
  /** The pictures the pages show that are stand-ins (renders), relative to the project root, for the deploy to name. */
  standIns?: string[];
}

export function readBuildRecord(outDir: string): BuildRecord | null {
  try {
    const record = JSON.parse(readFileSync(path.join(outDir, BUILD_RECORD), 'utf8')) as Partial<BuildRecord>;
    if (typeof record.files !== 'object' || record.files === null) return null;
    const standIns = Array.isArray(record.standIns) ? record.standIns.filter((file): file is string => typeof file === 'string') : undefined;
    return { finished: record.finished === true, files: record.files, ...(standIns && { standIns }) };
  } catch {
    return null;
  }
}

/** Whether `target` is still the file a write recorded as `written` left. */
export function isAsLeft(target: string, written: Written): boolean {
  const now = statSync(target, { throwIfNoEntry: false });
  return now !== undefined && now.isFile() && now.size === written.size && now.mtimeMs === written.mtimeMs;
}

const decoders: Record<string, (bytes: Buffer) => Buffer> = { '.br': brotliDecompressSync, '.gz': gunzipSync };

/**
 * Why the build in `outDir` (whose files are `files`) must not be published, or null: no record,
 * a build that did not finish, a file added, missing or changed since, or a compressed copy that
 * does not decode to its file (a truncated write, or the previous build's copy).
 */
export function unfinishedBuild(outDir: string, files: readonly string[]): string | null {
  const record = readBuildRecord(outDir);
  if (!record) return `${outDir} has no record of a finished build`;
  if (!record.finished) return `the last build into ${outDir} did not finish`;
  const recorded = Object.keys(record.files);
  const present = new Set(files);
  const extra = files.find((file) => file !== BUILD_RECORD && !(file in record.files));
  if (extra) return `${extra} was not written by the last build`;
  const missing = recorded.find((file) => !present.has(file));
  if (missing) return `${missing} is missing since the last build`;
  const changed = recorded.find((file) => !isAsLeft(path.join(outDir, file), record.files[file]!));
  if (changed) return `${changed} changed since the last build`;
  for (const file of files) {
    const suffix = ENCODINGS.map(([, ending]) => ending).find((ending) => file.endsWith(ending));
    const original = suffix && file.slice(0, -suffix.length);
    if (!suffix || !original || !present.has(original)) continue;
    let decoded: Buffer;
    try {
      decoded = decoders[suffix]!(readFileSync(path.join(outDir, file)));
    } catch {
      return `${file} does not decode`;
    }
    if (!decoded.equals(readFileSync(path.join(outDir, original)))) return `${file} does not hold the same bytes as ${original}`;
  }
  return null;
}
