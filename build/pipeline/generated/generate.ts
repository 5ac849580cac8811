import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Dirs } from '../dirs.ts';
import { hashOf } from '../assets/assets.ts';
import { siteFrames } from '../site-frames.ts';
import { cacheKey } from '../../cache-key.mjs';
import { writeAtomically } from '../disk-cache.ts';
import { BuildError, GeneratedFileError, MissingAssetError } from '../errors.ts';
import { importBundle } from '../bundle/esbuild-common.ts';
import { generatorDir, generatorModules, rel } from '../../paths.ts';
import { assetKey } from './generated-files.ts';
import type { GeneratorBundle } from './generators.ts';

/**
 * Makes the files of site/generated/ (see generators.ts), each at most once per content: a
 * module's output is cached under its bundle's hash, with the hashes of the files it read through
 * its context, and reused while those are unchanged. So a rebuild neither loads the module nor the
 * libraries it uses, and the same content always gives the same bytes.
 */

/** What a generator is given. */
export interface GeneratorContext {
  /**
   * The bytes of another file in assets/ (its path there, e.g. 'logo.svg'): the file on disk, or
   * what its own generator made. Read files through here, so a change to one remakes this file.
   */
  read(relativePath: string): Promise<Uint8Array>;
  /**
   * Tells the maintainer something about the file made (the build prints it with the file's
   * name, on every build until it no longer applies): a document that had to grow past its
   * intended length, say. `source` names the content field to look at ('aboutIntro.lead' in
   * 'site/content/about.ts'); the build adds its line.
   */
  warn(message: string, source?: { field: string; file: string }): void;
}

/** The default export of a module in site/generated/: the bytes of the file it is named after. */
export type Generator = (context: GeneratorContext) => Uint8Array | Promise<Uint8Array>;

export interface GeneratedFile {
  /** Its path in assets/, e.g. public/capability-statement.pdf. */
  target: string;
  /** The module that made it, relative to the project root. */
  generator: string;
  /** Its bytes on disk (in the cache), where the image pipeline reads them. */
  file: string;
  contents: Buffer;
  /** What its generator said about it (GeneratorContext.warn), ready to print. */
  warnings: string[];
}

export interface GeneratedFiles {
  files: GeneratedFile[];
  made: number;
  cached: number;
  /** Files in assets/ that stand in for a generator's output (which then never runs). */
  replaced: string[];
  /**
   * With `stale` (the dev server): makes afresh the files given as an earlier build made them (into
   * the cache, for the next build to take), once called; undefined when none was stale. Called after
   * the pages are served: generators run on the main thread, and would hold up the rebuild.
   */
  refresh?: () => Promise<void>;
}

/** Bump when this module changes what it gives a generator, so cached outputs are not reused. */
const GENERATE_VERSION = 3;

/** A cached output: which files it read, with their hashes, and its own hash. */
interface Made {
  reads: Record<string, string>;
  output: string;
  warnings: string[];
}

/**
 * The outputs a generator's bundle made lately, newest first: a few, so that undoing an edit to a
 * file it reads finds the earlier output again.
 */
const KEEP = 8;

/**
 * Everything outside a bundle that can change its output: the packages it imports, as npm recorded
 * what it installed in their node_modules (every package's version and integrity), and Node itself
 * (cache-key.mjs).
 */
async function environmentKey(): Promise<string> {
  const installed = await readFile(path.join(generatorModules, '.package-lock.json')).catch(() => Buffer.alloc(0));
  return cacheKey('generated', GENERATE_VERSION, hashOf(installed));
}

/**
 * `stale`: a file whose inputs changed is given as its generator last made it, and made afresh
 * meanwhile (`refreshing`). The dev server shows an edit to content a PDF also prints at once, and
 * the PDF a moment later, instead of making the maintainer wait seconds for every edit.
 */
export async function makeGenerated(bundles: GeneratorBundle[], d: Dirs, { stale = false } = {}): Promise<GeneratedFiles> {
  const cacheDir = path.join(d.cache, 'generated');
  const environment = await environmentKey();
  const byTarget = new Map(bundles.map((bundle) => [bundle.target, bundle]));
  const started = new Map<string, Promise<GeneratedFile>>();
  /** Which targets each running generator is waiting for, to tell a cycle from a wait. */
  const waiting = new Map<string, Set<string>>();
  const counts = { made: 0, cached: 0 };
  const staleTargets: string[] = [];
  const onDisk = (target: string) => existsSync(path.join(d.assets, target));

  const waitsFor = (from: string, to: string, seen = new Set<string>()): boolean => {
    if (from === to) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return [...(waiting.get(from) ?? [])].some((next) => waitsFor(next, to, seen));
  };

  /** The bytes of assets/<relativePath> as `reader` (a generator's target) reads them. */
  async function read(relativePath: string, reader: string): Promise<Buffer> {
    const target = assetKey(relativePath);
    const generator = rel(d.root, byTarget.get(reader)!.file);
    if (target.split('/').includes('..') || path.isAbsolute(relativePath)) {
      throw new GeneratedFileError(`${generator} reads ${relativePath}, which is outside assets/. Read files in assets/ by their path there, e.g. read('logo.svg').`);
    }
    if (onDisk(target)) return readFile(path.join(d.assets, target));
    const source = byTarget.get(target);
    if (!source) {
      throw new MissingAssetError(`${generator} reads ${rel(d.root, path.join(d.assets, target))}, which does not exist and no module in ${rel(d.root, d.generated)}/ makes. Add the file, or fix the path (relative to ${rel(d.root, d.assets)}/).`);
    }
    if (waitsFor(target, reader)) {
      throw new GeneratedFileError(`${generator} reads assets/${target}, whose generator ${rel(d.root, source.file)} (directly or not) reads assets/${reader}: two generated files cannot each be made from the other.`);
    }
    const waits = waiting.get(reader) ?? new Set<string>();
    waiting.set(reader, waits.add(target));
    try {
      return (await generate(source)).contents;
    } finally {
      waits.delete(target);
    }
  }

  function generate(bundle: GeneratorBundle): Promise<GeneratedFile> {
    let promise = started.get(bundle.target);
    if (!promise) {
      promise = make(bundle);
      started.set(bundle.target, promise);
    }
    return promise;
  }

  async function make(bundle: GeneratorBundle): Promise<GeneratedFile> {
    const generator = rel(d.root, bundle.file);
    const manifestFile = path.join(cacheDir, `${hashOf(JSON.stringify([environment, hashOf(behaviourOf(bundle, d))]))}.json`);
    const outputFile = (hash: string) => path.join(cacheDir, 'files', hash, path.posix.basename(bundle.target));
    const history = await readHistory(manifestFile);
    // The file as this generator last made it (from whatever code and content): what the dev
    // server shows (`stale`) while the generator remakes it after an edit.
    const latestFile = path.join(cacheDir, 'latest', `${hashOf(bundle.target)}.json`);
    const latest = stale ? await readFile(latestFile, 'utf8').then((text) => JSON.parse(text) as Made, () => undefined) : undefined;
    for (const made of history) {
      if (!(await unchanged(made.reads, bundle.target))) continue;
      const file = outputFile(made.output);
      const contents = await readFile(file).catch(() => undefined);
      if (contents) {
        counts.cached++;
        if (stale && latest?.output !== made.output) await writeAtomically(latestFile, JSON.stringify(made));
        return { target: bundle.target, generator, file, contents, warnings: made.warnings ?? [] };
      }
    }
    const earlier = latest && (await readFile(outputFile(latest.output)).catch(() => undefined));
    if (latest && earlier) {
      staleTargets.push(bundle.target);
      return { target: bundle.target, generator, file: outputFile(latest.output), contents: earlier, warnings: latest.warnings ?? [] };
    }
    const reads: Record<string, string> = {};
    const warnings: string[] = [];
    const contents = await run(bundle, generator, d, {
      read: async (relativePath) => {
        const bytes = await read(relativePath, bundle.target);
        reads[assetKey(relativePath)] = hashOf(bytes);
        return bytes;
      },
      warn: (message, source) => {
        const where = source ? `${source.field} (${fieldLocation(d.root, source.file, source.field)}), ` : '';
        warnings.push(`assets/${bundle.target} (${generator}): ${where}${message}`);
      },
    });
    const file = outputFile(hashOf(contents));
    await writeAtomically(file, contents);
    const made: Made = { reads, output: hashOf(contents), warnings };
    await writeAtomically(manifestFile, JSON.stringify([made, ...history].slice(0, KEEP)));
    await writeAtomically(latestFile, JSON.stringify(made));
    counts.made++;
    return { target: bundle.target, generator, file, contents, warnings };
  }

  async function unchanged(reads: Record<string, string>, reader: string): Promise<boolean> {
    for (const [file, hash] of Object.entries(reads)) {
      const bytes = await read(file, reader).catch(() => undefined);
      if (!bytes || hashOf(bytes) !== hash) return false;
    }
    return true;
  }

  const replaced = bundles.filter((bundle) => onDisk(bundle.target)).map((bundle) => rel(d.root, path.join(d.assets, bundle.target)));
  const files = await Promise.all(bundles.filter((bundle) => !onDisk(bundle.target)).map(generate));
  const refresh = staleTargets.length > 0 ? () => makeGenerated(bundles, d).then(() => undefined) : undefined;
  return { files, ...counts, replaced, refresh };
}

/**
 * `file:line` of a content field ('aboutIntro.lead', 'aboutIntro.text[1]') in its module: the line
 * of its last key after the line that declares the first; just `file` where it is not found.
 */
export function fieldLocation(root: string, file: string, field: string): string {
  const keys = field.replace(/\[\d+\]/g, '').split('.');
  let lines: string[];
  try {
    lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  } catch {
    return file;
  }
  const start = lines.findIndex((line) => new RegExp(`\\b(const|let|var|function)\\s+${keys[0]}\\b`).test(line));
  if (start < 0) return file;
  const last = keys.at(-1)!;
  const at = keys.length === 1 ? start : lines.findIndex((line, i) => i > start && new RegExp(`^\\s*['"]?${last}['"]?\\s*:`).test(line));
  return at < 0 ? file : `${file}:${at + 1}`;
}

async function readHistory(file: string): Promise<Made[]> {
  try {
    const history: unknown = JSON.parse(await readFile(file, 'utf8'));
    return Array.isArray(history) ? (history as Made[]) : [];
  } catch {
    return [];
  }
}

/**
 * A bundle's code without where its files are: esbuild's `// path` line before each module, the
 * inline source map, and the way from the site's folder to the generator's (in the names of
 * modules it loads lazily) change nothing the code makes. Keyed by the rest, a copy of the site in
 * another folder finds its generated files in the cache.
 */
function behaviourOf(bundle: GeneratorBundle, d: Dirs): string {
  const markers = new Set(bundle.inputs.map((input) => `// ${input}`));
  const toGenerator = rel(d.root, path.dirname(generatorDir));
  const code = bundle.code
    .split('\n')
    .filter((line) => !markers.has(line) && !line.startsWith('//# sourceMappingURL='))
    .join('\n');
  return toGenerator ? code.replaceAll(`"${toGenerator}/`, '"') : code;
}

/** Loads a generator's bundle and calls it; every way it can fail names the module. */
async function run(bundle: GeneratorBundle, generator: string, d: Dirs, context: GeneratorContext): Promise<Buffer> {
  const instead = `or put a finished file at assets/${bundle.target} to publish instead.`;
  let result: unknown;
  try {
    const entry = await importBundle<{ load(assetsDir: string): Promise<{ default?: unknown }> }>({ path: bundle.path, contents: bundle.code });
    const module = await entry.load(d.assets);
    if (typeof module.default !== 'function') {
      throw new GeneratedFileError(
        `${generator} must default-export a function that returns the bytes of assets/${bundle.target} (a Uint8Array; a Buffer is one), e.g. \`export default async () => bytes\`.`,
      );
    }
    result = await (module.default as (context: GeneratorContext) => unknown)(context);
  } catch (error) {
    if (error instanceof BuildError) throw error;
    const trace = siteFrames(error, d.site);
    throw new GeneratedFileError(`${generator} failed while making assets/${bundle.target}: ${(error as Error)?.message ?? String(error)}${trace}\nFix the module, ${instead}`);
  }
  if (!(result instanceof Uint8Array)) {
    throw new GeneratedFileError(
      `${generator} returned ${describe(result)} for assets/${bundle.target}, not bytes. Return (or resolve to) a Uint8Array; a Buffer is one, and Buffer.from(text) makes one from a string.`,
    );
  }
  return Buffer.from(result.buffer, result.byteOffset, result.byteLength);
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'object') return `a ${value.constructor?.name ?? 'object'}`;
  return `a ${typeof value}`;
}
