import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { assetKey } from '../generated/generated-files.ts';
import { settledStamp } from '../file-stamp.ts';
import { generatorModules, rel } from '../../paths.ts';

/** Marks the resolution cssInComponents asks esbuild for itself. */
const RESOLVING_CSS = Symbol('resolving CSS');

/**
 * CSS in components. Styles belong in site/styles/, which pages inline: a CSS import in a
 * component would silently vanish, so it fails the build. Except as text (`import css from
 * 'x.css' with { type: 'text' }`), for the styles of markup that only script makes, applied by
 * that script when it runs (PhotoSwipe's, site/shared/photoswipe.ts): minified, and inside the
 * chunk that needs them instead of every page's <style>.
 */
export function cssInComponents(root: string, targets?: string[]): esbuild.Plugin {
  return {
    name: 'css-in-components',
    setup(build) {
      // Matches "x.css" and package style entries such as "swiper/css".
      build.onResolve({ filter: /(^|[/.])css$/ }, async (args) => {
        if (args.pluginData === RESOLVING_CSS || (args.kind !== 'import-statement' && args.kind !== 'dynamic-import')) return undefined;
        if (args.with.type !== 'text') {
          return {
            errors: [{ text: `${rel(root, args.importer)} imports ${args.path}. Import CSS from site/styles/index.css (with @import) instead, or, for markup that only script makes, as text that the script applies: import css from '${args.path}' with { type: 'text' }.` }],
          };
        }
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: RESOLVING_CSS });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (!resolved.external) return { path: resolved.path };
        // Where packages stay external (the server's bundle), a package's stylesheet is bundled all the same: Node cannot import CSS.
        return { path: createRequire(args.importer).resolve(args.path, { paths: [args.resolveDir, generatorModules] }) };
      });
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        if (args.with.type !== 'text') return undefined;
        const { code } = await build.esbuild.transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true, target: targets });
        return { contents: code.trim(), loader: 'text' };
      });
    },
  };
}

export interface MissingAsset {
  file: string;
  line: number;
  asset: string;
}

/** asset('...') and image('...') calls with a literal path. */
const ASSET_CALL = /(?<![.\w])(?:asset|image)\(\s*(['"])([^'"]+)\1\s*[,)]/g;

/** Each site file's literal asset() and image() paths, by its stamp: a rebuild reads only files that changed. */
const literalCalls = new Map<string, { stamp: string; calls: { line: number; asset: string }[] }>();

async function callsIn(file: string): Promise<{ line: number; asset: string }[]> {
  const stamp = settledStamp(await stat(file));
  const known = literalCalls.get(file);
  if (stamp && known?.stamp === stamp) return known.calls;
  const source = await readFile(file, 'utf8');
  const calls = [...source.matchAll(ASSET_CALL)].map((match) => ({ line: source.slice(0, match.index).split('\n').length, asset: match[2]! }));
  if (stamp) literalCalls.set(file, { stamp, calls });
  return calls;
}

/**
 * The literal asset('...') and image('...') paths in `files` (the site modules a bundle was made
 * from) that name no file, so every missing file is reported with its file and line, all at once,
 * before any page renders. `generated` names the files site/generated/ modules make (paths in
 * assets/), which need not be on disk.
 */
export async function missingAssetsIn(files: string[], assetsDir: string, generated: ReadonlySet<string>): Promise<MissingAsset[]> {
  const found = await Promise.all(
    files.map(async (file) =>
      (await callsIn(file)).filter(({ asset }) => !existsSync(path.resolve(assetsDir, asset)) && !generated.has(assetKey(asset))).map((call) => ({ file, ...call })),
    ),
  );
  return found.flat();
}
