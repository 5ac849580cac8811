import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { CssNode } from 'css-tree';
import { diskCache } from '../disk-cache.ts';
import { generatorSources, installedVersion } from '../../cache-key.mjs';
import { generatorDir, generatorModules } from '../../paths.ts';
import type { StylesheetPart } from '../render/page-stylesheet.ts';

/**
 * Per-page stylesheets. Each file that site/styles/index.css imports is a part; a page inlines
 * only the parts that can style it, in index.css's order: a part is left out when every selector
 * in it needs a class the page's markup does not have. A part that names no class (fonts.css), or
 * has a rule that can match without one (`body`, `h1`, `[data-state]`), is on every page. Classes
 * inside `:not()` and rules that only set custom properties or style `:host` do not count, so a
 * vendor's `:root { --x: ... }` does not put it everywhere.
 *
 * A part therefore has to name at least one class of the markup it styles: a vendor stylesheet for
 * markup that only script creates (PhotoSwipe's) is imported by the part for the markup it
 * enhances (gallery.css), not by index.css.
 *
 * What the CSS parser finds is cached by content (.cache/stylesheet-parts/, and in memory for the
 * dev server, whose code may be older than the disk's), so a warm build neither loads nor runs it.
 */

type CssTree = typeof import('css-tree');
const loadCssTree = (): Promise<CssTree> => import('css-tree');

const PART_NAMESPACE = 'ssg-stylesheet-part';

/**
 * Where results are kept: in the cache folder (its path), keyed by the generator's code and
 * css-tree's version besides the CSS, or for one process (the dev server's).
 */
export type PartsCache = string | 'memory';
const inMemory = new Map<string, unknown>();

/** Results cached under the hash of what made them. */
async function cached<T>(cache: PartsCache, key: unknown[], make: () => Promise<T>): Promise<T> {
  const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex');
  if (cache === 'memory') {
    if (!inMemory.has(hash)) inMemory.set(hash, await make());
    return inMemory.get(hash) as T;
  }
  const disk = diskCache(path.join(cache, 'stylesheet-parts'), generatorSources(generatorDir), installedVersion(generatorModules, 'css-tree'));
  const { contents } = await disk.get(hash, async () => Buffer.from(JSON.stringify(await make())));
  return JSON.parse(contents.toString('utf8')) as T;
}

/**
 * The @import statements of index.css, or null when it holds anything else (then every page
 * inlines the whole stylesheet: rules of index.css's own have no part to belong to).
 */
export async function importsOf(indexCss: string, cache: PartsCache): Promise<string[] | null> {
  const text = await readFile(indexCss, 'utf8');
  return cached(cache, ['imports', text], async () => importsIn(await loadCssTree(), text));
}

function importsIn({ parse, generate }: CssTree, text: string): string[] | null {
  const imports: string[] = [];
  let onlyImports = true;
  const sheet = parse(text, { positions: false });
  if (sheet.type !== 'StyleSheet') return null;
  sheet.children.forEach((node) => {
    if (node.type === 'Atrule' && node.name === 'import' && node.prelude) imports.push(`@import ${generate(node.prelude)};`);
    else if (!(node.type === 'Atrule' && node.name === 'charset')) onlyImports = false;
  });
  return onlyImports && imports.length > 0 ? imports : null;
}

/** esbuild entry points for the parts (one per import), bundled beside index.css. */
export function partEntries(imports: string[]): { in: string; out: string }[] {
  return imports.map((_, i) => ({ in: `${PART_NAMESPACE}:${i}`, out: `stylesheet-part-${i}` }));
}

/** Which part an output of the stylesheet bundle is (from its metafile entry point), or null for index.css and its files. */
export function partNumberOf(entryPoint: string | undefined): number | null {
  return entryPoint?.startsWith(`${PART_NAMESPACE}:`) ? Number(entryPoint.slice(PART_NAMESPACE.length + 1)) : null;
}

/** Loads part N as the one @import statement it stands for, resolved from index.css's folder. */
export function stylesheetPartsPlugin(indexCss: string, imports: string[]): esbuild.Plugin {
  return {
    name: 'ssg-stylesheet-parts',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${PART_NAMESPACE}:`) }, (args) => ({ path: args.path.slice(PART_NAMESPACE.length + 1), namespace: PART_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: PART_NAMESPACE }, (args) => ({ contents: imports[Number(args.path)]!, resolveDir: path.dirname(indexCss), loader: 'css' }));
    },
  };
}

/** The parts, from their minified CSS (cached). */
export async function describeParts(parts: string[], cache: PartsCache): Promise<StylesheetPart[]> {
  const found = await cached(cache, ['parts', parts], async () => {
    const cssTree = await loadCssTree();
    return parts.map((css) => {
      const { everywhere, classes, selectors } = partSelectors(cssTree, css);
      return { everywhere, classes: [...classes], selectors };
    });
  });
  return found.map(({ everywhere, classes, selectors }, i) => ({ css: parts[i]!, everywhere, classes: new Set(classes), selectors }));
}

/** One part, uncached. */
export async function describePart(css: string): Promise<StylesheetPart> {
  return { css, ...partSelectors(await loadCssTree(), css) };
}

function partSelectors({ parse, walk }: CssTree, css: string): { everywhere: boolean; classes: Set<string>; selectors: string[][] } {
  const classes = new Set<string>();
  const selectors = new Map<string, string[]>();
  let everywhere = false;
  walk(parse(css, { positions: false }), {
    visit: 'Rule',
    enter(rule) {
      if (this.atrule && /keyframes$/i.test(this.atrule.name)) return;
      if (rule.prelude.type !== 'SelectorList') return;
      const onlyCustomProperties = rule.block.children.toArray().every((d) => d.type === 'Declaration' && d.property.startsWith('--'));
      rule.prelude.children.forEach((selector) => {
        const named = [...new Set(requiredClasses(walk, selector))].sort();
        named.forEach((name) => classes.add(name));
        if (named.length > 0) selectors.set(named.join(' '), named);
        if (named.length === 0 && !onlyCustomProperties && !isHostSelector(selector)) everywhere = true;
      });
    },
  });
  return { everywhere: everywhere || classes.size === 0, classes, selectors: [...selectors.values()] };
}

/** Class names a selector needs on the page (those inside :not() are ones it needs absent). */
function requiredClasses(walk: CssTree['walk'], selector: CssNode): string[] {
  const names: string[] = [];
  walk(selector, {
    enter(node: CssNode) {
      if (node.type === 'PseudoClassSelector' && node.name.toLowerCase() === 'not') return walk.skip;
      if (node.type === 'ClassSelector') names.push(node.name);
      return undefined;
    },
  });
  return names;
}

/** `:host` matches only a shadow root's host, never an element of a page. */
function isHostSelector(selector: CssNode): boolean {
  return selector.type === 'Selector' && selector.children.first?.type === 'PseudoClassSelector' && /^host/i.test(selector.children.first.name);
}
