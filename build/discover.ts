import path from 'node:path';
import fg from 'fast-glob';
import type { Dirs } from './config.ts';

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

const SOURCE = '*.{tsx,ts,jsx,js}';

/** site/pages/X.tsx -> /X, site/pages/index.tsx -> /, site/pages/a/index.tsx -> /a. */
export function routeOf(relativeFile: string): string {
  const withoutExt = relativeFile.replace(/\.[jt]sx?$/, '').split(path.sep).join('/');
  const trimmed = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return `/${trimmed}`;
}

export async function discoverPages(d: Dirs): Promise<PageEntry[]> {
  const files = await fg(`**/${SOURCE}`, { cwd: d.pages, ignore: ['**/_*', '**/*.test.*'] });
  return files
    .sort()
    .map((rel) => ({ route: routeOf(rel), file: path.join(d.pages, rel) }));
}

export async function discoverIslands(d: Dirs): Promise<IslandEntry[]> {
  const files = await fg(SOURCE, { cwd: d.islands, ignore: ['*.test.*'] });
  return files.sort().map((rel) => ({
    name: rel.replace(/\.[jt]sx?$/, ''),
    file: path.join(d.islands, rel),
  }));
}
