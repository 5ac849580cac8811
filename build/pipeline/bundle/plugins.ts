import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { assetKey } from '../generated/generated-files.ts';
import { settledStamp } from '../file-stamp.ts';
import { rel } from '../../paths.ts';

/** Styles belong in site/styles/; a CSS import in a component would silently vanish otherwise. */
export function rejectCssImports(root: string): esbuild.Plugin {
  return {
    name: 'reject-css-imports',
    setup(build) {
      // Matches "x.css" and package style entries such as "swiper/css".
      build.onResolve({ filter: /(^|[/.])css$/ }, (args) => {
        if (args.kind !== 'import-statement' && args.kind !== 'dynamic-import') return undefined;
        return {
          errors: [{ text: `${rel(root, args.importer)} imports ${args.path}. Import CSS from site/styles/index.css (with @import) instead.` }],
        };
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
