/**
 * What a visitor's own browser records (the figures field tools report): each first interaction's
 * input-to-next-paint (PerformanceEventTiming) at the moments issue 49 names, and Home's last LCP
 * entry after a long look at each width, on a slow phone: Lighthouse's mobile screen at 1.75x,
 * 4x CPU, 150 ms round trips and 1.6 Mbps down (Chromium's CDP), a fresh context each time.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { EVENT_RECORDER, longestInteraction, type InteractionTiming } from '../helpers/event-timing.ts';
import { slowCpu } from '../helpers/slow-cpu.ts';
import { median, phoneContext } from './bench-context.ts';

const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * A first interaction: the page, what is touched, and when: `afterLoadMs` after the load event,
 * or, with 'shown', as soon as the control is on the screen, while the page is still loading.
 */
export interface InteractionCase {
  name: string;
  route: string;
  afterLoadMs: number | 'shown';
  target: (page: Page) => Locator;
  /** What the visitor does first that is not an interaction (scrolling a control into view). */
  before?: (page: Page) => Promise<void>;
}

const nextSlide = (page: Page) => page.getByRole('button', { name: 'Next slide' });
/** How long a visitor looks at what they scrolled to before they tap it. */
const LOOK_MS = 300;
const scrollThenLook = (selector: string) => async (page: Page) => {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForTimeout(LOOK_MS);
};
async function openLightbox(page: Page) {
  await scrollThenLook('.gallery')(page);
  await page.locator('.gallery a').first().tap();
  await page.locator('.pswp--open .pswp__counter').waitFor();
  await page.waitForTimeout(1000);
}
export const INTERACTIONS: InteractionCase[] = [
  { name: 'Next slide, as soon as it shows', route: '/', afterLoadMs: 'shown', target: nextSlide },
  { name: 'Next slide, 1 s after load', route: '/', afterLoadMs: 1000, target: nextSlide },
  { name: 'Next slide, 5 s after load', route: '/', afterLoadMs: 5000, target: nextSlide },
  { name: 'Pause slideshow, 1 s after load', route: '/', afterLoadMs: 1000, target: (page) => page.getByRole('button', { name: 'Pause slideshow' }) },
  // Its controls show once it has hydrated, which it does when it scrolls into view.
  { name: 'Next logos, scrolled to 1 s after load', route: '/', afterLoadMs: 1000, before: scrollThenLook('.clients'), target: (page) => page.getByRole('button', { name: 'Next logos' }) },
  { name: 'Menu, as soon as it shows', route: '/', afterLoadMs: 'shown', target: (page) => page.getByRole('button', { name: 'Menu' }) },
  { name: 'Menu, 1 s after load', route: '/', afterLoadMs: 1000, target: (page) => page.getByRole('button', { name: 'Menu' }) },
  // Scrolled to first, as a visitor must: a tap within a frame of a jump across the page waited
  // on rendering what the jump brought into view, which no finger could tap that soon.
  { name: 'a gallery photo on Services, scrolled to 1 s after load', route: '/Services', afterLoadMs: 1000, before: scrollThenLook('.gallery'), target: (page) => page.locator('.gallery a').first() },
  // The lightbox's own first press (a phone swipes between pictures; its arrows show to a mouse,
  // and the first-taps test times them).
  { name: "the lightbox's Close, 1 s after it opened", route: '/Services', afterLoadMs: 1000, before: openLightbox, target: (page) => page.getByRole('button', { name: 'Close' }) },
];

/** Widths at which Home is watched without input, and for how long (two carousel turns and more). */
export const IDLE_LCP_WIDTHS = [375, 412, 768, 1280, 1920];
const IDLE_LOOK_MS = 17_000;

/** In the page, before its scripts: every LCP entry. */
const LCP_RECORDER = `
  globalThis.__benchLcp = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) globalThis.__benchLcp.push(e.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function slowPhonePage(browser: Browser, width?: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  if (width) await page.setViewportSize({ width, height: width < 1000 ? 823 : 900 });
  await page.addInitScript(EVENT_RECORDER + LCP_RECORDER);
  const cdp = await slowCpu(context, page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  return { page, close: () => context.close() };
}

/** The longest event of the interaction; null when it took under 16 ms. */
async function firstInteraction(browser: Browser, baseUrl: string, which: InteractionCase): Promise<InteractionTiming | null> {
  const { page, close } = await slowPhonePage(browser);
  try {
    if (which.afterLoadMs === 'shown') {
      await page.goto(baseUrl + which.route, { waitUntil: 'commit' });
    } else {
      await page.goto(baseUrl + which.route, { waitUntil: 'load' });
      await page.waitForTimeout(which.afterLoadMs);
    }
    await which.before?.(page);
    // Only the interaction measured: `before` may have been one (opening the lightbox).
    const since = await page.evaluate(() => performance.now());
    await which.target(page).tap();
    return await longestInteraction(page, since);
  } finally {
    await close();
  }
}

/** Each case's median over `runs` with where that run's time went, and every run's figure (16: under 16 ms). */
export async function measureInteractions(browser: Browser, baseUrl: string, runs: number): Promise<{ name: string; medianMs: number; runsMs: number[]; medianRun: InteractionTiming | null }[]> {
  const results = [];
  for (const which of INTERACTIONS) {
    const timings = [];
    for (let i = 0; i < runs; i++) timings.push(await firstInteraction(browser, baseUrl, which));
    const runsMs = timings.map((timing) => timing?.duration ?? 16);
    const medianMs = median(runsMs);
    results.push({ name: which.name, medianMs, runsMs, medianRun: timings.find((timing) => timing?.duration === medianMs) ?? null });
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
