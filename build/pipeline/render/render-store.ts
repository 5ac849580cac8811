import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { hashOf, type AssetReference } from '../assets/assets.ts';
import type { ImageVariant } from '../assets/images.ts';
import { cacheKey } from '../../cache-key.mjs';
import { writeAtomically } from '../disk-cache.ts';
import { settledStamp } from '../file-stamp.ts';
import { listFilesSync } from '../../list-files.ts';
import { htmlFilesFor } from '../../shared/routes.ts';
import type { RenderedPage } from './render.tsx';

/**
 * `npm run build` takes a page as the last build left it in the output folder when nothing its
 * render reads can have changed. Rendering every page again was the largest part of a warm build
 * of a grown site (430 ms of 1.5 s for 400 more pages, and the garbage it leaves), for the same
 * bytes. A page is taken when
 * - the key is the one the stored renders were made under (`renderKey`: the server bundle's code,
 *   the installed packages it imports, everything pages share, the files in assets/ and the
 *   generated ones by their stamps and contents, and the day where the build runs, since a page
 *   may print the date or the year),
 * - every file asset() and image() read still has the stamp it had (a link in assets/ followed
 *   to the file it names, which the key's listing of assets/ does not see),
 * - the store has the page at the same route, and
 * - the page's file in the output folder is still what that build wrote (build-record.ts).
 * Any other page is rendered, so a deleted or edited output file comes back. A render must not read
 * anything else (a file through `fs`, an environment variable): such a value belongs in
 * site/content/ or a generator in site/generated/, whose output the key includes.
 *
 * The store keeps what the build needs of each page besides its bytes (its islands, scripts,
 * stylesheet, assets), and every file the site's modules registered with asset() and image() as
 * they loaded and rendered: a build that takes every page publishes and encodes those without
 * loading the modules, or React's renderer, at all.
 */

/** What decides every page's render besides its own output file. */
export interface RenderKeyParts {
  /** The generator's sources (cache-key.mjs). */
  generator: string;
  /** The server bundle's code (pages, layout, components, content, the renderer). */
  code: Uint8Array;
  /** renderSignature: what every page's render is given. */
  signature: string;
  /** The project root (stored assets name their files by absolute path). */
  root: string;
  /** The node_modules folder the server bundle imports its packages from (paths.ts). */
  packages: string;
  /** assets/, whose files asset() and image() name by content. */
  assets: string;
  /** Files site/generated/ made, by where they stand in assets/. */
  generated: readonly { target: string; contents: Uint8Array }[];
}

/** The key of the renders `parts` make, or null when one of them cannot be told apart from an edit yet. */
export function renderKey(parts: RenderKeyParts, now = Date.now()): string | null {
  const packages = installedPackages(parts.packages);
  const assets = assetStamps(parts.assets, now);
  if (packages === null || assets === null) return null;
  return cacheKey('render', parts.root, parts.generator, hashOf(parts.code), packages, parts.signature, assets, parts.generated.map((file) => [file.target, hashOf(file.contents)]), new Date(now).toDateString());
}

/**
 * The packages the server bundle imports at run time are the installed ones (npm packages stay
 * outside the bundle): npm's record of the installed tree in `modules` names every version. Null
 * without one (another package manager), when the renders are not stored.
 */
function installedPackages(modules: string): string | null {
  try {
    return hashOf(readFileSync(path.join(modules, '.package-lock.json')));
  } catch {
    return null;
  }
}

/** Every file in assets/ by its stamp; null if one changed too recently to trust its stamp (file-stamp.ts). */
function assetStamps(dir: string, now: number): string[] | null {
  const stamps: string[] = [];
  for (const file of listFilesSync(dir, { dot: true }).sort()) {
    const stamp = stampNow(path.join(dir, file), now);
    if (stamp === undefined) return null;
    stamps.push(`${file}\0${stamp}`);
  }
  return stamps;
}

/** The stamp of the file at `file` (a link followed), if it has settled; undefined if it is gone or too recent. */
function stampNow(file: string, now: number): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? settledStamp(stats, now) : undefined;
}

/** A page as stored: its bytes stay in the output folder, named by their hash (`id`). */
interface StoredPage extends Omit<RenderedPage, 'bytes' | 'css'> {
  id: string;
  /** Index into Store.css: pages share a handful of inline stylesheets. */
  css: number | null;
}

interface Store {
  key: string;
  pages: StoredPage[];
  css: string[];
  /** What the site's modules registered with asset() and image() as they loaded and rendered. */
  references: AssetReference[];
  variants: ImageVariant[];
  /**
   * The stamp of every file those read, by path: the key has the files in assets/ by their own
   * stamps, and these follow a link (assets/photos -> a shared folder) to the file it names.
   */
  sources: Record<string, string>;
}

export interface StoredRenders {
  /** The pages taken, by file. */
  pages: Map<string, RenderedPage>;
  references: AssetReference[];
  variants: ImageVariant[];
}

/**
 * The stored renders still good under `key`, each with its bytes from `read` (the output folder as
 * the last build left it: LastWrite.read in disk.ts), or undefined if there are none. A page whose
 * file is gone or changed is left out, to be rendered.
 */
export function storedRenders(file: string, key: string, read: (file: string, id: string) => Buffer | undefined, now = Date.now()): StoredRenders | undefined {
  let store: Store;
  try {
    store = JSON.parse(readFileSync(file, 'utf8')) as Store;
  } catch {
    return undefined;
  }
  if (store.key !== key || !Object.entries(store.sources).every(([source, stamp]) => stampNow(source, now) === stamp)) return undefined;
  const pages = new Map<string, RenderedPage>();
  for (const { id, css, ...stored } of store.pages) {
    const bytes = read(htmlFilesFor(stored.route)[0]!, id);
    if (!bytes) continue;
    pages.set(stored.file, { ...stored, bytes, css: css === null ? null : store.css[css]! });
  }
  return { pages, references: store.references, variants: store.variants };
}

/**
 * Stores `pages` under `key` for the next build, once their files are written. `ids` names each
 * page's bytes as the output folder's record does.
 */
export async function storeRenders(file: string, key: string, pages: readonly RenderedPage[], ids: (page: RenderedPage) => string, registered: Omit<StoredRenders, 'pages'>, now = Date.now()): Promise<void> {
  const sources: Record<string, string> = {};
  for (const { source } of [...registered.references, ...registered.variants]) {
    const stamp = stampNow(source, now);
    // One that changed just now may change again unseen: the next build renders and stores afresh.
    if (stamp === undefined) return;
    sources[source] = stamp;
  }
  const css: string[] = [];
  const cssIndex = new Map<string, number>();
  const indexOf = (text: string) => cssIndex.get(text) ?? cssIndex.set(text, css.push(text) - 1).get(text)!;
  const store: Store = {
    key,
    // Field by field: a page's bytes stay in the output folder.
    pages: pages.map((page) => ({
      route: page.route,
      file: page.file,
      islands: page.islands,
      scripts: page.scripts,
      belowFold: page.belowFold,
      assets: page.assets,
      id: ids(page),
      css: page.css === null ? null : indexOf(page.css),
    })),
    css,
    references: registered.references,
    variants: registered.variants,
    sources,
  };
  await writeAtomically(file, JSON.stringify(store));
}
