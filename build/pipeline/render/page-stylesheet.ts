/**
 * Which parts of the site's stylesheet a page inlines (the parts and the rule are described in
 * bundle/stylesheet-parts.ts, which makes them). Runs while pages render; no CSS parser here.
 */

/** One file index.css imports: its minified CSS and what decides whether a page needs it. */
export interface StylesheetPart {
  css: string;
  /** On every page: it names no class, or has a rule that can match without one. */
  everywhere: boolean;
  /** Every class its selectors name. */
  classes: ReadonlySet<string>;
  /** The classes each of its selectors needs, all of them, on the page to match anything there. */
  selectors: readonly (readonly string[])[];
}

/** The bundled stylesheet: its URL (url() references in it are absolute) and its text. */
export interface Stylesheet {
  url: string;
  css: string;
  /** The files index.css imports, each on its own, for pages to pick from; null when index.css has rules of its own. */
  parts: StylesheetPart[] | null;
}

/** The class names a page's markup uses (its noscript content included). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The stylesheet one page inlines: the parts that can style it, in order. A part can when one of
 * its selectors finds every class it names in the page: About's `.who .section-heading` does not
 * bring about.css to a page that has section headings but no `.who` (it did, with any class).
 */
export function stylesheetFor(parts: readonly StylesheetPart[], pageClasses: ReadonlySet<string>): string {
  return parts
    .filter((part) => styles(part, pageClasses))
    .map((part) => part.css)
    .join('');
}

function styles(part: StylesheetPart, classes: ReadonlySet<string>): boolean {
  return part.everywhere || part.selectors.some((needs) => needs.every((name) => classes.has(name)));
}

/**
 * A page's stylesheet split at its fold (fold.tsx): below, the parts it uses after the last one
 * the markup before the fold needs; inline, the parts up to that one. The stylesheet below the
 * fold comes after the inline one, so only a run at the end moves: the parts keep index.css's
 * order, and no rule wins or loses a tie it did not before (test/browser/fold.test.ts compares
 * every element's computed style with the whole stylesheet's).
 */
export function stylesheetAroundFold(parts: readonly StylesheetPart[], classesBefore: ReadonlySet<string>, pageClasses: ReadonlySet<string>): { inline: string; below: string } {
  const used = parts.filter((part) => styles(part, pageClasses));
  const split = used.findLastIndex((part) => styles(part, classesBefore)) + 1;
  const join = (some: StylesheetPart[]) => some.map((part) => part.css).join('');
  return { inline: join(used.slice(0, split)), below: join(used.slice(split)) };
}
