import type { WakeStrategy } from './types.ts';

/** Signs of intent that come before a click or key press, so code arrives in time for it. */
export const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

export const interaction: WakeStrategy = (element) =>
  new Promise((resolve) => {
    const wake = () => {
      INTERACTION_EVENTS.forEach((type) => element.removeEventListener(type, wake, true));
      resolve();
    };
    INTERACTION_EVENTS.forEach((type) => element.addEventListener(type, wake, { capture: true, passive: true }));
  });
