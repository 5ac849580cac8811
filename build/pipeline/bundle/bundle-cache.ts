import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { hashOf } from '../assets/assets.ts';
import { writeAtomically } from '../disk-cache.ts';
import { settledStamp } from '../file-stamp.ts';
import { isSourceFile, packageDirOf } from './esbuild-common.ts';

/**
 * esbuild bundles kept between runs of `npm run build`. esbuild has no cache of its own, and
 * bundling the pages, the islands and the stylesheet was two-thirds of a warm build. A bundle is
 * reused while its key (cache-key.mjs: the generator, esbuild, the paths it names, the options and
 * virtual modules that shaped it) and every file it was made from (esbuild's metafile inputs and
 * their packages' package.json, compared by content) are unchanged; otherwise it is made again.
 * An input whose stamp (file-stamp.ts) is the one it had when last hashed is not read again: the
 * client bundle's inputs are most of React, and reading and hashing them took 20 ms of each build.
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
  /** Input path to its stamp when it was hashed, if it had settled by then. */
  stamps: Record<string, string>;
  /** Output path to the name of its copy in the cache folder. */
  outputs: Record<string, string>;
  metafile: esbuild.Metafile;
}

/**
 * Whether every input still has the content it had; inputs read to find out (their stamps had
 * moved, say after a checkout) get their new stamps in `entry`, and `restamped` says so.
 */
async function unchanged(entry: Entry, root: string, since: number): Promise<{ same: boolean; restamped: boolean }> {
  let restamped = false;
  const same = await Promise.all(
    Object.entries(entry.inputs).map(async ([input, hash]) => {
      const file = path.resolve(root, input);
      const now = await stat(file).catch(() => null);
      if (!now) return false;
      const stamp = settledStamp(now, since);
      if (stamp !== undefined && entry.stamps[input] === stamp) return true;
      if (hashOf(await readFile(file).catch(() => '')) !== hash) return false;
      if (stamp !== undefined) [entry.stamps[input], restamped] = [stamp, true];
      return true;
    }),
  );
  return { same: same.every(Boolean), restamped };
}

/** The stamps of `inputs` that had settled by `since`. */
async function stampsOf(inputs: string[], root: string, since: number): Promise<Record<string, string>> {
  const stamps: Record<string, string> = {};
  await Promise.all(
    inputs.map(async (input) => {
      const stamp = await stat(path.resolve(root, input)).then((now) => settledStamp(now, since), () => undefined);
      if (stamp !== undefined) stamps[input] = stamp;
    }),
  );
  return stamps;
}

/** `inputs` and the package.json of each package they include (paths relative to `root`). */
function withPackageManifests(inputs: string[], root: string): string[] {
  const manifests = new Set<string>();
  for (const input of inputs) {
    const packageDir = packageDirOf(input);
    if (packageDir) manifests.add(path.join(packageDir, 'package.json'));
  }
  return [...inputs, ...[...manifests].filter((manifest) => existsSync(path.resolve(root, manifest)))];
}

export async function cachedBundle(dir: string, key: string, root: string, bundle: () => Promise<esbuild.BuildResult>): Promise<Bundled> {
  const manifest = path.join(dir, 'bundle.json');
  const started = Date.now();
  const entry = await readFile(manifest, 'utf8')
    .then((text) => JSON.parse(text) as Entry)
    // A manifest written before stamps were kept has none: its inputs are read once more.
    .then((entry) => ({ ...entry, stamps: entry.stamps ?? {} }))
    .catch(() => null);
  const check = entry?.key === key ? await unchanged(entry, root, started) : null;
  if (entry && check?.same) {
    // As esbuild gives them: plain Uint8Arrays, not Buffers. A copy another build has just
    // tidied away makes this a miss, not an error.
    const outputFiles = await Promise.all(Object.entries(entry.outputs).map(async ([file, copy]) => ({ path: file, contents: await readFile(path.join(dir, copy)).then((bytes) => new Uint8Array(bytes), () => null) })));
    if (outputFiles.every((file) => file.contents !== null)) {
      if (check.restamped) await writeAtomically(manifest, JSON.stringify(entry));
      return { outputFiles: outputFiles as Bundled['outputFiles'], metafile: entry.metafile };
    }
  }
  const result = await bundle();
  const outputFiles = result.outputFiles!;
  // Virtual modules and defines are not files: the key covers them. The package.json of every
  // package the bundle took files from is an input too, so installing another version of one
  // makes the bundle again even where the files it took read the same.
  const inputs = withPackageManifests(Object.keys(result.metafile!.inputs).filter(isSourceFile), root);
  const hashes = await Promise.all(inputs.map(async (input) => hashOf(await readFile(path.resolve(root, input)))));
  // Stamps from before esbuild read the files: one saved while it bundled is not trusted.
  const stamps = await stampsOf(inputs, root, started);
  const outputs = Object.fromEntries(outputFiles.map((file) => [file.path, `${hashOf(file.contents)}${path.extname(file.path)}`]));
  await Promise.all(outputFiles.map((file) => writeAtomically(path.join(dir, outputs[file.path]!), file.contents)));
  const fresh: Entry = { key, inputs: Object.fromEntries(inputs.map((input, i) => [input, hashes[i]!])), stamps, outputs, metafile: result.metafile! };
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
