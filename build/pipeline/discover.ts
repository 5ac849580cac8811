import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Dirs } from './dirs.ts';
import { DuplicateOutputError, PageModuleError } from './errors.ts';
import { ROUTE_SEGMENT } from '../shared/routes.ts';
import { isSiteModule, listFiles } from '../list-files.ts';

export interface PageEntry {
  /** URL path, e.g. "/" or "/About". */
  route: string;
  /** Absolute path of the page module. */
  file: string;
}

export interface IslandEntry {
  /** The file name without extension, e.g. "HeroCarousel". */
  name: string;
  file: string;
}

/** site/pages/X.tsx -> /X, site/pages/index.tsx -> /, site/pages/a/index.tsx -> /a. */
export function routeOf(relativeFile: string): string {
  const withoutExt = relativeFile.replace(/\.[jt]sx?$/, '').split(path.sep).join('/');
  const trimmed = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return `/${trimmed}`;
}

export async function discoverPages(d: Dirs): Promise<PageEntry[]> {
  const files = (await listFiles(d.pages)).filter(isSiteModule);
  const pages = files.sort().map((rel) => ({ route: routeOf(rel), file: path.join(d.pages, rel) }));
  checkRoutes(pages, d.root);
  return pages;
}

/**
 * Routes become URLs, file names and nginx locations, and every casing of one leads to it: so a
 * page's path may hold only letters, digits, - and _, and no two may differ only in case.
 */
function checkRoutes(pages: PageEntry[], root: string): void {
  const byCase = new Map<string, PageEntry>();
  for (const page of pages) {
    const file = path.relative(root, page.file);
    const bad = page.route.split('/').slice(1).find((segment) => segment !== '' && !ROUTE_SEGMENT.test(segment));
    if (bad !== undefined) throw new PageModuleError(`${file}: "${bad}" cannot be part of a URL here. Name pages with letters, digits, - and _ only.`);
    const twin = byCase.get(page.route.toLowerCase());
    // The same route twice (About.tsx and About/index.tsx) is the output's duplicate error, naming the file.
    if (twin && twin.route !== page.route) throw new DuplicateOutputError(`${path.relative(root, twin.file)} and ${file} are one URL in another letter case (${twin.route}, ${page.route}). Rename one of them.`);
    byCase.set(page.route.toLowerCase(), page);
  }
}

export async function discoverIslands(d: Dirs): Promise<IslandEntry[]> {
  const files = (await listFiles(d.islands, { recursive: false })).filter(isSiteModule);
  return files.sort().map((rel) => ({
    name: rel.replace(/\.[jt]sx?$/, ''),
    file: path.join(d.islands, rel),
  }));
}

/** site/layouts/Layout.tsx (or .jsx, .ts), the shell every page renders in, if the site has one. */
export function discoverLayout(d: Dirs): string | undefined {
  return ['Layout.tsx', 'Layout.jsx', 'Layout.ts'].map((file) => path.join(d.layouts, file)).find(existsSync);
}
