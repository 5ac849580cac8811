import { ATTR } from '../shared/contract.ts';
import { linkFollowed } from './links.ts';

/**
 * Input that reaches an island before its script does. An island whose server HTML has controls
 * that do nothing until it hydrates (a carousel's buttons, its swipe, its arrow keys) asks for
 * this with `replay`: the input that woke it is not lost but handed to it once it has hydrated.
 * One that takes over its links (a lightbox's) asks with `holdLinks`: a plain click on a link
 * waits, its link marked as coming and its picture shown large at once (early-view.ts), instead
 * of leaving the page for the bare file; dismissing that view forgets the click. A button the
 * loader can answer itself (a carousel's Next, answerEarly) is answered at once.
 */

/**
 * An early answer to a click on a step or pause button (contract.ts, earlyStep): the step is
 * taken in the page's markup at once, from the item shown now (the most opaque of the first
 * group, as the island's CSS shows it), and the click is not replayed: the island takes the
 * state over instead, so the step is neither lost nor taken twice. Pause is a step of none: the
 * item shown now is held (pausing the CSS animations instead kept Chromium from presenting the
 * next frame for 280-850 ms on a slow phone). False when the click is no such button's.
 */
function answerEarly(island: HTMLElement, event: Event): boolean {
  const button = event.target instanceof Element ? event.target.closest(`[${ATTR.earlyStep}], [${ATTR.earlyPause}]`) : null;
  if (!button || !island.contains(button)) return false;
  const groups = new Map<string, Element[]>();
  island.querySelectorAll(`[${ATTR.earlyItem}]`).forEach((item) => {
    const name = item.getAttribute(ATTR.earlyItem)!;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  });
  const items = [...groups.values()][0] ?? [];
  if (!items.length) return false;
  const pause = button.hasAttribute(ATTR.earlyPause);
  if (pause) {
    island.toggleAttribute(ATTR.earlyPaused);
    // The button's name for the other state, as the island will name it: swapped with its own.
    const otherName = button.getAttribute(ATTR.earlyPause);
    if (otherName) {
      button.setAttribute(ATTR.earlyPause, button.getAttribute('aria-label') ?? '');
      button.setAttribute('aria-label', otherName);
    }
  }
  const opacities = items.map((item) => (item.hasAttribute(ATTR.earlyActive) ? 2 : Number(getComputedStyle(item).opacity)));
  const step = pause ? 0 : Number(button.getAttribute(ATTR.earlyStep));
  const next = (opacities.indexOf(Math.max(...opacities)) + step + items.length) % items.length;
  island.setAttribute(ATTR.early, '');
  groups.forEach((group) => group.forEach((item, i) => item.toggleAttribute(ATTR.earlyActive, i === next)));
  return true;
}

/** What `replay` keeps. Clicks only on buttons: a link's click has already done what it does. */
const REPLAYED = ['click', 'keydown', 'touchstart', 'touchend'] as const;

function wanted(event: Event): boolean {
  return event.type !== 'click' || (event.target instanceof Element && event.target.closest('button') !== null);
}

/**
 * The early view's code, out of the loader's first bytes: a page loads it when an island that
 * holds links wakes (loader.ts), long before that island's own code and React have come.
 */
export const earlyView = () => import('./early-view.ts');

export interface InputRecorder {
  /** Stops recording and returns what to replay (call before hydrating: from then on, React listens). */
  stop(): () => void;
  /** Stops recording because the island's code did not come: a held link is followed after all. */
  fail(): void;
}

export function recordInput(element: HTMLElement, { replay = false, holdLinks = false }: { replay?: boolean; holdLinks?: boolean }): InputRecorder {
  const events: Event[] = [];
  let heldClick: { event: Event; link: HTMLAnchorElement } | undefined;
  const release = () => {
    heldClick?.link.removeAttribute(ATTR.held);
    heldClick?.link.removeAttribute('aria-busy');
  };
  const record = (event: Event) => {
    const link = holdLinks && event.type === 'click' ? linkFollowed(event) : null;
    if (link && element.contains(link)) {
      event.preventDefault();
      release();
      // The last link asked for is the one to open.
      const held = { event, link };
      heldClick = held;
      link.setAttribute(ATTR.held, '');
      link.setAttribute('aria-busy', 'true');
      void earlyView().then(({ showEarlyView }) => {
        if (heldClick !== held) return;
        showEarlyView(link, () => {
          if (heldClick !== held) return;
          release();
          heldClick = undefined;
        });
      });
    } else if (replay && wanted(event) && !(event.type === 'click' && answerEarly(element, event))) {
      events.push(event);
    }
  };
  const types = replay ? REPLAYED : (['click'] as const);
  // Not passive where links are held: holding one is cancelling its click.
  types.forEach((type) => element.addEventListener(type, record, { capture: true, passive: type !== 'click' || !holdLinks }));
  const unlisten = () => types.forEach((type) => element.removeEventListener(type, record, true));
  return {
    stop() {
      unlisten();
      // The same event objects, dispatched again on their own targets (the DOM allows it once a
      // dispatch has ended): React reads the key, the touches and the target from them. A held
      // click stays cancelled, so the island's handler opens it and the browser does not follow it.
      return () => {
        events.forEach((event) => event.target?.dispatchEvent(event));
        if (heldClick) {
          release();
          heldClick.event.target?.dispatchEvent(heldClick.event);
        }
      };
    },
    fail() {
      unlisten();
      release();
      void earlyView().then(({ hideEarlyView }) => hideEarlyView());
      if (heldClick) location.assign(heldClick.link.href);
    },
  };
}
