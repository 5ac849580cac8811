import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { SiteConfig } from '../config.ts';
import type { Dirs } from '../dirs.ts';
import { ISLANDS_URL_DIR } from '../../shared/contract.ts';
import { clientEntries } from '../../paths.ts';
import { NODE_MODULES_EXTERNAL, bareNodeModulesExternal } from './browser-boundary.ts';
import { commonOptions, nodeBundleDir, nodeOptions } from './esbuild-common.ts';
import { cssInComponents } from './plugins.ts';
import { partEntries, stylesheetPartsPlugin } from './stylesheet-parts.ts';
import { virtualEntries, type DiscoveredSite } from './virtual-entries.ts';

/** The three esbuild builds of a site, as options: what createBundler keeps a context of each. */

/** The server bundle: every page, layout and island, for rendering in Node. */
export function serverBundleOptions(d: Dirs, site: DiscoveredSite): esbuild.BuildOptions {
  return {
    ...commonOptions(d),
    ...nodeOptions([cssInComponents(d.root), virtualEntries(d, site)]),
    entryPoints: { server: 'ssg:server' },
    outdir: nodeBundleDir,
  };
}

/** The magic comment, first in a file, that asks Chromium to compile all of it eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The browser bundle: the loader, the 404 page's script, the vitals reporter and one entry per island, React in a shared chunk. */
export function browserBundleOptions(config: SiteConfig, d: Dirs, site: DiscoveredSite, dev: boolean): esbuild.BuildOptions {
  return {
    ...commonOptions(d),
    entryPoints: [
      { in: clientEntries.loader, out: 'loader' },
      ...(config.vitalsEndpoint ? [{ in: clientEntries.vitals, out: 'vitals' }] : []),
      { in: clientEntries.notFound, out: 'not-found' },
      ...site.islands.map((i) => ({ in: `ssg:island:${i.name}`, out: i.name })),
    ],
    outdir: path.join(d.out, ISLANDS_URL_DIR),
    platform: 'browser',
    format: 'esm',
    splitting: true,
    minify: true,
    target: config.browserTargets,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    define: {
      'process.env.NODE_ENV': dev ? '"development"' : '"production"',
      SSG_VITALS_ENDPOINT: JSON.stringify(config.vitalsEndpoint ?? ''),
    },
    legalComments: 'none',
    // Chromium's explicit compile hint (from Chrome 136; other browsers read a comment): a file
    // under /_islands/ is fetched only when it is about to run, so every function in it is compiled
    // while it streams in, on a background thread, instead of one by one on the main thread as React
    // evaluates and hydrates. The longest task of an island waking at Lighthouse's 4x slowdown went
    // from about 500 to 280 ms on About, 460 to 240 ms on Home.
    banner: { js: COMPILE_HINT },
    external: NODE_MODULES_EXTERNAL,
    plugins: [bareNodeModulesExternal, cssInComponents(d.root, config.browserTargets), virtualEntries(d, site)],
  };
}

/** The stylesheet, site/styles/index.css, with the files it uses (fonts, pictures) hashed into _assets/. */
export function stylesheetOptions(config: SiteConfig, d: Dirs, entry: string, imports: string[] | null): esbuild.BuildOptions {
  return {
    ...commonOptions(d),
    // index.css, and each file it imports on its own: the parts pages pick from (stylesheet-parts.ts).
    entryPoints: [entry, ...(imports ? partEntries(imports) : [])],
    plugins: imports ? [stylesheetPartsPlugin(entry, imports)] : [],
    outdir: d.out,
    entryNames: '_assets/[name]-[hash]',
    assetNames: '_assets/[name]-[hash]',
    publicPath: '/',
    minify: true,
    target: config.browserTargets,
    loader: { '.woff2': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file', '.avif': 'file' },
  };
}
