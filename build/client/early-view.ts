import { ATTR } from '../shared/contract.ts';

const DISMISSED = 'early-view:dismiss';

/** The view, with what had focus before it showed (its link, for a keyboard's Enter). */
type EarlyView = HTMLElement & { returnFocusTo?: Element | null };
const shownView = () => document.querySelector<EarlyView>(`[${ATTR.earlyView}]`);

/**
 * A held link's picture, shown large at once: a visitor on a slow phone who taps a photo before
 * the lightbox's code has come sees it open, not a dimmed thumbnail. The view is the thumbnail
 * the page has already decoded, drawn at the linked picture's shape (a link's `data-pswp-width`
 * and `-height`, PhotoSwipe's attributes, else the thumbnail's own) and size, under a turning
 * ring until the island's view takes its place. The site's styles (class `early-view`) lay it out
 * where that view will draw the picture, so the hand-over does not move it (gallery.css). Its
 * close button and Esc dismiss it and call `onDismiss` of each that asked for it: the loader
 * holding the click, then the island whose lightbox is on its way (the same view, not drawn twice).
 */
export function showEarlyView(link: HTMLAnchorElement, onDismiss: () => void): void {
  const thumbnail = link.querySelector('img');
  if (!thumbnail) return;
  let view = shownView();
  if (view?.getAttribute(ATTR.earlyView) !== link.href) {
    hideEarlyView();
    view = viewOf(link, thumbnail);
    view.returnFocusTo = document.activeElement;
    document.body.append(view);
    view.querySelector('button')!.focus({ preventScroll: true });
  }
  view.addEventListener(DISMISSED, onDismiss);
}

function viewOf(link: HTMLAnchorElement, thumbnail: HTMLImageElement): EarlyView {
  const view: EarlyView = document.createElement('div');
  view.className = 'early-view';
  view.setAttribute(ATTR.earlyView, link.href);
  view.setAttribute('role', 'dialog');
  view.setAttribute('aria-modal', 'true');
  view.setAttribute('aria-busy', 'true');
  view.setAttribute('aria-label', thumbnail.alt);
  view.style.setProperty('--width', link.dataset.pswpWidth ?? String(thumbnail.naturalWidth));
  view.style.setProperty('--height', link.dataset.pswpHeight ?? String(thumbnail.naturalHeight));
  const frame = document.createElement('div');
  const picture = new Image();
  picture.src = thumbnail.currentSrc || thumbnail.src;
  picture.alt = '';
  frame.append(picture);
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close');
  const dismiss = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
    hideEarlyView();
    view.dispatchEvent(new Event(DISMISSED));
  };
  close.addEventListener('click', dismiss);
  view.addEventListener('keydown', dismiss);
  view.append(frame, close);
  return view;
}

export function earlyViewShown(): boolean {
  return shownView() !== null;
}

/**
 * Gives focus back to what had it before the view showed, the view staying: called just before
 * the island's own view opens, which keeps what has focus then to return it to when it closes.
 */
export function focusBehindEarlyView(): void {
  const view = shownView();
  if (view?.contains(document.activeElement) && view.returnFocusTo instanceof HTMLElement) view.returnFocusTo.focus({ preventScroll: true });
}

/** Takes the early view away: its island's own view has taken its place, or it was dismissed. */
export function hideEarlyView(): void {
  focusBehindEarlyView();
  shownView()?.remove();
}
