/**
 * The link a click follows in this tab, if any: a plain primary click, not one with a modifier
 * key that opens the link in a new tab or window (that stays the browser's).
 */
export function linkFollowed(event: Event, selector = 'a[href]'): HTMLAnchorElement | null {
  if (!(event instanceof MouseEvent) || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest(selector) : null;
  return link instanceof HTMLAnchorElement && !link.target ? link : null;
}
