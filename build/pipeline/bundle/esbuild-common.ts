import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import type { Dirs } from '../dirs.ts';
import { BundleError } from '../errors.ts';
import { cacheKey, generatorSources, installedVersion } from '../../cache-key.mjs';
import { generatorDir, generatorModules, rel } from '../../paths.ts';

/**
 * What every esbuild bundle of site code shares (the server bundle, the island bundle, the CSS and
 * the generated-file modules), and how a bundle that runs in Node is loaded.
 */


/**
 * esbuild, loaded when a bundle has to be made: a build whose bundles all come from the cache
 * (bundle-cache.ts) neither loads it nor starts its service, which was 60 to 80 ms of a warm build.
 */
export const loadEsbuild = (): Promise<typeof esbuild> => import('esbuild');

/**
 * The key every kept bundle starts from (cache-key.mjs): the generator's code and esbuild, which
 * decide how bundles are made, and where the project and the generator are, since a bundle's
 * output paths and inputs are named by them.
 */
export const bundleKey = (d: Dirs, ...more: unknown[]): string =>
  cacheKey('bundle', generatorSources(generatorDir), installedVersion(generatorModules, 'esbuild'), generatorDir, generatorModules, d, ...more);

/**
 * Where bundles that run in Node are written and loaded from: next to the generator's
 * node_modules, so their external imports (react, pdfkit) always resolve. It is also their esbuild
 * outdir, which their inline source maps' paths are relative to.
 */
export const nodeBundleDir = path.join(generatorModules, '.cache', 'ssg-server');

export function commonOptions(d: Dirs) {
  return {
    bundle: true,
    write: false,
    metafile: true,
    logLevel: 'silent' as const,
    absWorkingDir: d.root,
    jsx: 'automatic' as const,
    // Site code imports its packages and the generator itself ('ssg', a link to build/) from the
    // generator's node_modules, wherever the site lives.
    nodePaths: [generatorModules],
  } satisfies esbuild.BuildOptions;
}

/**
 * `ssg` is the generator's own TypeScript (build/package.json names its entry points): a bundle
 * that runs in Node includes it, since Node cannot load it from node_modules the way it loads the
 * packages left external.
 */
const bundledGenerator: esbuild.Plugin = {
  name: 'ssg-bundled-generator',
  setup(build) {
    const require = createRequire(path.join(generatorModules, 'ssg'));
    build.onResolve({ filter: /^ssg(\/|$)/ }, (args) => ({ path: require.resolve(args.path) }));
  },
};

/**
 * Options for a bundle that runs in Node, with its own plugins: packages stay external (imported
 * from node_modules at run time), source maps are inline so stack traces and asset() messages name
 * the site files.
 */
export function nodeOptions(plugins: esbuild.Plugin[] = []) {
  return {
    platform: 'node' as const,
    format: 'esm' as const,
    packages: 'external' as const,
    sourcemap: 'inline' as const,
    // Stack traces need the mappings, not the sources: without them the bundle is a third smaller
    // and loads faster.
    sourcesContent: false,
    target: 'node20',
    keepNames: true,
    plugins: [bundledGenerator, ...plugins],
  } satisfies esbuild.BuildOptions;
}

/**
 * Loads a bundle's code as a module, from where esbuild meant it to be (its inline source map's
 * paths are relative to that folder), under a fresh name per load, so Node's module cache never
 * hands back an old version.
 */
export async function importBundle<T>(file: { path: string; contents: Uint8Array | string }): Promise<T> {
  await mkdir(path.dirname(file.path), { recursive: true });
  const target = `${file.path.replace(/\.m?js$/, '')}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`;
  await writeFile(target, file.contents);
  try {
    return (await import(pathToFileURL(target).href)) as T;
  } finally {
    await rm(target, { force: true });
  }
}

/** A metafile input that is a file, not a virtual module (`ssg:...`) or a define's value (`<define:...>`); `C:\\` is a file. */
export const isSourceFile = (input: string) => !input.startsWith('<') && (!/^[\w-]+:/.test(input) || /^[a-zA-Z]:[\\/]/.test(input));

/**
 * The folder of the installed package a metafile input belongs to (`node_modules/react`,
 * `../x/node_modules/@scope/name`), or null for a file of the project's own.
 */
export function packageDirOf(input: string): string | null {
  const match = /^(.*node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(input);
  return match ? match[1]! : null;
}

/** The files a bundle was made from, absolute (esbuild names them relative to `root`). */
export const sourceFilesOf = (metafile: esbuild.Metafile, root: string): string[] =>
  Object.keys(metafile.inputs)
    .filter(isSourceFile)
    .map((input) => path.resolve(root, input));

/**
 * esbuild's messages, each with the file, line and column it points at (esbuild counts columns
 * from 0, editors from 1) and the line itself with a caret under the place.
 */
export function formatMessages(root: string, messages: esbuild.Message[]): string {
  return messages
    .map((m) => {
      if (!m.location) return m.text;
      const { file, line, column, length, lineText } = m.location;
      const number = String(line);
      const gutter = ' '.repeat(number.length);
      // Tabs stay tabs under the caret, so it lines up however the terminal sets them.
      const lead = lineText.slice(0, column).replace(/[^\t]/g, ' ');
      const frame = lineText ? `\n  ${number} | ${lineText}\n  ${gutter} | ${lead}${'^'.repeat(Math.max(1, length))}` : '';
      return `${rel(root, path.resolve(root, file))}:${line}:${column + 1}: ${m.text}${frame}`;
    })
    .join('\n');
}

/** Runs an esbuild (re)build, turning its failure into a BundleError that lists each message. */
export async function run<T>(root: string, what: string, rebuild: () => Promise<T>): Promise<T> {
  try {
    return await rebuild();
  } catch (error) {
    const failure = error as esbuild.BuildFailure;
    if (failure.errors) throw new BundleError(`${what} failed:\n${formatMessages(root, failure.errors)}`);
    throw error;
  }
}
