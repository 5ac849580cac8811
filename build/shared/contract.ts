/**
 * The island contract: the names that the server (which writes the markup) and the browser
 * loader (which reads it) must agree on. Both sides import this module, so they cannot drift.
 */

/** The wrapper element around every island's server HTML. Styled `display: contents`. */
export const ISLAND_TAG = 'site-island';
/** The wrapper of an island's children, markup the server rendered for it (build/shared/island-slot.tsx). Styled `display: contents`. */
export const SLOT_TAG = 'site-slot';

export const ATTR = {
  /** Island name, e.g. "HeroCarousel" (the file name in site/islands/). */
  name: 'data-island',
  /** URL of the island's hydration chunk. */
  src: 'data-src',
  /** When to hydrate: one of STRATEGIES. */
  when: 'data-when',
  /** The media query for the `media` strategy. */
  media: 'data-media',
  /** JSON-encoded props. */
  props: 'data-props',
  /** React `identifierPrefix`, unique per island on the page, so `useId` matches on both sides. */
  idPrefix: 'data-id-prefix',
  /** Lifecycle, see STATE. */
  state: 'data-state',
  /** Present when input that arrives before hydration is replayed to the island after it (build/client/replay.ts). */
  replay: 'data-replay',
  /** Present when the island takes over its links (a lightbox's): a click before it hydrates waits for it (replay.ts). */
  holdLinks: 'data-hold-links',
  /** On a link whose click waits for its island's code: a sign that it is coming. */
  held: 'data-held',
  /**
   * The view a held link's picture is shown large in at once (build/client/early-view.ts), over
   * the page until the island's own view (a lightbox) takes its place.
   */
  earlyView: 'data-early-view',
  /**
   * An early answer (replay.ts): a button of a `replay` island that steps through items (a
   * carousel's Next is "1", Previous "-1"), answered by the loader before the island's code has
   * come; the items are the island's elements with `earlyItem` (a name per group: slides, dots),
   * the one asked for gets `earlyActive`, the island `early`, and the island takes that state over.
   */
  earlyStep: 'data-early-step',
  earlyItem: 'data-early-item',
  earlyActive: 'data-early-active',
  early: 'data-early',
  /**
   * A button that stops a rotation (a carousel's Pause): the island gets `earlyPaused`. Its value,
   * if any, is the button's name in the other state ("Play slideshow"): the loader swaps it with
   * the button's aria-label.
   */
  earlyPause: 'data-early-pause',
  earlyPaused: 'data-early-paused',
  /** The slot that AfterLoad content moves into once the page has loaded (build/shared/after-load.tsx). */
  afterLoad: 'data-after-load',
} as const;

export const STATE = {
  ssr: 'ssr',
  loading: 'loading',
  hydrated: 'hydrated',
  error: 'error',
} as const;
export type IslandState = (typeof STATE)[keyof typeof STATE];

export const STRATEGIES = ['load', 'idle', 'visible', 'interaction', 'intent', 'media'] as const;
export type Strategy = (typeof STRATEGIES)[number];

export function isStrategy(value: unknown): value is Strategy {
  return typeof value === 'string' && (STRATEGIES as readonly string[]).includes(value);
}

/** Dispatched (bubbling, cancelable) on an island whose chunk could not be loaded. */
export const ISLAND_ERROR_EVENT = 'island:error';
export interface IslandErrorDetail {
  name: string;
  src: string;
  error: unknown;
}

/** What every island chunk exports. */
export interface IslandModule {
  hydrate(element: HTMLElement, props: Record<string, unknown>): Promise<void>;
}

/** A chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * The 404 page's list of routes (JSON, in a non-executable <script type="application/json">), for
 * its script to match another spelling against. Kept out of the script itself: bundled in, it
 * gave every island chunk a new hash whenever a page was added.
 */
export const ROUTES_ELEMENT_ID = 'ssg-routes';

/** Public URL folder of island chunks, the loader and shared chunks. */
export const ISLANDS_URL_DIR = '_islands';
/** Public URL folder of hashed assets and CSS. */
export const ASSETS_URL_DIR = '_assets';

/**
 * The next page, ready before the click (build/client/next-page.ts): the speculation rules the
 * loader adds. Prerender, at moderate eagerness (a pointer resting on a link, or pressing it), any
 * link to a page of this site: a same-origin path with no file extension, so never a PDF or
 * another file, never another site or a mailto: or tel: link, and never one marked as a download
 * or for another window. The text is fixed, so the CSP allows it by its hash (hosting/headers.ts).
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }, { not: { selector_matches: '[download], [target]' } }],
      },
      eagerness: 'moderate',
    },
  ],
});
