import type { WakeStrategy } from './types.ts';

/**
 * The visitor's first sign of intent anywhere on the page: a scroll, a pointer moving or
 * pressing, a touch, a key or focus. For islands that only enhance markup which already works
 * (a native popover menu, CSS fallbacks), so a visitor who only reads downloads no script, and
 * one who acts gets it at once: these events come before the click or scroll they lead to.
 */
export const INTENT_EVENTS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** One set of listeners for the whole page, however many islands wait on it. */
let firstSign: Promise<void> | undefined;

export const intent: WakeStrategy = () =>
  (firstSign ??= new Promise((resolve) => {
    const wake = () => {
      INTENT_EVENTS.forEach((type) => window.removeEventListener(type, wake, true));
      resolve();
    };
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, wake, { capture: true, passive: true }));
    // Opened scrolled (a #fragment, a reload half-way down): the scroll came before the script.
    // Asked in the next frame, whose layout is done then anyway: read as the loader runs, scrollY
    // forced that layout inside the script's own task.
    requestAnimationFrame(() => {
      if (window.scrollY > 0) wake();
    });
  }));
