import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { Dirs, SiteConfig } from './config.ts';
import { ISLANDS_URL_DIR } from './contract.ts';
import { discoverIslands, discoverPages, type IslandEntry, type PageEntry } from './discover.ts';
import { MissingAssetError, MissingIslandChunkError } from './errors.ts';
import { cachedBundle, sourcesHash, type Bundled } from './bundle-cache.ts';
import { checkAssetReferences, missingAssetsIn, rejectCssImports, rel, type MissingAsset } from './plugins.ts';
import { commonOptions, importBundle, nodeBundleDir, nodeOptions, run } from './esbuild-common.ts';
import type { IslandChunk } from './island.tsx';
import type { RenderInput, RenderedPage } from './render.tsx';
import type { AssetReference } from './assets.ts';
import type { ImageVariant } from './images.ts';
import { makeGenerated, type GeneratedFiles } from './generate.ts';
import { setGeneratedFiles } from './generated-files.ts';
import { createGeneratorBundler, discoverGenerators, type GeneratorEntry } from './generators.ts';

/**
 * esbuild, three ways: the server bundle (all pages, for rendering in Node), the client bundle
 * (the loader plus one entry per island, split so React is one shared chunk) and the CSS.
 * Contexts are kept, so the dev server's rebuilds are incremental.
 */

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const LOADER = path.join(buildDir, 'client', 'loader.ts');
const VITALS = path.join(buildDir, 'client', 'vitals.ts');
const NOT_FOUND = path.join(buildDir, 'client', 'not-found.ts');
const REACT_ADAPTER = path.join(buildDir, 'client', 'react.tsx');
const RENDER = path.join(buildDir, 'render.tsx');
const ASSETS = path.join(buildDir, 'assets.ts');
const IMAGES = path.join(buildDir, 'images.ts');

/** The bundled stylesheet: its URL (url() references in it are absolute) and its text. */
export interface Stylesheet {
  url: string;
  css: string;
}

export interface OutputFile {
  /** Path relative to the output directory, with forward slashes. */
  path: string;
  contents: Uint8Array;
}

export interface ServerModule {
  renderPages(input: RenderInput): RenderedPage[];
  assetReferences(): AssetReference[];
  imageVariants(): ImageVariant[];
  pages: RenderInput['pages'];
  islands: RenderInput['islands'];
  layout: RenderInput['layout'];
}

export interface BundleResult {
  server: ServerModule;
  chunks: Record<string, IslandChunk>;
  loader: IslandChunk;
  /** The Web Vitals reporter, when the config names an endpoint. */
  vitals: string | null;
  /** The 404 page's script: another spelling of a route to the route, anything else home. */
  notFound: string;
  /** The site's stylesheet: every page inlines it; redirect pages link its file. */
  stylesheet: Stylesheet | null;
  /** Client JS and CSS files, to be written to the output directory. */
  files: OutputFile[];
  /** The files site/generated/ made (in place before the pages were loaded, for asset() and image()). */
  generated: GeneratedFiles;
}

const importPath = (file: string) => JSON.stringify(file.split(path.sep).join('/'));

interface State {
  pages: PageEntry[];
  islands: IslandEntry[];
  generated: GeneratorEntry[];
}

function virtualEntries(d: Dirs, state: State): esbuild.Plugin {
  const layout = ['Layout.tsx', 'Layout.jsx', 'Layout.ts'].map((f) => path.join(d.layouts, f)).find(existsSync);
  return {
    name: 'ssg-virtual-entries',
    setup(build) {
      build.onResolve({ filter: /^ssg:/ }, (args) => ({ path: args.path, namespace: 'ssg' }));
      build.onLoad({ filter: /.*/, namespace: 'ssg' }, (args) => {
        if (args.path === 'ssg:server') {
          const lines = [
            `export { renderPages } from ${importPath(RENDER)};`,
            `export { assetReferences } from ${importPath(ASSETS)};`,
            `export { imageVariants } from ${importPath(IMAGES)};`,
            layout ? `import * as layout from ${importPath(layout)}; export { layout };` : 'export const layout = {};',
            ...state.pages.map((p, i) => `import * as page${i} from ${importPath(p.file)};`),
            ...state.islands.map((isl, i) => `import island${i} from ${importPath(isl.file)};`),
            `export const pages = [${state.pages.map((p, i) => `{ route: ${JSON.stringify(p.route)}, file: ${JSON.stringify(rel(d.root, p.file))}, module: page${i} }`).join(', ')}];`,
            `export const islands = [${state.islands.map((isl, i) => `{ name: ${JSON.stringify(isl.name)}, component: island${i} }`).join(', ')}];`,
          ];
          return { contents: lines.join('\n'), loader: 'ts', resolveDir: d.root };
        }
        const name = args.path.slice('ssg:island:'.length);
        const island = state.islands.find((i) => i.name === name);
        if (!island) return { errors: [{ text: `unknown island ${name}` }] };
        return {
          contents: [
            `import Component from ${importPath(island.file)};`,
            `import { hydrateIsland } from ${importPath(REACT_ADAPTER)};`,
            `export const hydrate = (element, props) => hydrateIsland(element, Component, props);`,
          ].join('\n'),
          loader: 'js',
          resolveDir: d.root,
        };
      });
    },
  };
}

export interface Bundler {
  rebuild(): Promise<BundleResult>;
  dispose(): Promise<void>;
}

export async function createBundler(config: SiteConfig, d: Dirs, options: { dev?: boolean } = {}): Promise<Bundler> {
  const state: State = { pages: [], islands: [], generated: [] };
  const generators = createGeneratorBundler(d);
  const missingAssets: MissingAsset[] = [];
  const common = commonOptions(d);

  // `npm run build` reuses bundles from its last run while their inputs are unchanged; the dev
  // server's contexts rebuild incrementally instead (bundle-cache.ts).
  const persistent = !options.dev;
  const generatorSources = persistent ? await sourcesHash(buildDir) : '';
  const bundleOnce = (name: string, what: string, ctx: esbuild.BuildContext): Promise<Bundled> => {
    const rebuild = () => run(d.root, what, () => ctx.rebuild());
    if (!persistent) return rebuild().then((result) => ({ outputFiles: result.outputFiles!, metafile: result.metafile!, cached: false }));
    const key = JSON.stringify([generatorSources, esbuild.version, d, state, config.vitalsEndpoint ?? null, config.browserTargets]);
    return cachedBundle(path.join(d.cache, 'bundles', name), key, d.root, rebuild);
  };

  let serverCtx: esbuild.BuildContext | undefined;
  let clientCtx: esbuild.BuildContext | undefined;
  let cssCtx: esbuild.BuildContext | undefined;
  const cssEntry = path.join(d.styles, 'index.css');

  async function contexts() {
    // Entry points change when pages or islands are added, so contexts follow the discovered set.
    const key = JSON.stringify(state);
    if (serverCtx && clientCtx && key === lastKey) return;
    lastKey = key;
    await Promise.all([serverCtx?.dispose(), clientCtx?.dispose()]);
    serverCtx = await esbuild.context({
      ...common,
      ...nodeOptions(d),
      entryPoints: { server: 'ssg:server' },
      outdir: nodeBundleDir,
      plugins: [rejectCssImports(d.root), checkAssetReferences(d.site, d.assets, missingAssets, () => new Set(state.generated.map((g) => g.target))), virtualEntries(d, state)],
    });
    clientCtx = await esbuild.context({
      ...common,
      entryPoints: [
        { in: LOADER, out: 'loader' },
        ...(config.vitalsEndpoint ? [{ in: VITALS, out: 'vitals' }] : []),
        { in: NOT_FOUND, out: 'not-found' },
        ...state.islands.map((i) => ({ in: `ssg:island:${i.name}`, out: i.name })),
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
        'process.env.NODE_ENV': options.dev ? '"development"' : '"production"',
        SSG_VITALS_ENDPOINT: JSON.stringify(config.vitalsEndpoint ?? ''),
        SSG_ROUTES: JSON.stringify(state.pages.map((page) => page.route)),
      },
      legalComments: 'none',
      plugins: [rejectCssImports(d.root), virtualEntries(d, state)],
    });
  }
  let lastKey = '';

  async function styles(): Promise<{ stylesheet: Stylesheet | null; files: OutputFile[] }> {
    if (!existsSync(cssEntry)) return { stylesheet: null, files: [] };
    cssCtx ??= await esbuild.context({
      ...common,
      entryPoints: [cssEntry],
      outdir: d.out,
      entryNames: '_assets/[name]-[hash]',
      assetNames: '_assets/[name]-[hash]',
      publicPath: '/',
      minify: true,
      target: config.browserTargets,
      loader: { '.woff2': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file', '.avif': 'file' },
    });
    const result = await bundleOnce('styles', 'Bundling site/styles/index.css', cssCtx);
    const files = result.outputFiles!.map((f) => ({ path: rel(d.out, f.path), contents: f.contents }));
    const css = files.find((f) => f.path.endsWith('.css'));
    return { stylesheet: css ? { url: `/${css.path}`, css: Buffer.from(css.contents).toString('utf8') } : null, files };
  }

  async function client() {
    const result = await bundleOnce('islands', 'Bundling islands', clientCtx!);
    const outputs = result.metafile!.outputs;
    const urlOf = (outPath: string) => `/${rel(d.out, path.resolve(d.root, outPath))}`;
    const staticImports = (outPath: string, seen = new Set<string>()): string[] => {
      for (const imp of outputs[outPath]?.imports ?? []) {
        if (imp.kind !== 'import-statement' || seen.has(imp.path)) continue;
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
      return [...seen].map(urlOf);
    };
    const chunkOf = (entryPoint: string): IslandChunk | undefined => {
      const out = Object.entries(outputs).find(([, o]) => o.entryPoint === entryPoint)?.[0];
      return out ? { src: urlOf(out), imports: staticImports(out) } : undefined;
    };
    const chunks: Record<string, IslandChunk> = {};
    for (const island of state.islands) {
      // esbuild names virtual entries namespace:path in the metafile.
      const chunk = chunkOf(`ssg:ssg:island:${island.name}`);
      if (!chunk) {
        throw new MissingIslandChunkError(`${rel(d.root, island.file)} produced no chunk. Check that it default-exports a component.`);
      }
      chunks[island.name] = chunk;
    }
    const loader = chunkOf(rel(d.root, LOADER));
    if (!loader) throw new MissingIslandChunkError('build/client/loader.ts produced no chunk.');
    const vitals = config.vitalsEndpoint ? (chunkOf(rel(d.root, VITALS))?.src ?? null) : null;
    const notFound = chunkOf(rel(d.root, NOT_FOUND));
    if (!notFound) throw new MissingIslandChunkError('build/client/not-found.ts produced no chunk.');
    const files = result.outputFiles!.map((f) => ({ path: rel(d.out, f.path), contents: f.contents }));
    return { chunks, loader, vitals, notFound: notFound.src, files };
  }

  /**
   * Generated files first, since page modules may use them as they load; the old ones are
   * forgotten while generators run, so none of them sees a previous build's file.
   */
  async function generated(): Promise<GeneratedFiles> {
    const bundles = await generators.rebuild(state.generated);
    setGeneratedFiles(d.assets, new Map());
    const made = await makeGenerated(bundles, d);
    setGeneratedFiles(d.assets, new Map(made.files.map((file) => [file.target, file.file])));
    return made;
  }

  async function server(ready: Promise<unknown>): Promise<ServerModule> {
    const result = await bundleOnce('pages', 'Bundling pages', serverCtx!);
    if (result.cached) {
      // No plugin ran: check the site files the bundle was made from for asset() paths again.
      missingAssets.length = 0;
      const generatedTargets = new Set(state.generated.map((g) => g.target));
      const siteFiles = Object.keys(result.metafile.inputs).map((input) => path.resolve(d.root, input)).filter((file) => file.startsWith(d.site + path.sep) && /\.[jt]sx?$/.test(file));
      for (const file of siteFiles) missingAssets.push(...missingAssetsIn(file, await readFile(file, 'utf8'), d.assets, generatedTargets));
    }
    if (missingAssets.length > 0) {
      const lines = missingAssets.map((m) => `${rel(d.root, m.file)}:${m.line} uses ${rel(d.root, path.resolve(d.assets, m.asset))}, which does not exist.`);
      throw new MissingAssetError(`${lines.join('\n')}\nAdd the file, or fix the path (asset() and image() paths are relative to ${rel(d.root, d.assets)}/).`);
    }
    const file = result.outputFiles!.find((f) => f.path.endsWith('.js'))!;
    await ready;
    return importBundle<ServerModule>(file);
  }

  return {
    async rebuild() {
      [state.pages, state.islands, state.generated] = await Promise.all([discoverPages(d), discoverIslands(d), discoverGenerators(d)]);
      await contexts();
      const files = generated();
      const [serverModule, clientResult, css, generatedFiles] = await Promise.all([server(files), client(), styles(), files]);
      return {
        server: serverModule,
        chunks: clientResult.chunks,
        loader: clientResult.loader,
        vitals: clientResult.vitals,
        notFound: clientResult.notFound,
        stylesheet: css.stylesheet,
        files: [...clientResult.files, ...css.files],
        generated: generatedFiles,
      };
    },
    async dispose() {
      await Promise.all([serverCtx?.dispose(), clientCtx?.dispose(), cssCtx?.dispose(), generators.dispose()]);
    },
  };
}
