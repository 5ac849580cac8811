import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { jsBudgetFor, type SiteConfig } from './config.ts';
import { dirs } from './dirs.ts';
import { createBundler, type Bundler } from './bundle/bundle.ts';
import { addPrecompressed, pageRoom, type LongPage } from './compress.ts';
import { encodeImages } from './assets/encode.ts';
import { isStandIn } from './art/subjects.ts';
import type { Box } from '../shared/box.ts';
import { checkFacts } from './facts.ts';
import { netlifyHeaders, securityHeadersFor, type HeaderSet } from '../hosting/headers.ts';
import { nginxFiles } from '../hosting/nginx.ts';
import { responseHeadersPolicy } from '../hosting/cloudfront.ts';
import { canonicalUrl, redirectPage } from './render/html.ts';
import { lastWrite, writeOutput } from './disk.ts';
import { Output } from './output.ts';
import { NOT_FOUND_PAGE, aliasOf, htmlFilesFor } from '../shared/routes.ts';
import { robotsTxt, sitemapXml } from './render/seo.ts';
import { publishSvg } from './assets/svg.ts';
import { loadDigests, saveDigests } from './assets/assets.ts';
import { cacheKey, generatorSources } from '../cache-key.mjs';
import { generatorDir, generatorModules } from '../paths.ts';
import { ASSETS_URL_DIR } from '../shared/contract.ts';
import { listFiles } from '../list-files.ts';
import { PageRenderError } from './errors.ts';
import { siteFrames } from './site-frames.ts';
import { pagesToReuse, renderSignature, type LastRender } from './render/page-reuse.ts';
import { renderKey, storeRenders, storedRenders } from './render/render-store.ts';
import { contentIds } from './disk-cache.ts';

/** Where generated files that keep their URL go in assets/ (like the files in assets/public/). */
const PUBLIC = 'public/';

/** clean -> discover -> bundle -> render -> assets -> write, returning what was built. */

export interface PageReport {
  route: string;
  htmlBytes: number;
  /** Gzip bytes of the JS the page loads at once (loader, eager islands, their imports). */
  jsGzip: number;
  cssGzip: number;
  islands: string[];
}

/** A published image file and what it was made from: the shot list reads what each page shows of each original. */
export interface PublishedPicture {
  url: string;
  /** The original (absolute). */
  source: string;
  /** The part of the original it shows (absent: all of it), scaled to width x height. */
  crop?: Box;
  width: number;
  height: number;
  /** Whether the build drew the original (site/generated/). */
  drawn: boolean;
}

export interface BuildResult {
  output: Output;
  /** The security headers every response needs (the CSP allows the pages' inline stylesheet). */
  security: HeaderSet;
  pages: PageReport[];
  /** Image variants encoded in this build, and those taken from the cache. */
  images: { encoded: number; cached: number };
  /**
   * The originals the pages show: the stand-ins (renders the render scripts recorded, relative to
   * the project root) and how many are the shop's own.
   */
  /** The originals the pages show: stand-ins (relative to the root), and how many are the shop's own and how many the build drew. */
  pictures: { standIns: string[]; own: number; drawn: number; files: PublishedPicture[] };
  /** Every source file the browser bundle was made from (absolute paths). */
  browserSources: string[];
  /** Files site/generated/ made, took from the cache, or found replaced by a file in assets/ (those files' paths). */
  generated: { made: number; cached: number; replaced: string[]; refresh?: () => Promise<void> };
  /** Things the build changed or would rather not have seen, each naming its file. */
  warnings: string[];
  /** The pages as rendered, for the dev server's next build; `reused` of them came from the last one. */
  render: LastRender & { reused: number };
  ms: number;
}

export interface BuildOptions {
  /** Write to outDir (default) or only return the files. */
  write?: boolean;
  /** Reuse a bundler across builds (the dev server does, for incremental rebuilds). */
  bundler?: Bundler;
  /** Extra tags for every page head (the dev server's reload script). */
  extraHead?: string[];
  /** Write .gz and .br copies of text files for servers that send them as they are (default on). */
  precompress?: boolean;
  /** Hears what a long build is doing: each stage as it starts, and images as they are encoded. */
  progress?: Progress;
  /**
   * The dev server's last build and the files edited since it (relative to the project root; null
   * when not known): pages the edit cannot reach are taken from it (render/page-reuse.ts).
   */
  since?: { build: BuildResult; edited: readonly string[] | null };
}

export interface Progress {
  stage(what: string): void;
  images(done: number, total: number): void;
}

export async function build(config: SiteConfig, options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  process.setSourceMapsEnabled(true); // stack traces from site code point at the .tsx files
  const d = dirs(config);
  const factWarnings = checkFacts(config.siteUrl, config.facts);
  // A build of its own (not one of the dev server's, which keeps them in memory) starts from the
  // digests of assets the last one saved.
  const digests = options.bundler ? null : { file: path.join(d.cache, 'asset-digests.json'), version: cacheKey('asset-digests', generatorSources(generatorDir)) };
  if (digests) await loadDigests(digests.file, digests.version);
  const bundler = options.bundler ?? (await createBundler(config, d));
  try {
    options.progress?.stage('bundling pages, islands, styles and generated files');
    const bundle = await bundler.rebuild();
    const output = new Output();
    const relative = (file: string) => path.relative(d.root, file);
    const warnings: string[] = [...factWarnings];
    /** SVGs are published only without active content (svg.ts); other files as they are. */
    const publishable = async (file: string, contents: Uint8Array, label: string, minify = false) => {
      if (!file.endsWith('.svg')) return contents;
      const svg = await publishSvg(contents, label, { minify }, d.cache);
      if (svg.removed.length > 0) warnings.push(`${label}: removed ${svg.removed.join(', ')} (SVGs are published without active content).`);
      return svg.contents;
    };

    for (const file of bundle.files) output.add(file.path, await publishable(file.path, file.contents, `${file.path} (a file the stylesheet uses)`), 'the bundler');

    const shared = {
      chunks: bundle.chunks,
      loader: bundle.loader,
      vitals: bundle.vitals,
      stylesheet: bundle.stylesheet,
      fonts: bundle.files.filter((file) => file.path.endsWith('.woff2')).map((file) => `/${file.path}`),
      siteUrl: config.siteUrl,
      lang: config.lang,
      extraHead: options.extraHead,
    };
    const { server } = bundle;
    const signature = renderSignature({ ...shared, pages: server.pages, islands: server.islands });
    const last = options.write === false ? undefined : lastWrite(d.out);
    // A build of its own takes pages from the last one's output folder where nothing they read
    // changed (render/render-store.ts); the dev server keeps its last render in memory instead.
    const renderStore = path.join(d.cache, 'renders.json');
    const key =
      last && !options.bundler
        ? renderKey({ generator: generatorSources(generatorDir), code: server.code, signature, root: d.root, packages: generatorModules, assets: d.assets, generated: bundle.generated.files })
        : null;
    const stored = key !== null && last ? storedRenders(renderStore, key, last.read) : undefined;
    const reused = stored?.pages ?? pagesToReuse(options.since?.build.render, signature, options.since?.edited ?? null, server);
    const toRender = server.pages.filter((page) => !reused.has(page.file));
    const total = server.pages.length;
    options.progress?.stage(toRender.length === total ? `rendering ${total} pages` : `rendering ${toRender.length} of ${total} pages (the others are as the last build left them)`);
    // Only a build that renders loads the site's modules; one that takes every page has what their
    // loading and rendering registered with asset() and image() from the store.
    const site = toRender.length > 0 || !stored ? await server.load() : undefined;
    const fresh = site ? (await withSiteFrames(d.site, () => site.renderPages({ ...shared, islands: site.islands, layout: site.layout, pages: site.pages.filter((page) => !reused.has(page.file)) }))).values() : [].values();
    const rendered = server.pages.map((page) => reused.get(page.file) ?? fresh.next().value!);
    const registered = {
      references: unique([...(stored?.references ?? []), ...(site?.assetReferences() ?? [])]),
      variants: unique([...(stored?.variants ?? []), ...(site?.imageVariants() ?? [])]),
    };

    for (const page of rendered) {
      // One buffer for a page's files (X.html, X/index.html): compressed and hashed once.
      for (const file of htmlFilesFor(page.route)) output.add(file, page.bytes, page.file);
      // Pages with the same parts below their folds share one stylesheet, named by its content.
      if (page.belowFold && !output.files.has(page.belowFold.file)) output.add(page.belowFold.file, page.belowFold.css, `${page.file} (the stylesheet below its fold)`);
    }
    if (config.lowercaseAliases) {
      for (const page of rendered) {
        const alias = aliasOf(page.route);
        if (alias === page.route) continue;
        const html = Buffer.from(redirectPage({ to: page.route, title: `Moved to ${page.route}`, lang: config.lang, canonical: canonicalUrl(config.siteUrl, page.route), stylesheet: bundle.stylesheet?.url }));
        for (const file of htmlFilesFor(alias)) output.add(file, html, `the lower-case alias of ${page.file}`, true);
      }
    }
    output.add(NOT_FOUND_PAGE, redirectPage({ to: '/', title: 'Page not found', lang: config.lang, stylesheet: bundle.stylesheet?.url, script: { src: bundle.notFound, routes: rendered.map((page) => page.route) } }), 'the generator (404 page)');
    output.add('sitemap.xml', sitemapXml(config.siteUrl, rendered.map((p) => p.route)), 'the generator (sitemap)');
    output.add('robots.txt', robotsTxt(config.siteUrl), 'the generator (robots.txt)');

    // Names that start with a dot are private by convention (.env, .DS_Store, .htaccess), except
    // .well-known/ (security.txt, Apple and Android app links), which the web defines.
    const publicFiles = (await listFiles(d.publicAssets, { dot: true })).filter((file) => {
      if (!file.split('/').some((part) => part.startsWith('.')) || file.startsWith('.well-known/')) return true;
      warnings.push(`${relative(path.join(d.publicAssets, file))} was not published: a name that starts with a dot is private; only .well-known/ is published.`);
      return false;
    });
    await Promise.all(
      publicFiles.map(async (file) => {
        const source = relative(path.join(d.publicAssets, file));
        output.add(file, await publishable(file, await readFile(path.join(d.publicAssets, file)), source), source);
      }),
    );
    warnings.push(...bundle.generated.files.flatMap((file) => file.warnings));
    for (const file of bundle.generated.files.filter((f) => f.target.startsWith(PUBLIC))) {
      const name = file.target.slice(PUBLIC.length);
      output.add(name, await publishable(name, file.contents, file.generator), file.generator);
    }
    // Public files (on disk or generated) are published above under their own names; asset()
    // adds the hashed copies.
    const referenced = registered.references.filter((ref) => ref.output.startsWith(`${ASSETS_URL_DIR}/`));
    await Promise.all(
      referenced.map(async (ref) => {
        output.add(ref.output, await publishable(ref.output, await readFile(ref.source), relative(ref.source), true), relative(ref.source));
      }),
    );
    // Only what the pages reference is encoded and shipped (e.g. not the AVIF of a lightbox-only size).
    const used = new Set(rendered.flatMap((page) => page.assets));
    const variants = registered.variants.filter((variant) => used.has(variant.output));
    if (digests) await saveDigests(digests.file, digests.version);
    options.progress?.stage(`images: ${variants.length} variants`);
    const images = await encodeImages(variants, d.cache, config.images, options.progress?.images);
    for (const file of images.files) output.addStored(file.path, file.stored, 'the image pipeline');
    const originals = [...new Set(variants.map((variant) => variant.source))];
    await server.settlePictures();
    const standIns = originals.filter(isStandIn).map(relative).sort();
    const drawnFiles = new Set(bundle.generated.files.map((file) => file.file));
    const drawn = originals.filter((file) => drawnFiles.has(file)).length;
    const files = variants.map((variant): PublishedPicture => ({
      url: `/${variant.output}`,
      source: variant.source,
      crop: variant.crop,
      width: variant.width,
      height: variant.height,
      drawn: drawnFiles.has(variant.source),
    }));
    const pictures = { standIns, own: originals.length - standIns.length - drawn, drawn, files };
    warnings.push(...images.warnings);
    // What art direction could not do (directed.ts), once a picture however many pages show it.
    warnings.push(...new Set(registered.variants.flatMap((variant) => variant.warnings ?? [])));
    // A page the dev server took from its last build still names the files only its render
    // registered (an asset() in a component).
    const lastOutput = options.since?.build.output;
    for (const page of lastOutput ? reused.values() : []) {
      for (const url of page.assets) {
        const contents = output.files.has(url) ? undefined : lastOutput!.get(url);
        if (contents) output.add(url, contents, `${page.file} (in the last build)`);
      }
    }

    const security = securityHeadersFor(config, rendered.flatMap((page) => (page.css === null ? [] : [page.css])));
    output.add('_headers', netlifyHeaders([...output.files.keys()], security, config.hsts), 'the generator (header policy for Netlify and Cloudflare Pages)');
    // The compressed copies are made on the thread pool while the other files are written.
    const copies = options.precompress !== false ? addPrecompressed(output, d.cache, pageRoom(security), last) : undefined;
    copies?.catch(() => undefined); // awaited below; a failure is not unhandled meanwhile

    if (options.write === false) await copies;
    else {
      options.progress?.stage(`writing ${output.files.size} files`);
      const left = await writeOutput(d.out, output, { lastWrite: last, copies, about: { standIns } });
      if (left) warnings.push(`${path.relative(process.cwd(), d.out) || '.'}/: ${left}`);
      if (key !== null && toRender.length > 0) {
        // Writing named every page's bytes (disk.ts), by their hash or as they were read back.
        await storeRenders(renderStore, key, rendered, (page) => contentIds.get(page.bytes)!, registered);
      }
      const policyName = `${new URL(config.siteUrl).hostname.replace(/[^A-Za-z0-9-]/g, '-')}-headers`;
      await writeFiles(d.hosting, {
        ...nginxFiles(d.out, d.hosting, rendered.map((page) => page.route), security, config.hsts),
        'cloudfront/response-headers-policy.json': `${JSON.stringify(responseHeadersPolicy(security, config.hsts, policyName), null, 2)}\n`,
      });
    }
    // The site's own pages: generated ones (the 404 page's route list) have no first screen to mark.
    const pageFiles = new Set(rendered.flatMap((page) => htmlFilesFor(page.route)));
    warnings.push(...longPageWarnings(((await copies) ?? []).filter((page) => pageFiles.has(page.file))));

    // Pages share a handful of scripts and stylesheets: each is measured once (a 4,000-page site
    // gzipped its three scripts again for every page, 12,000 times).
    const scriptGzip = new Map<string, number>();
    const gzipOf = (url: string) => {
      const contents = output.get(url.slice(1));
      return scriptGzip.get(url) ?? scriptGzip.set(url, contents ? gzipSync(contents).length : 0).get(url)!;
    };
    const cssGzip = new Map<string, number>();
    const cssGzipOf = (css: string | null) => (css === null ? 0 : cssGzip.get(css) ?? cssGzip.set(css, gzipSync(css).length).get(css)!);
    const pages = rendered.map((page) => ({
      route: page.route,
      htmlBytes: page.bytes.length,
      jsGzip: page.scripts.reduce((sum, url) => sum + gzipOf(url), 0),
      cssGzip: cssGzipOf(page.css),
      islands: [...new Set(page.islands.map((i) => i.name))],
    }));
    warnings.push(...scriptBudgetWarnings(rendered, pages, (route) => jsBudgetFor(config.budgets, route), (name) => bundle.chunks[name], gzipOf));
    const { made, cached, replaced, refresh } = bundle.generated;
    return { output, security, pages, browserSources: bundle.browserSources, images: { encoded: images.encoded, cached: images.cached }, pictures, generated: { made, cached, replaced, refresh }, warnings, render: { signature, pages: rendered, reused: reused.size }, ms: performance.now() - started };
  } finally {
    if (!options.bundler) await bundler.dispose();
  }
}

/**
 * Pages whose compressed document is past a first flight: each costs a visitor a round trip
 * before its first paint. The maintainer who made one longer learns it here, with what to do.
 */
function longPageWarnings(pages: LongPage[]): string[] {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return pages.map(
    ({ file, source, bytes, room }) =>
      `${source}: ${file} is ${kb(bytes)} KB compressed, past the ${kb(room)} KB that reach a visitor in the first round trip with the response's headers, so its first paint waits a round trip more. ` +
      `Put <Fold /> (from 'ssg') where its first screen ends, or higher if it has one: the stylesheet for what comes after it is then linked there instead of inlined (docs/behaviour-and-accessibility.md).`,
  );
}

/**
 * A page that loads more JavaScript before any interaction than its budget (budgets.jsBeforeInteractionKb),
 * with the islands that load at once and what each brings: a maintainer adding `when="load"` to a
 * map or a form learns it here, not from a slow phone.
 */
function scriptBudgetWarnings(
  rendered: { route: string; file: string; islands: { name: string; when: string }[] }[],
  pages: { route: string; jsGzip: number }[],
  budgetFor: (route: string) => number,
  chunkOf: (island: string) => { src: string; imports: string[] } | undefined,
  gzipOf: (url: string) => number,
): string[] {
  return rendered.flatMap((page, i) => {
    const budget = budgetFor(page.route);
    const { jsGzip } = pages[i]!;
    if (jsGzip <= budget * 1024) return [];
    const eager = [...new Set(page.islands.filter((island) => island.when === 'load').map((island) => island.name))];
    const weights = eager.map((name) => {
      const chunk = chunkOf(name);
      return `${name} (${(((chunk ? [chunk.src, ...chunk.imports] : []).reduce((sum, url) => sum + gzipOf(url), 0)) / 1024).toFixed(1)} KB with what it imports)`;
    });
    const which = weights.length > 0 ? ` The islands with when="load" load at once: ${weights.join(', ')}.` : '';
    return [
      `${page.route} (${page.file}) loads ${(jsGzip / 1024).toFixed(1)} KB gzip of JavaScript before any interaction, over its ${budget} KB budget (budgets.jsBeforeInteractionKb).${which} ` +
        `A lighter when: "visible" loads an island as it scrolls into view, "idle" once the page has settled, "interaction" or "intent" when the visitor reaches for it.`,
    ];
  });
}

/** Runs `render`; a page that throws gets the places in the site's code where it failed added to its error. */
async function withSiteFrames<T>(siteDir: string, render: () => Promise<T>): Promise<T> {
  try {
    return await render();
  } catch (error) {
    if (!(error instanceof PageRenderError)) throw error;
    throw new PageRenderError(`${error.message}${siteFrames(error.cause, siteDir)}`);
  }
}

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  await Promise.all(
    Object.entries(files).map(async ([file, contents]) => {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), contents);
    }),
  );
}

/** `files` without a second entry for one output path. */
function unique<T extends { output: string }>(files: T[]): T[] {
  return [...new Map(files.map((file) => [file.output, file])).values()];
}
