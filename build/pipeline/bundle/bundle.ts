import { existsSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { SiteConfig } from '../config.ts';
import type { Dirs } from '../dirs.ts';
import { discoverIslands, discoverLayout, discoverPages } from '../discover.ts';
import { MissingAssetError } from '../errors.ts';
import type { Bundled } from './bundle-cache.ts';
import { bundleSource, lazyContext } from './bundle-source.ts';
import { missingAssetsIn } from './plugins.ts';
import { bundleKey, importBundle, run, sourceFilesOf } from './esbuild-common.ts';
import { checkBrowserImports } from './browser-boundary.ts';
import { checkBundleIntegrity } from './bundle-integrity.ts';
import { browserBundleOptions, serverBundleOptions, stylesheetOptions } from './bundle-options.ts';
import { clientChunks, type ClientChunks } from './client-chunks.ts';
import { modulesReachedFrom } from './module-graph.ts';
import { describeParts, importsOf, partNumberOf, type PartsCache } from './stylesheet-parts.ts';
import type { Stylesheet } from '../render/page-stylesheet.ts';
import { SERVER_ENTRY_INPUT, islandEntryInput, type DiscoveredSite } from './virtual-entries.ts';
import type { RenderInput, RenderedPage } from '../render/render.tsx';
import type { AssetReference } from '../assets/assets.ts';
import type { ImageVariant } from '../assets/images.ts';
import { makeGenerated, type GeneratedFiles } from '../generated/generate.ts';
import { setGeneratedFiles } from '../generated/generated-files.ts';
import { settleSubjects } from '../art/subjects.ts';
import { createGeneratorBundler, discoverGenerators, type GeneratorEntry } from '../generated/generators.ts';
import { clientEntries, generatorDir, rel } from '../../paths.ts';
import { cacheKey, generatorSources } from '../../cache-key.mjs';

/**
 * esbuild, three ways: the server bundle (all pages, for rendering in Node), the client bundle
 * (the loader plus one entry per island, split so React is one shared chunk) and the CSS.
 * Contexts are kept, so the dev server's rebuilds are incremental.
 */

export interface OutputFile {
  /** Path relative to the output directory, with forward slashes. */
  path: string;
  contents: Uint8Array;
}

/** The site's modules, loaded inside the server bundle. */
export type LoadedSite = Pick<RenderInput, 'pages' | 'islands' | 'layout'>;

/** What the server bundle exports (virtual-entries.ts writes its entry). */
interface ServerBundle {
  renderPages(input: RenderInput): Promise<RenderedPage[]>;
  assetReferences(): AssetReference[];
  imageVariants(): ImageVariant[];
  /** Loads every page, island and the layout, with asset() and image() reading from `assetsDir`. */
  loadSite(assetsDir: string): Promise<LoadedSite>;
}

/** The server bundle with the site's modules loaded: what renders pages. */
export type LoadedServer = Omit<ServerBundle, 'loadSite'> & LoadedSite;

/**
 * The server bundle before it runs: a build that takes every page from the last one
 * (render/render-store.ts) never loads the site's modules, nor React's renderer.
 */
export interface ServerModule {
  /** The bundle's code: what every page's render runs. */
  code: Uint8Array;
  /** The pages as discovered, their files relative to the project root, in the order `load` gives them. */
  pages: { route: string; file: string }[];
  islands: { name: string }[];
  /** The modules the bundle was made from, by the metafile's names (relative to the project root). */
  modules: ReadonlySet<string>;
  /**
   * The modules a page's render runs (the page's file relative to the project root): what the
   * page and the layout import, and the renderer itself.
   */
  modulesOf(page: string): ReadonlySet<string>;
  /** Imports the bundle and loads the site's modules, once. */
  load(): Promise<LoadedServer>;
  /**
   * Settles what the build knows of each picture (art/subjects.ts), once: loading the bundle does,
   * and a build that renders no page still needs it to tell its stand-ins.
   */
  settlePictures(): Promise<void>;
}

export interface BundleResult extends ClientChunks {
  server: ServerModule;
  /** Every source file the browser bundle was made from (absolute): what ships to visitors. */
  browserSources: string[];
  /** The site's stylesheet: pages inline the parts they need (or all of it); redirect pages link its file. */
  stylesheet: Stylesheet | null;
  /** Client JS and CSS files, to be written to the output directory. */
  files: OutputFile[];
  /** The files site/generated/ made (in place before the pages were loaded, for asset() and image()). */
  generated: GeneratedFiles;
}

interface State extends DiscoveredSite {
  generated: GeneratorEntry[];
}

export interface Bundler {
  rebuild(): Promise<BundleResult>;
  dispose(): Promise<void>;
}

export async function createBundler(config: SiteConfig, d: Dirs, options: { dev?: boolean } = {}): Promise<Bundler> {
  const state: State = { pages: [], islands: [], generated: [] };
  const persistent = !options.dev;
  const partsCache: PartsCache = persistent ? d.cache : 'memory';
  const bundles = bundleSource(d, persistent, persistent ? bundleKey(d) : '');
  const generators = createGeneratorBundler(d, bundles);
  const settings = JSON.stringify([config.vitalsEndpoint ?? null, config.browserTargets]);
  // `key` is what a bundle's options are made from besides the config: its context is made again
  // when it changes. Only the pages' bundle names the pages (its key is the whole discovered site,
  // the generators too, which its asset check reads), so adding a page bundles the islands and the
  // stylesheet no sooner than their own files change.
  const bundleOnce = (name: string, what: string, context: ReturnType<typeof lazyContext>, options: () => esbuild.BuildOptions, key: string): Promise<Bundled> =>
    bundles(name, `${settings}${key}`, () => run(d.root, what, () => context.rebuild(key, options)));

  const serverCtx = lazyContext();
  const clientCtx = lazyContext();
  const cssCtx = lazyContext();
  const cssEntry = path.join(d.styles, 'index.css');

  async function styles(): Promise<{ stylesheet: Stylesheet | null; files: OutputFile[] }> {
    if (!existsSync(cssEntry)) return { stylesheet: null, files: [] };
    // The parts are index.css's imports: a new list of them needs a new context.
    const imports = await importsOf(cssEntry, partsCache);
    const result = await bundleOnce('styles', 'Bundling site/styles/index.css', cssCtx, () => stylesheetOptions(config, d, cssEntry, imports), JSON.stringify(imports));
    const text = (contents: Uint8Array) => Buffer.from(contents).toString('utf8');
    const files: OutputFile[] = [];
    const parts: string[] = [];
    for (const f of result.outputFiles) {
      // The parts are for pages to inline, never published.
      const part = partNumberOf(result.metafile.outputs[rel(d.root, f.path)]?.entryPoint);
      if (part === null) files.push({ path: rel(d.out, f.path), contents: f.contents });
      else parts[part] = text(f.contents);
    }
    const css = files.find((f) => f.path.endsWith('.css'));
    const described = imports ? await describeParts(parts, partsCache) : null;
    return { stylesheet: css ? { url: `/${css.path}`, css: text(css.contents), parts: described } : null, files };
  }

  async function client(): Promise<ClientChunks & { files: OutputFile[]; browserSources: string[] }> {
    const result = await bundleOnce('islands', 'Bundling islands', clientCtx, () => browserBundleOptions(config, d, state, Boolean(options.dev)), JSON.stringify(state.islands));
    const generatorEntries = [clientEntries.loader, clientEntries.notFound, ...(config.vitalsEndpoint ? [clientEntries.vitals] : [])];
    checkBrowserImports(result.metafile, d, [
      ...state.islands.map((island) => ({ input: islandEntryInput(island.name), file: island.file })),
      ...generatorEntries.map((file) => ({ input: rel(d.root, file), file })),
    ]);
    checkBundleIntegrity(result.metafile, d, 'The browser bundle');
    const files = result.outputFiles.map((f) => ({ path: rel(d.out, f.path), contents: f.contents }));
    const browserSources = sourceFilesOf(result.metafile, d.root);
    return { ...clientChunks(result.metafile, d, state.islands, Boolean(config.vitalsEndpoint)), files, browserSources };
  }

  /**
   * Generated files first, since page modules may use them as they load; the old ones are
   * forgotten while generators run, so none of them sees a previous build's file.
   */
  async function generated(): Promise<GeneratedFiles> {
    const bundles = await generators.rebuild(state.generated);
    setGeneratedFiles(d.assets, new Map());
    const made = await makeGenerated(bundles, d, { stale: Boolean(options.dev) });
    setGeneratedFiles(d.assets, new Map(made.files.map((file) => [file.target, file.file])));
    return made;
  }

  async function server(ready: Promise<unknown>): Promise<ServerModule> {
    const result = await bundleOnce('pages', 'Bundling pages', serverCtx, () => serverBundleOptions(d, state), JSON.stringify(state));
    checkBundleIntegrity(result.metafile, d, 'The pages bundle');
    const siteFiles = sourceFilesOf(result.metafile, d.root).filter((file) => file.startsWith(d.site + path.sep) && /\.[jt]sx?$/.test(file));
    const missingAssets = await missingAssetsIn(siteFiles, d.assets, new Set(state.generated.map((g) => g.target)));
    if (missingAssets.length > 0) {
      const lines = missingAssets.map((m) => `${rel(d.root, m.file)}:${m.line} uses ${rel(d.root, path.resolve(d.assets, m.asset))}, which does not exist.`);
      throw new MissingAssetError(`${lines.join('\n')}\nAdd the file, or fix the path (asset() and image() paths are relative to ${rel(d.root, d.assets)}/).`);
    }
    const file = result.outputFiles.find((f) => f.path.endsWith('.js'))!;
    let loaded: Promise<LoadedServer> | undefined;
    let settled: Promise<void> | undefined;
    const settlePictures = () =>
      (settled ??= (async () => {
        await ready;
        await settleSubjects(d.assets, path.join(d.cache, 'subjects.json'), cacheKey('subjects', generatorSources(generatorDir)));
      })());
    const load = async () => {
      await settlePictures();
      const { loadSite, ...rendering } = await importBundle<ServerBundle>(file);
      return { ...rendering, ...(await loadSite(d.assets)) };
    };
    // The dev server renders on every rebuild: its bundle loads while the others are made.
    if (options.dev) (loaded = load()).catch(() => undefined);
    const { metafile } = result;
    const modules = new Set(Object.keys(metafile.inputs));
    const shared = modulesReachedFrom(metafile, SERVER_ENTRY_INPUT, { dynamic: false });
    if (state.layout) for (const file of modulesReachedFrom(metafile, rel(d.root, state.layout))) shared.add(file);
    const modulesOf = (page: string) => new Set([...shared, ...modulesReachedFrom(metafile, page)]);
    return {
      code: file.contents,
      pages: state.pages.map((page) => ({ route: page.route, file: rel(d.root, page.file) })),
      islands: state.islands.map((island) => ({ name: island.name })),
      modules,
      modulesOf,
      load: () => (loaded ??= load()),
      settlePictures,
    };
  }

  return {
    async rebuild() {
      [state.pages, state.islands, state.generated] = await Promise.all([discoverPages(d), discoverIslands(d), discoverGenerators(d)]);
      state.layout = discoverLayout(d);
      const files = generated();
      const [serverModule, clientResult, css, generatedFiles] = await Promise.all([server(files), client(), styles(), files]);
      const { files: clientFiles, ...chunks } = clientResult;
      return { ...chunks, server: serverModule, stylesheet: css.stylesheet, files: [...clientFiles, ...css.files], generated: generatedFiles };
    },
    async dispose() {
      await Promise.all([serverCtx.dispose(), clientCtx.dispose(), cssCtx.dispose(), generators.dispose()]);
    },
  };
}
