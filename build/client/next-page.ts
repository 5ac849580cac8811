import { SPECULATION_RULES } from '../shared/contract.ts';

/**
 * The next page, ready before the click. Where the browser has speculation rules (Chromium), the
 * rules in contract.ts have it prerender a page of this site when the visitor rests on a link to
 * it or presses it, so it shows at the click. Elsewhere, the page is fetched at low priority when
 * the pointer comes over such a link, a finger touches it or the keyboard focuses it: its HTML is
 * then in the cache (revalidated by a 304 at the click) and the connection warm. A fetch, not
 * `<link rel=prefetch>`: Firefox checks a prefetch against the CSP's default-src ('none'), which
 * blocks it and logs a violation, and Safari has no prefetch; a fetch is connect-src ('self').
 * Neither on a visitor's Save-Data.
 */

interface SaveDataConnection {
  saveData?: boolean;
}

/** A link to another page of this site: same origin, no file extension, not a download or for another window. */
export function nextPageUrl(link: HTMLAnchorElement, here: Location = location): string | null {
  if (link.hasAttribute('download') || link.hasAttribute('target')) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || /\.[^/]*$/.test(url.pathname) || url.pathname === here.pathname) return null;
  return url.origin + url.pathname + url.search;
}

export function prepareNextPages(): void {
  if ((navigator as Navigator & { connection?: SaveDataConnection }).connection?.saveData) return;
  if (HTMLScriptElement.supports?.('speculationrules')) {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = SPECULATION_RULES;
    document.head.append(rules);
    return;
  }
  const fetched = new Set<string>();
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const url = link instanceof HTMLAnchorElement ? nextPageUrl(link) : null;
    if (!url || fetched.has(url)) return;
    fetched.add(url);
    // The body is read so the cache keeps it; a failure costs only the head start.
    fetch(url, { credentials: 'same-origin', priority: 'low' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, prefetch, { capture: true, passive: true });
}
