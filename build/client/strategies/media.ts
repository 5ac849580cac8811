import type { WakeStrategy } from './types.ts';

/** Wake once the media query (data-media) matches, e.g. only on small screens. */
export const media: WakeStrategy = (_element, query) =>
  new Promise((resolve) => {
    const list = window.matchMedia(query ?? 'all');
    if (list.matches) return resolve();
    const onChange = () => {
      if (!list.matches) return;
      list.removeEventListener('change', onChange);
      resolve();
    };
    list.addEventListener('change', onChange);
  });
