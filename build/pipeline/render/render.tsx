import type { ComponentType, ReactNode } from 'react';
import { loadReactServer } from './react-server.ts';
import type { Stylesheet } from './page-stylesheet.ts';
import { assetFilesIn, canonicalUrl, escapeHtml, injectIntoHead, inlineCss } from './html.ts';
import { classesIn, stylesheetAroundFold, stylesheetFor } from './page-stylesheet.ts';
import { FOLD_MARKUP } from './fold.tsx';
import { hashOf } from '../assets/assets.ts';
import { ASSETS_URL_DIR } from '../../shared/contract.ts';
import { IslandContext, type IslandChunk, type IslandRenderContext } from './island.tsx';
import { BuildError, FoldError, MissingIslandChunkError, PageModuleError, PageRenderError } from '../errors.ts';
import type { LayoutModule, PageInfo, PageModule } from '../types.ts';
import type { Strategy } from '../../shared/contract.ts';

/**
 * Renders each page inside the site's layout to a complete HTML document. Runs inside the server
 * bundle, so it shares one React and one IslandContext with the page code.
 */

export interface RenderInput {
  pages: { route: string; file: string; module: PageModule }[];
  islands: { name: string; component: ComponentType<never> }[];
  layout: LayoutModule;
  chunks: Record<string, IslandChunk>;
  loader: IslandChunk;
  /** URL of the Web Vitals reporter, loaded by every page when set. */
  vitals: string | null;
  /** Inlined into every page (the parts of it the page needs): no request stands between the HTML and its first paint. */
  stylesheet: Stylesheet | null;
  /** Font files the stylesheet uses: preloaded, so text gets its face before the first paint. */
  fonts: string[];
  siteUrl: string;
  lang: string;
  /** Extra tags for every page's head (the dev server's reload script). */
  extraHead?: string[];
}

export interface RenderedPage {
  route: string;
  file: string;
  /**
   * The page as UTF-8, what is written. Its text is not kept: at 4,000 pages the text beside the
   * bytes (two bytes a character, for a page with one dash in it) was half of a build's memory.
   */
  bytes: Buffer;
  islands: { name: string; when: Strategy }[];
  /** Script URLs the page loads at once (loader, eager islands and their static imports). */
  scripts: string[];
  /** The stylesheet the page inlines, or null without one. */
  css: string | null;
  /** The stylesheet its fold links (fold.tsx), to be written at `file` (relative to the output folder). */
  belowFold: { file: string; css: string } | null;
  /** The files of the assets folder it names (pictures, documents, its fold's stylesheet), by output path. */
  assets: string[];
}

/** Stands in the <style> element until the page's markup says which parts of the stylesheet it needs. */
const STYLESHEET_SLOT = '/*ssg:page-stylesheet*/';

function Document({ lang, page, layout, stylesheet, fonts, children }: { lang: string; page: PageInfo; layout: LayoutModule; stylesheet: Stylesheet | null; fonts: string[]; children: ReactNode }) {
  const Head = layout.Head;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{page.meta.title}</title>
        <meta name="description" content={page.meta.description} />
        <link rel="canonical" href={page.url} />
        {fonts.map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {stylesheet ? <style dangerouslySetInnerHTML={{ __html: STYLESHEET_SLOT }} /> : null}
        {Head ? <Head page={page} /> : null}
      </head>
      <body>{children}</body>
    </html>
  );
}

function checkPage(file: string, module: PageModule): { Page: () => ReactNode; meta: NonNullable<PageModule['meta']> } {
  if (typeof module.default !== 'function') {
    throw new PageModuleError(`${file} has no default export. Export the page component as default.`);
  }
  const meta = module.meta;
  if (!meta || typeof meta.title !== 'string' || typeof meta.description !== 'string') {
    throw new PageModuleError(`${file} must export \`meta = { title: string, description: string }\`.`);
  }
  return { Page: module.default, meta };
}

export async function renderPages(input: RenderInput): Promise<RenderedPage[]> {
  if (input.pages.length === 0) return [];
  const { renderToStaticMarkup } = await loadReactServer();
  const nameOf = new Map<unknown, string>(input.islands.map((i) => [i.component, i.name]));
  const Layout = input.layout.default ?? (({ children }: { children: ReactNode }) => <>{children}</>);

  // Pages that use the same parts of the stylesheet share one copy of its text, and pages that name
  // the same files one copy of each URL. The copy is made afresh: a URL matched in a page's text is
  // a slice of that text, and kept in `assets` it kept the whole page alive (100 KB a page, most of
  // a 4,000-page build's memory).
  const texts = new Map<string, string>();
  const shared = (text: string) => {
    let copy = texts.get(text);
    if (copy === undefined) texts.set((copy = Buffer.from(text).toString()), copy); // the key too: a slice would keep its page
    return copy;
  };

  return input.pages.map(({ route, file, module }) => {
    const { Page, meta } = checkPage(file, module);
    const page: PageInfo = { route, meta, url: canonicalUrl(input.siteUrl, route), siteUrl: input.siteUrl };
    const ctx: IslandRenderContext = {
      pageFile: file,
      islandName: (component) => nameOf.get(component),
      chunk: (name) => {
        const chunk = input.chunks[name];
        if (!chunk) throw new MissingIslandChunkError(`${file} uses the island ${name}, which the browser bundle has no chunk for. Check that site/islands/${name}.tsx exists and default-exports a component.`);
        return chunk;
      },
      used: [],
      headTags: [],
    };
    let body: string;
    try {
      body = renderToStaticMarkup(
        <IslandContext.Provider value={ctx}>
          <Document lang={input.lang} page={page} layout={input.layout} stylesheet={input.stylesheet} fonts={input.fonts}>
            <Layout page={page}>
              <Page />
            </Layout>
          </Document>
        </IslandContext.Provider>,
      );
    } catch (error) {
      if (error instanceof BuildError) throw error;
      // The page is named here; build.ts adds where in the site's code it failed (site-frames.ts).
      throw new PageRenderError(`${file} failed to render: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, { cause: error });
    }

    // Scripts: the loader on pages with islands, and modulepreload for what "load" islands need at
    // once, so the browser fetches island and React chunks in parallel with the loader.
    const scripts = new Set<string>();
    const preloads = new Set<string>();
    if (ctx.used.length > 0) {
      scripts.add(input.loader.src);
      input.loader.imports.forEach((u) => scripts.add(u));
      for (const { name, when } of ctx.used) {
        if (when !== 'load') continue;
        const chunk = ctx.chunk(name);
        for (const url of [chunk.src, ...chunk.imports]) {
          scripts.add(url);
          preloads.add(url);
        }
      }
    }
    const tags = [
      ...ctx.headTags,
      // The loader and the modules it imports come at low priority: they only enhance markup that
      // is already there, so they never compete with the stylesheet, the first picture or the font.
      ...(ctx.used.length
        ? [
            `<script type="module" fetchpriority="low" src="${escapeHtml(input.loader.src)}"></script>`,
            ...input.loader.imports.map((url) => `<link rel="modulepreload" fetchpriority="low" href="${escapeHtml(url)}">`),
          ]
        : []),
      ...(input.vitals ? [`<script type="module" src="${escapeHtml(input.vitals)}"></script>`] : []),
      ...[...preloads].map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}">`),
      ...(input.extraHead ?? []),
    ];
    const { css, belowFold, markup } = pageStylesheet(file, body, input.stylesheet);
    const html = `<!DOCTYPE html>${injectIntoHead(css === null ? markup : markup.replace(STYLESHEET_SLOT, () => css), tags)}`;
    if (input.vitals) scripts.add(input.vitals);
    return {
      route,
      file,
      bytes: Buffer.from(html),
      islands: ctx.used,
      scripts: [...scripts],
      css: css === null ? null : shared(css),
      belowFold: belowFold && { file: belowFold.file, css: shared(belowFold.css) },
      assets: assetFilesIn(html).map(shared),
    };
  });
}

/**
 * The stylesheet a page inlines and, where it marks its fold and has parts only the markup after
 * it needs, the stylesheet linked there instead of the fold's markup.
 */
function pageStylesheet(file: string, body: string, stylesheet: Stylesheet | null): { css: string | null; belowFold: RenderedPage['belowFold']; markup: string } {
  const fold = body.indexOf(FOLD_MARKUP);
  if (fold >= 0 && body.includes(FOLD_MARKUP, fold + 1)) {
    throw new FoldError(`${file} renders <Fold /> more than once. Keep one, where the page's first screen ends.`);
  }
  if (!stylesheet) return { css: null, belowFold: null, markup: body.replace(FOLD_MARKUP, '') };
  if (!stylesheet.parts) return { css: inlineCss(stylesheet), belowFold: null, markup: body.replace(FOLD_MARKUP, '') };
  if (fold < 0) return { css: inlineCss({ ...stylesheet, css: stylesheetFor(stylesheet.parts, classesIn(body)) }), belowFold: null, markup: body };
  const { inline, below } = stylesheetAroundFold(stylesheet.parts, classesIn(body.slice(0, fold)), classesIn(body));
  const css = inlineCss({ ...stylesheet, css: inline });
  if (!below) return { css, belowFold: null, markup: body.replace(FOLD_MARKUP, '') };
  const belowFile = `${ASSETS_URL_DIR}/below-fold-${hashOf(below)}.css`;
  return { css, belowFold: { file: belowFile, css: below }, markup: body.replace(FOLD_MARKUP, `<link rel="stylesheet" href="/${belowFile}">`) };
}
