import type { CssNode } from 'css-tree';

/**
 * What an SVG may keep to be published: an allowlist, not a list of what is known to be harmful.
 * Opened on its own from a host that sends no CSP (a bucket, GitHub Pages), a published SVG must
 * run nothing, fetch nothing from anywhere and navigate nowhere.
 *
 * DOMPurify's SVG profile decides the elements and attributes (SVG's inert ones; every other
 * namespace goes, so no XHTML <meta http-equiv="refresh">, <img srcset> or <table background>
 * inside an SVG), with what it removes dropped whole rather than unwrapped. On top of it, three
 * rules of the site's own: animations go (they can rewrite a link or a paint); every reference
 * (href, xlink:href, src) points into the file itself or is an inline raster image; and all CSS,
 * in <style>, style="" and presentation attributes, is judged after a real parse by css-tree,
 * escapes decoded, so `@\69mport` and `u\72l(` are the at-rule and the function they spell. CSS may
 * reference nothing outside the file either.
 *
 * Its packages are loaded only when an SVG has to be cleaned (svg.ts caches the results): jsdom
 * alone takes longer to load than a warm build takes.
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const INLINE_IMAGE = /^\s*data:image\/(?:png|jpeg|gif|webp|avif)[;,]/i;
const SAME_DOCUMENT = /^\s*#/;
const ANIMATIONS = ['animate', 'animatecolor', 'animatemotion', 'animatetransform', 'set', 'discard', 'mpath'];
/** At-rules that only group or name rules; @import, @font-face, @namespace and the rest go. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes', 'container', 'layer']);
/** CSS functions that fetch what their strings name, besides url(). */
const FETCHING_FUNCTIONS = new Set(['url', 'src', 'image', 'image-set', '-webkit-image-set', 'cross-fade', '-webkit-cross-fade', 'element', '-moz-element', 'paint']);

const isReference = (attribute: string) => /(?:^|:)(?:href|src)$/i.test(attribute);
const isSafeReference = (value: string) => SAME_DOCUMENT.test(value) || INLINE_IMAGE.test(value);

type CssTree = typeof import('css-tree');

/** Whether CSS (a style sheet, a declaration list or one value) fetches nothing and parses cleanly. */
export function isInertCss({ ident, parse, walk }: CssTree, text: string, context: 'stylesheet' | 'declarationList' | 'value'): boolean {
  let clean = true;
  let ast: CssNode;
  try {
    ast = parse(text, { context, onParseError: () => (clean = false) });
  } catch {
    return false;
  }
  walk(ast, (node) => {
    if (node.type === 'Raw') clean = false;
    else if (node.type === 'Atrule' && !GROUPING_AT_RULES.has(ident.decode(node.name).toLowerCase())) clean = false;
    else if (node.type === 'Url' && !isSafeReference(node.value)) clean = false;
    else if (node.type === 'Function' && FETCHING_FUNCTIONS.has(ident.decode(node.name).toLowerCase())) clean = false;
  });
  return clean;
}

/** A presentation attribute's value may hold CSS (fill="url(#g)"): judged as CSS when it could. */
const mayHoldCss = (value: string) => /[(\\@]/.test(value);

export interface SanitizedSvg {
  svg: string;
  /** What went, e.g. ["<script>", "onload=", "<style> that fetches"]. */
  removed: string[];
}

type Window = import('jsdom').DOMWindow;

/** One window and one DOMPurify for the process, made on first use; `removed` is the file's being cleaned. */
interface Cleaner {
  window: Window;
  purify: ReturnType<typeof import('dompurify').default>;
  removed: Set<string>;
}
let cleaner: Promise<Cleaner> | undefined;

async function makeCleaner(): Promise<Cleaner> {
  const [{ JSDOM }, { default: createDOMPurify }, cssTree] = await Promise.all([import('jsdom'), import('dompurify'), import('css-tree')]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  const made: Cleaner = { window, purify, removed: new Set() };
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const { attrName, attrValue } = data;
    const unsafe = isReference(attrName)
      ? !isSafeReference(attrValue)
      : attrName === 'style'
        ? !isInertCss(cssTree, attrValue, 'declarationList')
        : mayHoldCss(attrValue) && !isInertCss(cssTree, attrValue, 'value');
    if (unsafe) {
      data.keepAttr = false;
      made.removed.add(`${attrName}=`);
    }
  });
  purify.addHook('afterSanitizeElements', (node) => {
    if ((node as Element).namespaceURI !== SVG_NAMESPACE || (node as Element).localName !== 'style' || isInertCss(cssTree, node.textContent ?? '', 'stylesheet')) return;
    node.parentNode?.removeChild(node);
    made.removed.add('<style> that fetches');
  });
  return made;
}

/** The SVG document `text` with only what is inert, or null if it is not a well-formed SVG document. */
export async function sanitizeSvg(text: string): Promise<SanitizedSvg | null> {
  const { window, purify, removed } = await (cleaner ??= makeCleaner());
  removed.clear();
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (document.getElementsByTagName('parsererror').length > 0 || root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg') return null;
  // Outside the root: the doctype and processing instructions (<?xml-stylesheet?>).
  for (const node of [...document.childNodes]) {
    if (node === root || node.nodeType === window.Node.COMMENT_NODE) continue;
    removed.add(node.nodeType === window.Node.DOCUMENT_TYPE_NODE ? '<!DOCTYPE>' : `<?${node.nodeName}?>`);
  }
  purify.sanitize(root, {
    IN_PLACE: true,
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> and <a> only ever point into the file (the attribute hook).
    ADD_TAGS: ['use'],
    FORBID_TAGS: ANIMATIONS,
    // Removed elements go with everything inside them.
    KEEP_CONTENT: false,
  });
  for (const entry of purify.removed) {
    if ('attribute' in entry && entry.attribute) removed.add(`${entry.attribute.name}=`);
    else if ('element' in entry) removed.add(`<${(entry.element as Element).nodeName}>`);
  }
  return { svg: new window.XMLSerializer().serializeToString(root), removed: [...removed] };
}
