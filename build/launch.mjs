// @ts-check
/**
 * Where `npm run build | start | dev | preview` begin: runs build/cli.ts without a TypeScript
 * loader. Node cannot run TypeScript, and loading tsx and compiling the build's modules through it
 * took about half a second of every build, more than the build itself. So the CLI and the
 * modules it imports from build/ are bundled by esbuild into one file in .cache/cli/ (npm packages
 * stay external, loaded as Node loads them) and bundled again when its key changes (cache-key.mjs):
 * a file in build/, esbuild, Node, or where this checkout is, since the bundle embeds that path.
 * The TypeScript stays the source; nothing compiled is committed.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheKey, generatorSources, installedVersion } from './cache-key.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(buildDir);
const cacheDir = path.join(root, '.cache', 'cli');
const bundle = path.join(cacheDir, 'cli.mjs');
const stampFile = path.join(cacheDir, 'key');

// A copy of another checkout's bundle would run that checkout's generator and packages.
const stamp = cacheKey('cli', generatorSources(buildDir), installedVersion(path.join(root, 'node_modules'), 'esbuild'), buildDir);
if (!existsSync(bundle) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  const esbuild = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  const { outputFiles } = await esbuild.build({
    entryPoints: [path.join(buildDir, 'cli.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    // One URL for every module in the bundle: build/cli.ts's. The one module that places files by
    // its URL, build/paths.ts, sits beside it.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.join(buildDir, 'cli.ts')).href) },
    // Stack traces point at build/**/*.ts (build() turns source maps on); they need the mappings,
    // not the sources, which were three quarters of the map Node parses at every start.
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
    write: false,
  });
  // Written aside and renamed into place: two builds starting at once never load half a file.
  for (const file of [...outputFiles, { path: stampFile, contents: Buffer.from(stamp) }]) {
    const aside = `${file.path}.${process.pid}`;
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
}
await import(pathToFileURL(bundle).href);
