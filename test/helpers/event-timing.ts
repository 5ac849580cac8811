import type { Page } from 'playwright-core';

/**
 * What a visitor's browser records of an interaction (PerformanceEventTiming, what INP is made
 * of): installed before the page's scripts, it keeps every event that belongs to an interaction.
 */
export const EVENT_RECORDER = `
  globalThis.__name = (f) => f;
  globalThis.__interactionEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) globalThis.__interactionEvents.push({ name: e.name, duration: e.duration, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** An interaction's input to next paint and where it went (ms): waiting for the main thread, its handlers, and rendering the frame. */
export interface InteractionTiming {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/**
 * The longest event of an interaction recorded since `since` (performance.now() in the page),
 * `waitMs` after the input: its entries arrive after the next paint, which on a slow phone can take
 * a while. Null when none took 16 ms or more: the browser reports no shorter event entry.
 */
export async function longestInteraction(page: Page, since = 0, waitMs = 2000): Promise<InteractionTiming | null> {
  await page.waitForTimeout(waitMs);
  const events = await page.evaluate(
    (after) => (globalThis as unknown as { __interactionEvents: PerformanceEventTiming[] }).__interactionEvents.filter((e) => e.startTime >= after),
    since,
  );
  const longest = events.sort((a, b) => b.duration - a.duration)[0];
  if (!longest) return null;
  return {
    duration: longest.duration,
    inputDelay: longest.processingStart - longest.startTime,
    processing: longest.processingEnd - longest.processingStart,
    presentation: longest.startTime + longest.duration - longest.processingEnd,
  };
}
