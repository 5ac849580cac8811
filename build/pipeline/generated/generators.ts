import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { Dirs } from '../dirs.ts';
import { BundleError, GeneratedFileError } from '../errors.ts';
import { commonOptions, nodeBundleDir, nodeOptions, run } from '../bundle/esbuild-common.ts';
import type { Bundled } from '../bundle/bundle-cache.ts';
import { lazyContext, type BundleSource } from '../bundle/bundle-source.ts';
import { generatorModules, rel } from '../../paths.ts';
import { isSiteModule, listFiles } from '../../list-files.ts';
import { generatorEntry, generatorEntryInput, virtualEntries } from '../bundle/virtual-entries.ts';

/**
 * site/generated/ holds modules that make files for assets/, named after the file each makes:
 * `generated/public/report.pdf.ts` makes `assets/public/report.pdf` (published at /report.pdf),
 * `generated/report-cover.png.ts` makes `assets/report-cover.png` for asset() and image(). Each
 * default-exports a Generator (generate.ts). A real file of the same name in assets/ wins.
 *
 * They are bundled apart from the pages, so a build whose generated files are all cached never
 * loads them or the libraries they use. Each bundle holds everything its output can depend on but
 * other files it reads through its context and the packages it imports: the site modules it
 * imports, and fonts or pictures imported from packages (as bytes, not external files); so the
 * bundle's code is its cache key.
 */

export interface GeneratorEntry {
  /** The module, absolute. */
  file: string;
  /** The file it makes: its path in assets/, with forward slashes. */
  target: string;
}

export interface GeneratorBundle extends GeneratorEntry {
  /** The module bundled for Node, and where esbuild meant to write it. */
  code: string;
  path: string;
  /** What the bundles were made from, as esbuild names them (metafile inputs). */
  inputs: string[];
}

const SOURCE = /\.[jt]sx?$/;

export async function discoverGenerators(d: Dirs): Promise<GeneratorEntry[]> {
  const files = (await listFiles(d.generated)).filter(isSiteModule);
  return files.sort().map((file) => {
    const target = file.replace(SOURCE, '');
    if (path.posix.extname(target) === '') {
      throw new GeneratedFileError(
        `${rel(d.root, path.join(d.generated, file))} does not say what file it makes. Name it after that file, extension included: e.g. generated/public/report.pdf.ts makes assets/public/report.pdf.`,
      );
    }
    return { file: path.join(d.generated, file), target };
  });
}

/** Imported files that are data, not code: bundled as their bytes (a Uint8Array default export). */
const BINARY_EXTENSIONS = ['.woff', '.woff2', '.ttf', '.otf', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.svg', '.icc'];
const loader = Object.fromEntries(BINARY_EXTENSIONS.map((ext) => [ext, 'binary' as const]));
/** Data files, JSON included (bundled as its value), that are bundled even from a package. */
const DATA = new RegExp(`(${[...BINARY_EXTENSIONS, '.json'].map((ext) => `\\${ext}`).join('|')})$`);

/**
 * Packages stay external, except the data files above imported from them (a font from
 * @fontsource, say), which are resolved here and bundled, so they are part of the bundle's hash.
 */
function bundlePackageData(): esbuild.Plugin {
  return {
    name: 'ssg-package-data',
    setup(build) {
      build.onResolve({ filter: DATA }, (args) => {
        if (args.path.startsWith('.') || path.isAbsolute(args.path)) return undefined;
        try {
          return { path: createRequire(path.join(generatorModules, 'package.json')).resolve(args.path, { paths: [args.resolveDir, generatorModules] }) };
        } catch {
          return { errors: [{ text: `Cannot find ${args.path} (imported by ${args.importer}). Install the package that holds it.` }] };
        }
      });
    },
  };
}

export interface GeneratorBundler {
  rebuild(entries: GeneratorEntry[]): Promise<GeneratorBundle[]>;
  dispose(): Promise<void>;
}

/**
 * One esbuild context for all of site/generated/, made only when `bundles` (bundle-source.ts) has
 * no bundle to reuse: `npm run build` keeps them on disk, and the dev server reuses them while
 * none of the files they were made from has changed (a rebuild after an edit to other content
 * skips them).
 */
export function createGeneratorBundler(d: Dirs, bundles: BundleSource): GeneratorBundler {
  const context = lazyContext();
  let last: { result: Bundled; bundles: GeneratorBundle[] } | undefined;

  return {
    async rebuild(entries) {
      if (entries.length === 0) return [];
      const key = JSON.stringify(entries);
      const options = (): esbuild.BuildOptions => ({
        ...commonOptions(d),
        ...nodeOptions([bundlePackageData(), virtualEntries(d, { pages: [], islands: [] })]),
        entryPoints: entries.map((entry) => ({ in: generatorEntry(entry.file), out: `generated/${entry.target}` })),
        outdir: nodeBundleDir,
        loader,
      });
      const result = await bundles('generated', key, () => run(d.root, 'Bundling site/generated/', () => context.rebuild(key, options)));
      if (last?.result === result) return last.bundles;
      const outputs = Object.entries(result.metafile.outputs);
      const made = entries.map((entry) => {
        const output = outputs.find(([, o]) => o.entryPoint === generatorEntryInput(entry.file))?.[0];
        const file = output && result.outputFiles.find((f) => f.path === path.resolve(d.root, output));
        if (!file) throw new BundleError(`${rel(d.root, entry.file)} produced no bundle.`);
        return { ...entry, code: Buffer.from(file.contents).toString('utf8'), path: file.path, inputs: Object.keys(result.metafile.inputs) };
      });
      last = { result, bundles: made };
      return made;
    },
    async dispose() {
      await context.dispose();
    },
  };
}
