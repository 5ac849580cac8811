import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { findSourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSETS_URL_DIR } from '../../shared/contract.ts';
import { AssetUsageError, MissingAssetError } from '../errors.ts';
import { settledStamp } from '../file-stamp.ts';
import { writeAtomically } from '../disk-cache.ts';
import { generatedFile } from '../generated/generated-files.ts';

/**
 * The single entry point from site code to files in assets/. `asset('photos/mill.jpg')` returns
 * the public URL of a content-hashed copy (`/_assets/mill-1a2b3c4d.jpg`) and records the file so
 * the build writes it. Files under assets/public/ keep their path and name (`asset('public/x.pdf')`
 * is `/x.pdf`) because people share those URLs.
 *
 * This module runs inside the server bundle, whose entry hands it the config's assets folder
 * (setAssetsDir) before any site module loads.
 */
let assetsDir: string | undefined;

export function setAssetsDir(dir: string): void {
  assetsDir = dir;
}

function assetsFolder(helper: string): string {
  if (assetsDir === undefined) {
    throw new AssetUsageError(`${callerLocation()} calls ${helper}() outside the build's page rendering. Call it in site/pages/, site/components/ or site/content/, which the build loads with the site's assets folder.`);
  }
  return assetsDir;
}

export interface AssetReference {
  /** Absolute source path. */
  source: string;
  /** Output path relative to the output directory. */
  output: string;
  url: string;
}

const references = new Map<string, AssetReference>();

export function hashOf(...contents: (Uint8Array | string)[]): string {
  const hash = createHash('sha256');
  for (const content of contents) hash.update(content);
  return hash.digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
}

/**
 * The site file and line that called asset() or image(), for error messages: the first stack
 * frame outside the generator, mapped through the server bundle's inline source map with
 * node:module's findSourceMap (the build enables source maps before loading the bundle), so the
 * message names e.g. site/content/about.ts:11, never the bundle in node_modules/.cache.
 */
export function callerLocation(): string {
  return deferredCallerLocation()();
}

/**
 * callerLocation(), with the stack taken now and mapped through the source map only when asked:
 * for records that name their caller in the rare message (an image variant), so a build that
 * prints none never parses the bundle's source map.
 */
export function deferredCallerLocation(): () => string {
  const errorClass = Error as { prepareStackTrace?: unknown };
  const formatter = errorClass.prepareStackTrace;
  errorClass.prepareStackTrace = (_error: Error, frames: NodeJS.CallSite[]) => frames;
  const frames = new Error().stack as unknown as NodeJS.CallSite[];
  errorClass.prepareStackTrace = formatter;
  let location: string | undefined;
  return () => {
    location ??= locate(frames);
    return location;
  };
}

function locate(frames: NodeJS.CallSite[]): string {
  for (const frame of frames) {
    const place = sourcePlace(frame.getFileName(), frame.getLineNumber(), frame.getColumnNumber());
    if (!place || GENERATOR.test(place.file) || /[\\/]node_modules[\\/]|^node:/.test(place.file)) continue;
    return `${path.relative(process.cwd(), place.file)}:${place.line}`;
  }
  return 'a site module';
}

/** The generator's own modules, which call asset() and image() on a site file's behalf. */
const GENERATOR = /[\\/]build[\\/](?:pipeline|shared)[\\/]/;

/** A place in a loaded bundle (file or file: URL, line, column), as the source file and line it came from. */
export function sourcePlace(name: string | null | undefined, line: number | null, column: number | null): { file: string; line: number } | undefined {
  if (!name || line === null) return undefined;
  const file = name.startsWith('file:') ? fileURLToPath(name) : name;
  const entry = findSourceMap(file)?.findEntry(line - 1, (column ?? 1) - 1);
  if (entry && 'originalSource' in entry && entry.originalSource) {
    const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(file), entry.originalSource);
    return { file: source, line: entry.originalLine + 1 };
  }
  return { file, line };
}

/**
 * What each asset's bytes told asset() or image(), by file and stamp (file-stamp.ts). Kept for
 * the life of the process, outside this module: the dev server loads a fresh server bundle for
 * every rebuild, and re-reading and hashing every original each time cost it tens of milliseconds.
 * `npm run build` keeps them on disk between runs too (loadDigests, saveDigests): reading and
 * hashing the photographs' originals was 50 ms of every build.
 */
const DIGESTS = Symbol.for('ssg.asset-digests');
type Digests = { known: Map<string, unknown>; used: Set<string>; learned: boolean };
const digests = ((globalThis as { [DIGESTS]?: Digests })[DIGESTS] ??= { known: new Map(), used: new Set(), learned: false });

/**
 * Adds the digests a previous build saved in `file` to those this process knows, if that build ran
 * the same generator code (`version`), which decides what a digest holds.
 */
export async function loadDigests(file: string, version: string): Promise<void> {
  const saved = await readFile(file, 'utf8').then((text) => JSON.parse(text) as { version: string; digests: Record<string, unknown> }, () => null);
  if (saved?.version !== version) return;
  for (const [stamp, digest] of Object.entries(saved.digests)) if (!digests.known.has(stamp)) digests.known.set(stamp, digest);
}

/** Saves the digests this process used to `file`, if it learned any: files no longer used drop out. */
export async function saveDigests(file: string, version: string): Promise<void> {
  if (!digests.learned) return;
  await writeAtomically(file, JSON.stringify({ version, digests: Object.fromEntries([...digests.used].map((stamp) => [stamp, digests.known.get(stamp)])) }));
  digests.learned = false;
}

/**
 * `digest` of the bytes of a file in assets/ (or of the file a site/generated/ module made in its
 * place, which `source` then names), or a MissingAssetError naming the site file that asked for it.
 */
export function readAsset<T>(relativePath: string, helper: 'asset' | 'image', digest: (content: Buffer, source: string) => T): { source: string; digest: T } {
  const folder = assetsFolder(helper);
  const onDisk = path.resolve(folder, relativePath);
  const source = existsSync(onDisk) ? onDisk : (generatedFile(folder, relativePath) ?? onDisk);
  let now: Stats;
  try {
    now = statSync(source);
  } catch {
    throw new MissingAssetError(
      `${callerLocation()} uses ${path.relative(process.cwd(), onDisk)}, which does not exist. ` +
        `Add the file, or fix the path (${helper}() paths are relative to ${path.relative(process.cwd(), folder) || '.'}/).`,
    );
  }
  const settled = settledStamp(now);
  // A file that changed just now is read again, whatever its stamp says (file-stamp.ts).
  if (!settled) return { source, digest: digest(readFileSync(source), source) };
  const stamp = `${helper}:${source}:${settled}`;
  if (!digests.known.has(stamp)) {
    digests.known.set(stamp, digest(readFileSync(source), source));
    digests.learned = true;
  }
  digests.used.add(stamp);
  return { source, digest: digests.known.get(stamp) as T };
}

export function asset(relativePath: string): string {
  const known = references.get(relativePath);
  if (known) return known.url;
  const { source, digest: hash } = readAsset(relativePath, 'asset', (content) => hashOf(content));
  const folder = assetsFolder('asset');
  const publicPrefix = `public${path.sep}`;
  // From the path asked for, not the file read: a generated file is read from the build's cache.
  const relative = path.relative(folder, path.resolve(folder, relativePath));
  let output: string;
  if (relative.startsWith(publicPrefix)) {
    output = relative.slice(publicPrefix.length);
  } else {
    const ext = path.extname(source);
    output = path.posix.join(ASSETS_URL_DIR, `${path.basename(source, ext)}-${hash}${ext}`);
  }
  const reference = { source, output: output.split(path.sep).join('/'), url: `/${output.split(path.sep).join('/')}` };
  references.set(relativePath, reference);
  return reference.url;
}

/** Every asset referenced since the server bundle was loaded. */
export function assetReferences(): AssetReference[] {
  return [...references.values()];
}
