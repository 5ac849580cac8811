import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { Dirs } from '../dirs.ts';
import type { IslandEntry, PageEntry } from '../discover.ts';
import { clientEntries, generatorDir, rel } from '../../paths.ts';

/**
 * The entry modules esbuild starts from, written from what discovery found: `ssg:server`, the
 * server bundle that renders every page, `ssg:island:Name`, one browser entry per island, and
 * `ssg:generator:/path`, one Node entry per module in site/generated/.
 *
 * The Node entries import site modules lazily, from a load function that first gives the asset
 * pipeline the config's assets folder: site modules call asset() and image() as they load.
 */

export interface DiscoveredSite {
  pages: PageEntry[];
  islands: IslandEntry[];
  /** site/layouts/Layout.tsx, if there is one. */
  layout?: string | undefined;
}

/** esbuild names a virtual entry `namespace:path` in its metafile. */
export const islandEntryInput = (name: string) => `ssg:ssg:island:${name}`;
export const SERVER_ENTRY_INPUT = 'ssg:ssg:server';

const importPath = (file: string) => JSON.stringify(file.split(path.sep).join('/'));
const pipeline = (file: string) => importPath(path.join(generatorDir, 'pipeline', file));

const SET_ASSETS_DIR = `import { setAssetsDir } from ${pipeline('assets/assets.ts')};`;

/** The server bundle's entry: the page renderer, and loadSite(assetsDir), which loads the site's modules. */
function serverEntry(d: Dirs, site: DiscoveredSite): string {
  const { layout } = site;
  const pages = site.pages.map((_, i) => `page${i}`);
  const islands = site.islands.map((_, i) => `island${i}`);
  const loads = [layout ? `import(${importPath(layout)})` : 'Promise.resolve({})', ...[...site.pages, ...site.islands].map((entry) => `import(${importPath(entry.file)})`)];
  return [
    SET_ASSETS_DIR,
    `export { renderPages } from ${pipeline('render/render.tsx')};`,
    `export { assetReferences } from ${pipeline('assets/assets.ts')};`,
    `export { imageVariants } from ${pipeline('assets/images.ts')};`,
    `export async function loadSite(assetsDir) {`,
    `  setAssetsDir(assetsDir);`,
    `  const [layout, ${[...pages, ...islands].join(', ')}] = await Promise.all([${loads.join(', ')}]);`,
    `  return {`,
    `    layout,`,
    `    pages: [${site.pages.map((p, i) => `{ route: ${JSON.stringify(p.route)}, file: ${JSON.stringify(rel(d.root, p.file))}, module: ${pages[i]} }`).join(', ')}],`,
    `    islands: [${site.islands.map((isl, i) => `{ name: ${JSON.stringify(isl.name)}, component: ${islands[i]}.default }`).join(', ')}],`,
    `  };`,
    `}`,
  ].join('\n');
}

/** An island's browser entry: its component, hydrated by the React adapter. */
function islandEntry(file: string): string {
  return [
    `import Component from ${importPath(file)};`,
    `import { hydrateIsland } from ${importPath(clientEntries.reactAdapter)};`,
    `export const hydrate = (element, props) => hydrateIsland(element, Component, props);`,
  ].join('\n');
}

/** A generator's entry: load(assetsDir) gives its module. */
export const generatorEntry = (file: string) => `ssg:generator:${file}`;
export const generatorEntryInput = (file: string) => `ssg:${generatorEntry(file)}`;

function generatorModule(file: string): string {
  return [SET_ASSETS_DIR, `export async function load(assetsDir) {`, `  setAssetsDir(assetsDir);`, `  return import(${importPath(file)});`, `}`].join('\n');
}

export function virtualEntries(d: Dirs, site: DiscoveredSite): esbuild.Plugin {
  return {
    name: 'ssg-virtual-entries',
    setup(build) {
      build.onResolve({ filter: /^ssg:/ }, (args) => ({ path: args.path, namespace: 'ssg' }));
      build.onLoad({ filter: /.*/, namespace: 'ssg' }, (args) => {
        if (args.path === 'ssg:server') return { contents: serverEntry(d, site), loader: 'js', resolveDir: d.root };
        if (args.path.startsWith('ssg:generator:')) return { contents: generatorModule(args.path.slice('ssg:generator:'.length)), loader: 'js', resolveDir: d.root };
        const name = args.path.slice('ssg:island:'.length);
        const island = site.islands.find((i) => i.name === name);
        if (!island) return { errors: [{ text: `unknown island ${name}` }] };
        return { contents: islandEntry(island.file), loader: 'js', resolveDir: d.root };
      });
    },
  };
}
