import { ATTR } from '../shared/contract.ts';

/** Fills each AfterLoad slot (build/shared/after-load.tsx) from the <noscript> before it. */
export function revealAfterLoad(root: ParentNode = document): void {
  for (const slot of root.querySelectorAll(`[${ATTR.afterLoad}]`)) {
    const source = slot.previousElementSibling;
    // With scripts on, a <noscript>'s content is its markup as text.
    if (source?.localName !== 'noscript' || slot.hasChildNodes()) continue;
    slot.innerHTML = source.textContent ?? '';
    // Decoded now, so a hidden picture (the next slide) shows on its first frame once revealed.
    slot.querySelectorAll('img').forEach((img) => img.decode().catch(() => undefined));
  }
}

export function revealAfterPageLoad(): void {
  if (document.readyState === 'complete') revealAfterLoad();
  else window.addEventListener('load', () => revealAfterLoad(), { once: true });
}
