import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ASSETS_URL_DIR } from './contract.ts';
import { MissingAssetError } from './errors.ts';

/**
 * The single entry point from site code to files in assets/. `asset('photos/mill.jpg')` returns
 * the public URL of a content-hashed copy (`/_assets/mill-1a2b3c4d.jpg`) and records the file so
 * the build writes it. Files under assets/public/ keep their path and name (`asset('public/x.pdf')`
 * is `/x.pdf`) because people share those URLs.
 *
 * This module runs inside the server bundle; the bundler replaces SSG_ASSETS_DIR with the site's
 * absolute assets directory, so each build (and each fixture site) gets its own.
 */
const assetsDir = process.env.SSG_ASSETS_DIR ?? path.resolve('assets');

export interface AssetReference {
  /** Absolute source path. */
  source: string;
  /** Output path relative to the output directory. */
  output: string;
  url: string;
}

const references = new Map<string, AssetReference>();

export function hashOf(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
}

/** The site file that called asset(), from the (source-mapped) stack, for error messages. */
export function callerFile(): string {
  // Node's own formatter applies the bundle's inline source map; a test runner's replacement may not.
  const errorClass: { prepareStackTrace?: unknown } = Error;
  const formatter = errorClass.prepareStackTrace;
  errorClass.prepareStackTrace = undefined;
  const stack = new Error().stack?.split('\n').slice(1) ?? [];
  errorClass.prepareStackTrace = formatter;
  const here = /[\\/]build[\\/](assets|images)\.ts/;
  const frame = stack.find((line) => /\.(tsx?|jsx?|mjs)/.test(line) && !here.test(line));
  const match = frame?.match(/\(?((?:file:\/\/)?\/[^():]+):\d+:\d+\)?$/);
  if (!match?.[1]) return 'a site module';
  return path.relative(process.cwd(), match[1].replace(/^file:\/\//, ''));
}

/** The bytes of a file in assets/, or a MissingAssetError naming the site file that asked for it. */
export function readAsset(relativePath: string, helper: string): { source: string; content: Buffer } {
  const source = path.resolve(assetsDir, relativePath);
  try {
    return { source, content: readFileSync(source) };
  } catch {
    throw new MissingAssetError(
      `${callerFile()} uses ${path.relative(process.cwd(), source)}, which does not exist. ` +
        `Add the file, or fix the path (${helper}() paths are relative to ${path.relative(process.cwd(), assetsDir) || '.'}/).`,
    );
  }
}

export function asset(relativePath: string): string {
  const known = references.get(relativePath);
  if (known) return known.url;
  const { source, content } = readAsset(relativePath, 'asset');
  const publicPrefix = `public${path.sep}`;
  const relative = path.relative(assetsDir, source);
  let output: string;
  if (relative.startsWith(publicPrefix)) {
    output = relative.slice(publicPrefix.length);
  } else {
    const ext = path.extname(source);
    output = path.posix.join(ASSETS_URL_DIR, `${path.basename(source, ext)}-${hashOf(content)}${ext}`);
  }
  const reference = { source, output: output.split(path.sep).join('/'), url: `/${output.split(path.sep).join('/')}` };
  references.set(relativePath, reference);
  return reference.url;
}

/** Every asset referenced since the server bundle was loaded. */
export function assetReferences(): AssetReference[] {
  return [...references.values()];
}
