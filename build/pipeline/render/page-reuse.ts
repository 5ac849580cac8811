import type { RenderInput, RenderedPage } from './render.tsx';

/**
 * The dev server renders again only the pages an edit reaches: React's development build takes
 * about 30 ms a page, most of a rebuild after a content edit. A page is taken from the last build
 * when
 * - everything pages share is as it was (`renderSignature`: the islands' chunks, the stylesheet,
 *   the fonts, the routes, the site's URL and language),
 * - every file edited since is a module of the server bundle (an edit to a stylesheet, an asset,
 *   a generator in site/generated/ or to the build renders every page), and
 * - none of those is a module the page's render runs (its imports, the layout's, the renderer).
 */

export interface LastRender {
  signature: string;
  pages: readonly RenderedPage[];
}

/** What the server bundle knows of the modules behind each page. */
interface ModuleGraph {
  modules: ReadonlySet<string>;
  modulesOf(page: string): ReadonlySet<string>;
}

type SharedInput = Omit<RenderInput, 'pages' | 'layout' | 'islands'> & { pages: { route: string; file: string }[]; islands: { name: string }[] };

/** Everything a page's render reads besides its own modules, as one string to compare. */
export function renderSignature(input: SharedInput): string {
  const { pages, islands, stylesheet, ...rest } = input;
  return JSON.stringify({
    ...rest,
    pages: pages.map(({ route, file }) => [route, file]),
    islands: islands.map(({ name }) => name),
    stylesheet: stylesheet && [stylesheet.url, stylesheet.css, stylesheet.parts?.map((part) => part.css) ?? null],
  });
}

/**
 * The pages of the last render an edit cannot have changed, by file. `edited` are the files
 * edited since it, relative to the project root; null when that is not known.
 */
export function pagesToReuse(last: LastRender | undefined, signature: string, edited: readonly string[] | null, graph: ModuleGraph): Map<string, RenderedPage> {
  const reusable = new Map<string, RenderedPage>();
  if (!last || last.signature !== signature || !edited || edited.length === 0) return reusable;
  const names = edited.map((file) => file.split('\\').join('/'));
  if (!names.every((file) => graph.modules.has(file))) return reusable;
  for (const page of last.pages) {
    const modules = graph.modulesOf(page.file);
    if (!names.some((file) => modules.has(file))) reusable.set(page.file, page);
  }
  return reusable;
}
