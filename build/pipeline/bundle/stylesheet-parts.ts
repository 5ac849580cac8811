import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { generate, parse, walk, type CssNode } from 'css-tree';
import type { StylesheetPart } from '../render/page-stylesheet.ts';

/**
 * Per-page stylesheets. Each file that site/styles/index.css imports is a part; a page inlines
 * only the parts that can style it, in index.css's order: a part is left out when every rule in
 * it needs a class the page's markup does not have. A part that names no class (fonts.css), or
 * has a rule that can match without one (`body`, `h1`, `[data-state]`), is on every page. Classes
 * inside `:not()` and rules that only set custom properties or style `:host` do not count, so a
 * vendor's `:root { --x: ... }` does not put it everywhere.
 *
 * A part therefore has to name at least one class of the markup it styles: a vendor stylesheet for
 * markup that only script creates (PhotoSwipe's) is imported by the part for the markup it
 * enhances (gallery.css), not by index.css.
 */


const PART_NAMESPACE = 'ssg-stylesheet-part';

/**
 * The @import statements of index.css, or null when it holds anything else (then every page
 * inlines the whole stylesheet: rules of index.css's own have no part to belong to).
 */
export function importsOf(indexCss: string): string[] | null {
  const ast = parse(readFileSync(indexCss, 'utf8'), { positions: false });
  const imports: string[] = [];
  let onlyImports = true;
  walk(ast, {
    visit: 'StyleSheet',
    enter(sheet) {
      sheet.children.forEach((node) => {
        if (node.type === 'Atrule' && node.name === 'import') imports.push(`@import ${generate(node.prelude!)};`);
        else if (!(node.type === 'Atrule' && node.name === 'charset')) onlyImports = false;
      });
    },
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

/** What in a part's minified CSS decides which pages need it. */
export function describePart(css: string): StylesheetPart {
  const classes = new Set<string>();
  let everywhere = false;
  walk(parse(css, { positions: false }), {
    visit: 'Rule',
    enter(rule) {
      if (this.atrule && /keyframes$/i.test(this.atrule.name)) return;
      const onlyCustomProperties = rule.block.children.toArray().every((d) => d.type === 'Declaration' && d.property.startsWith('--'));
      if (rule.prelude.type !== 'SelectorList') return;
      rule.prelude.children.forEach((selector) => {
        const named = requiredClasses(selector);
        named.forEach((name) => classes.add(name));
        if (named.length === 0 && !onlyCustomProperties && !isHostSelector(selector)) everywhere = true;
      });
    },
  });
  return { css, everywhere: everywhere || classes.size === 0, classes };
}

/** Class names a selector needs on the page (those inside :not() are ones it needs absent). */
function requiredClasses(selector: CssNode): string[] {
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
