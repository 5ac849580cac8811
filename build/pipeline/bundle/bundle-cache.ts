import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { hashOf } from '../assets/assets.ts';
import { writeAtomically } from '../disk-cache.ts';
import { isSourceFile } from './esbuild-common.ts';

/**
 * esbuild bundles kept between runs of `npm run build`. esbuild has no cache of its own, and
 * bundling the pages, the islands and the stylesheet was two-thirds of a warm build. A bundle is
 * reused while its key (the options and virtual modules that shaped it) and every file it was made
 * from (esbuild's metafile inputs, compared by content) are unchanged; otherwise it is made again.
 * The dev server keeps its esbuild contexts instead, which rebuild incrementally, and reuses a
 * bundle none of whose files changed (reuse.ts).
 */

/** Builds running at once (test files, a dev server beside a build) share the folder. */
const STALE_AFTER_MS = 10 * 60_000;

export interface Bundled {
  outputFiles: { path: string; contents: Uint8Array }[];
  metafile: esbuild.Metafile;
}

interface Entry {
  key: string;
  /** Input path (relative to the root, as esbuild names it) to the hash of its content. */
  inputs: Record<string, string>;
  /** Output path to the name of its copy in the cache folder. */
  outputs: Record<string, string>;
  metafile: esbuild.Metafile;
}

async function unchanged(entry: Entry, root: string): Promise<boolean> {
  const same = await Promise.all(
    Object.entries(entry.inputs).map(([input, hash]) => readFile(path.resolve(root, input)).then((contents) => hashOf(contents) === hash, () => false)),
  );
  return same.every(Boolean);
}

export async function cachedBundle(dir: string, key: string, root: string, bundle: () => Promise<esbuild.BuildResult>): Promise<Bundled> {
  const manifest = path.join(dir, 'bundle.json');
  const entry = await readFile(manifest, 'utf8')
    .then((text) => JSON.parse(text) as Entry)
    .catch(() => null);
  if (entry?.key === key && (await unchanged(entry, root))) {
    // As esbuild gives them: plain Uint8Arrays, not Buffers. A copy another build has just
    // tidied away makes this a miss, not an error.
    const outputFiles = await Promise.all(Object.entries(entry.outputs).map(async ([file, copy]) => ({ path: file, contents: await readFile(path.join(dir, copy)).then((bytes) => new Uint8Array(bytes), () => null) })));
    if (outputFiles.every((file) => file.contents !== null)) return { outputFiles: outputFiles as Bundled['outputFiles'], metafile: entry.metafile };
  }
  const result = await bundle();
  const outputFiles = result.outputFiles!;
  // Virtual modules and defines are not files: the key covers them.
  const inputs = Object.keys(result.metafile!.inputs).filter(isSourceFile);
  const hashes = await Promise.all(inputs.map(async (input) => hashOf(await readFile(path.resolve(root, input)))));
  const outputs = Object.fromEntries(outputFiles.map((file) => [file.path, `${hashOf(file.contents)}${path.extname(file.path)}`]));
  await Promise.all(outputFiles.map((file) => writeAtomically(path.join(dir, outputs[file.path]!), file.contents)));
  const fresh: Entry = { key, inputs: Object.fromEntries(inputs.map((input, i) => [input, hashes[i]!])), outputs, metafile: result.metafile! };
  await writeAtomically(manifest, JSON.stringify(fresh));
  // Copies no manifest has named for a while go; never another build's fresh or half-written ones.
  const kept = new Set(['bundle.json', ...Object.values(outputs)]);
  const old = Date.now() - STALE_AFTER_MS;
  for (const file of (await readdir(dir)).filter((name) => !kept.has(name) && !name.endsWith('.tmp'))) {
    const modified = await stat(path.join(dir, file)).then((s) => s.mtimeMs, () => Date.now());
    if (modified < old) await rm(path.join(dir, file), { force: true });
  }
  return { outputFiles: outputFiles.map((file) => ({ path: file.path, contents: file.contents })), metafile: result.metafile! };
}

/** The content of the generator's own sources: a change to how bundles are made invalidates them all. */
export async function sourcesHash(dir: string): Promise<string> {
  const files = (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter((file) => /\.(ts|tsx|mjs)$/.test(file) || file === 'package.json').sort();
  const contents = await Promise.all(files.map((file) => readFile(path.join(dir, file))));
  return hashOf(JSON.stringify(files.map((file, i) => [file, hashOf(contents[i]!)])));
}
