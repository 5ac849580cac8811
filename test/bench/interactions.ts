/**
 * What a visitor's own browser records (the figures field tools report): each first interaction's
 * input-to-next-paint (PerformanceEventTiming) at the moments issue 49 names, and Home's last LCP
 * entry after a long look at each width, on a slow phone: Lighthouse's mobile screen at 1.75x,
 * 4x CPU, 150 ms round trips and 1.6 Mbps down (Chromium's CDP), a fresh context each time.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { median, phoneContext } from './bench-context.ts';

const CPU_SLOWDOWN = 4;
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** A first interaction: the page, what is touched, and how long after the load event. */
export interface InteractionCase {
  name: string;
  route: string;
  afterLoadMs: number;
  target: (page: Page) => Locator;
}

export const INTERACTIONS: InteractionCase[] = [
  { name: 'Next slide, 1 s after load', route: '/', afterLoadMs: 1000, target: (page) => page.getByRole('button', { name: 'Next slide' }) },
  { name: 'Next slide, 5 s after load', route: '/', afterLoadMs: 5000, target: (page) => page.getByRole('button', { name: 'Next slide' }) },
  { name: 'Menu, 1 s after load', route: '/', afterLoadMs: 1000, target: (page) => page.getByRole('button', { name: 'Menu' }) },
  { name: 'a gallery photo on Services, 1 s after load', route: '/Services', afterLoadMs: 1000, target: (page) => page.locator('.gallery a').first() },
];

/** Widths at which Home is watched without input, and for how long (two carousel turns and more). */
export const IDLE_LCP_WIDTHS = [375, 412, 768, 1280, 1920];
const IDLE_LOOK_MS = 17_000;

/** In the page, before its scripts: every event timing entry of an interaction, and every LCP entry. */
const RECORDER = `
  globalThis.__name = (f) => f;
  globalThis.__benchEvents = [];
  globalThis.__benchLcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) globalThis.__benchEvents.push({ name: e.name, duration: e.duration }); }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) globalThis.__benchLcp.push(e.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function slowPhonePage(browser: Browser, width?: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  if (width) await page.setViewportSize({ width, height: width < 1000 ? 823 : 900 });
  await page.addInitScript(RECORDER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  return { page, close: () => context.close() };
}

/** The longest event of the interaction, input to next paint, in ms (0 when the tap was lost). */
async function firstInteraction(browser: Browser, baseUrl: string, which: InteractionCase): Promise<number> {
  const { page, close } = await slowPhonePage(browser);
  try {
    await page.goto(baseUrl + which.route, { waitUntil: 'load' });
    await page.waitForTimeout(which.afterLoadMs);
    await which.target(page).tap();
    // Entries arrive after the next paint; on a 4x CPU that can take a while.
    await page.waitForTimeout(2000);
    return await page.evaluate(() => Math.max(0, ...(globalThis as unknown as { __benchEvents: { duration: number }[] }).__benchEvents.map((e) => e.duration)));
  } finally {
    await close();
  }
}

/** Each case's median over `runs`, and every run's figure. */
export async function measureInteractions(browser: Browser, baseUrl: string, runs: number): Promise<{ name: string; medianMs: number; runsMs: number[] }[]> {
  const results = [];
  for (const which of INTERACTIONS) {
    const runsMs = [];
    for (let i = 0; i < runs; i++) runsMs.push(await firstInteraction(browser, baseUrl, which));
    results.push({ name: which.name, medianMs: median(runsMs), runsMs });
  }
  return results;
}

/** Home watched without input: its first contentful paint and its last LCP entry, per width (one run each: 17 s a width). */
export async function idleLcp(browser: Browser, baseUrl: string): Promise<{ width: number; fcpMs: number; lastLcpMs: number }[]> {
  const results = [];
  for (const width of IDLE_LCP_WIDTHS) {
    const { page, close } = await slowPhonePage(browser, width);
    try {
      await page.goto(baseUrl + '/', { waitUntil: 'load' });
      await page.waitForTimeout(IDLE_LOOK_MS);
      const figures = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        lcp: (globalThis as unknown as { __benchLcp: number[] }).__benchLcp,
      }));
      results.push({ width, fcpMs: Math.round(figures.fcp), lastLcpMs: Math.round(Math.max(0, ...figures.lcp)) });
    } finally {
      await close();
    }
  }
  return results;
}
