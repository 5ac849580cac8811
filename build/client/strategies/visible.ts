import type { WakeStrategy } from './types.ts';

/** Start loading a little before the island scrolls into view. */
export const VISIBLE_MARGIN = '200px';

/**
 * The wrapper is `display: contents` and has no box of its own, so its children are observed.
 */
export const visible: WakeStrategy = (element) =>
  new Promise((resolve) => {
    const targets = [...element.children];
    if (targets.length === 0) return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    targets.forEach((target) => observer.observe(target));
  });
