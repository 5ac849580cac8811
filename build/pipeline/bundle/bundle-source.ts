import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { Dirs } from '../dirs.ts';
import { cachedBundle, type Bundled } from './bundle-cache.ts';
import { loadEsbuild } from './esbuild-common.ts';
import { reuseWhileUnchanged } from './reuse.ts';

/**
 * Where a bundler gets each bundle: `npm run build` from the disk cache while the bundle's inputs
 * are unchanged (bundle-cache.ts), the dev server from its last rebuild while none of its files
 * changed (reuse.ts); either makes it with `make` otherwise. `key` names what shaped the bundle
 * besides its files (entries, options).
 */
export type BundleSource = (name: string, key: string, make: () => Promise<esbuild.BuildResult>) => Promise<Bundled>;

export function bundleSource(d: Dirs, persistent: boolean, sharedKey: string): BundleSource {
  if (persistent) return (name, key, make) => cachedBundle(path.join(d.cache, 'bundles', name), JSON.stringify([sharedKey, key]), d.root, make);
  const reusers = new Map<string, (key: string, make: () => Promise<Bundled>) => Promise<Bundled>>();
  return (name, key, make) => {
    if (!reusers.has(name)) reusers.set(name, reuseWhileUnchanged<Bundled>(d.root));
    return reusers.get(name)!(key, () => make().then((result) => ({ outputFiles: result.outputFiles!, metafile: result.metafile! })));
  };
}

/**
 * An esbuild context made when its bundle first has to be built, so a build whose bundles all come
 * from a BundleSource never starts esbuild; made again when `key` (what its options come from,
 * such as the entry points) changes. The dev server's rebuilds through it are incremental.
 */
export function lazyContext() {
  let made: { key: string; context: Promise<esbuild.BuildContext> } | undefined;
  const disposed = (context: Promise<esbuild.BuildContext> | undefined) => context?.then((c) => c.dispose(), () => undefined);
  return {
    async rebuild(key: string, options: () => esbuild.BuildOptions): Promise<esbuild.BuildResult> {
      if (made?.key !== key) {
        const [old, fresh] = [made?.context, options()];
        made = { key, context: Promise.resolve(disposed(old)).then(async () => (await loadEsbuild()).context(fresh)) };
      }
      return (await made.context).rebuild();
    },
    async dispose(): Promise<void> {
      await disposed(made?.context);
      made = undefined;
    },
  };
}
