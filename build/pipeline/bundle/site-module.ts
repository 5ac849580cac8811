import path from 'node:path';
import type { Dirs } from '../dirs.ts';
import { hashOf } from '../assets/assets.ts';
import { cachedBundle } from './bundle-cache.ts';
import { bundleKey, commonOptions, importBundle, loadEsbuild, nodeBundleDir, nodeOptions, run } from './esbuild-common.ts';
import { rel } from '../../paths.ts';

/**
 * Loads one TypeScript module of the site (site.config.ts) and what it imports, bundled the way
 * pages are: the build runs as plain JavaScript, without a loader that could import .ts itself.
 * The bundle is kept in the cache between runs, like the pages' (bundle-cache.ts).
 */
export async function importSiteModule<T>(file: string, d: Dirs): Promise<T> {
  const key = bundleKey(d, file);
  const bundle = () => run(d.root, `Loading ${rel(d.root, file)}`, async () => (await loadEsbuild()).build({ ...commonOptions(d), ...nodeOptions(), entryPoints: [file], outdir: nodeBundleDir }));
  const result = await cachedBundle(path.join(d.cache, 'bundles', 'site-modules', hashOf(file)), key, d.root, bundle);
  return importBundle<T>(result.outputFiles.find((output) => output.path.endsWith('.js'))!);
}
