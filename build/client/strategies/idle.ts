import type { WakeStrategy } from './types.ts';

/** Longest wait for an idle moment; a busy page still gets its island. */
export const IDLE_TIMEOUT_MS = 2000;
/** Fallback for browsers without requestIdleCallback (Safari). */
export const IDLE_FALLBACK_MS = 200;

export const idle: WakeStrategy = () =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, IDLE_FALLBACK_MS);
    }
  });
