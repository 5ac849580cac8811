import { SPECULATION_RULES } from '../shared/contract.ts';

/**
 * The next page, ready before the click. Where the browser has speculation rules (Chromium), the
 * rules in contract.ts have it prerender a page of this site when the visitor rests on a link to
 * it or presses it, so it shows at the click. Elsewhere, the page is prefetched when the pointer
 * comes over such a link, a finger touches it or the keyboard focuses it: its HTML is then in the
 * cache when the click comes. Neither on a visitor's Save-Data.
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
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = url;
    document.head.append(hint);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, prefetch, { capture: true, passive: true });
}
