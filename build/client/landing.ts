import { linkFollowed } from './links.ts';

/**
 * Keeps a jump to a place on the page (a link to `#id` on this page, or a page opened at one) on
 * its target while the layout above the target settles: skipped sections take their real heights
 * (content-visibility), the face and the pictures arrive. Chromium and Firefox hold the target
 * themselves (scroll anchoring); WebKit has none, and under load it landed a section link 90 px
 * short and a footer link's service not at all. The visitor's own scrolling, a key or a touch ends
 * the keeping at once; so does a history traversal, where the browser restores its own position.
 */

/** The layout has settled once it has not changed for this long. */
const SETTLED_MS = 2000;
/** However busy the page, the keeping ends after this long. */
const GIVE_UP_MS = 10_000;
const VISITOR_ACTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let stopKeeping: (() => void) | undefined;

function targetOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Scrolls `target` back to its place (the page's scroll padding and its own margin) whenever the page's size changes. */
export function keepOnTarget(target: Element): void {
  stopKeeping?.();
  let settled: ReturnType<typeof setTimeout>;
  const giveUp = setTimeout(() => stop(), GIVE_UP_MS);
  // Its first observation comes on the first frame, once the browser's own jump has begun:
  // scrolling again then only aims that jump at where the target is by then.
  const observer = new ResizeObserver(() => {
    clearTimeout(settled);
    settled = setTimeout(() => stop(), SETTLED_MS);
    target.scrollIntoView({ block: 'start' });
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(settled);
    clearTimeout(giveUp);
    for (const type of VISITOR_ACTS) removeEventListener(type, stop, true);
    if (stopKeeping === stop) stopKeeping = undefined;
  };
  stopKeeping = stop;
  for (const type of VISITOR_ACTS) addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
}

/** A link followed to a place on this page: its target once the browser has jumped. */
function jumpOf(event: MouseEvent): HTMLElement | null {
  const link = event.defaultPrevented ? null : linkFollowed(event, 'a[href*="#"]');
  const sameDocument = link && link.origin === location.origin && link.pathname === location.pathname && link.search === location.search;
  return sameDocument ? targetOf(link.hash) : null;
}

export function keepLandings(): void {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const restored = navigation?.type === 'back_forward' || navigation?.type === 'reload';
  const opened = restored ? null : targetOf(location.hash);
  if (opened) keepOnTarget(opened);
  document.addEventListener('click', (event) => {
    const target = jumpOf(event);
    if (target) keepOnTarget(target);
  });
}
