import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { assetKey } from '../generated/generated-files.ts';

export const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

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

/** The literal asset('...') and image('...') paths in `source` that name no file. */
export function missingAssetsIn(file: string, source: string, assetsDir: string, generated: ReadonlySet<string>): MissingAsset[] {
  return [...source.matchAll(ASSET_CALL)]
    .filter((match) => !existsSync(path.resolve(assetsDir, match[2]!)) && !generated.has(assetKey(match[2]!)))
    .map((match) => ({ file, line: source.slice(0, match.index).split('\n').length, asset: match[2]! }));
}

/**
 * Checks every literal asset('...') and image('...') path in site code while esbuild reads it, so a missing file is
 * reported with its file and line, all at once, before any page renders. `generated` names the
 * files site/generated/ modules make (paths in assets/), which need not be on disk.
 */
export function checkAssetReferences(siteDir: string, assetsDir: string, missing: MissingAsset[], generated: () => ReadonlySet<string> = () => new Set()): esbuild.Plugin {
  return {
    name: 'check-asset-references',
    setup(build) {
      build.onStart(() => {
        missing.length = 0;
      });
      build.onLoad({ filter: /\.[jt]sx?$/ }, async (args) => {
        if (!args.path.startsWith(siteDir + path.sep)) return undefined;
        const source = await readFile(args.path, 'utf8');
        missing.push(...missingAssetsIn(args.path, source, assetsDir, generated()));
        return { contents: source, loader: path.extname(args.path).slice(1) as esbuild.Loader };
      });
    },
  };
}
