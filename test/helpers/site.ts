import type { Page } from 'playwright-core';

export const ROUTES = ['/', '/About', '/Services', '/Contact'] as const;
export const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Waits until every island on the page that wakes on load has hydrated. */
export async function waitForLoadIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('site-island[data-when="load"]')].every((el) => el.getAttribute('data-state') === 'hydrated'),
  );
}

/** Scrolls instantly to y (or as far as the page goes) and waits until the browser is there. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  const target = await page.evaluate((top) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const clamped = Math.min(top, max);
    window.scrollTo({ top: clamped, behavior: 'instant' });
    return clamped;
  }, y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 1, target);
}

/** Islands are display: contents, so they are waited for as attached, never as visible. */
export async function waitForIsland(page: Page, name: string, state = 'hydrated'): Promise<void> {
  await page.locator(`site-island[data-island="${name}"][data-state="${state}"]`).first().waitFor({ state: 'attached' });
}

/**
 * Lets React finish work it scheduled (it uses MessageChannel, which Playwright's fake clock does
 * not control), so timers set in effects exist before the clock moves on.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );
}

/** Moves the fake clock on, then lets React commit what the timers changed. */
export async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}
