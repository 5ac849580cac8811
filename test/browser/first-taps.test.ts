import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ATTR } from '../../build/shared/contract.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { EVENT_RECORDER, longestInteraction } from '../helpers/event-timing.ts';
import { ISLANDS_PATH } from '../helpers/islands.ts';
import { servedSite } from '../helpers/server.ts';
import { slowCpu } from '../helpers/slow-cpu.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** Issue 49's bound for every run of a first interaction, input to next paint. */
const EVERY_RUN_MS = 200;

interface FirstTap {
  control: string;
  route: string;
  /** The island the control belongs to, whose code is held back. */
  island: string;
  target: (page: Page) => ReturnType<Page['locator']>;
  /** The answer the visitor asked for, as the page shows it. */
  answered: (page: Page) => Promise<unknown>;
  expected: unknown;
  scrolledTo?: boolean;
}

const TAPS: FirstTap[] = [
  { control: 'Next slide', route: '/', island: 'HeroCarousel', target: (page) => page.getByRole('button', { name: 'Next slide' }), answered: (page) => page.locator(`.hero__slide[${ATTR.earlyActive}]`).getAttribute('aria-label'), expected: '2 of 3' },
  { control: 'Previous slide', route: '/', island: 'HeroCarousel', target: (page) => page.getByRole('button', { name: 'Previous slide' }), answered: (page) => page.locator(`.hero__slide[${ATTR.earlyActive}]`).getAttribute('aria-label'), expected: '3 of 3' },
  { control: 'Pause slideshow', route: '/', island: 'HeroCarousel', target: (page) => page.getByRole('button', { name: 'Pause slideshow' }), answered: (page) => page.locator('.hero__pause').getAttribute('aria-label'), expected: 'Play slideshow' },
  { control: 'Menu', route: '/', island: 'NavBar', target: (page) => page.getByRole('button', { name: 'Menu' }), answered: (page) => page.locator('.mobile-menu').evaluate((menu) => menu.matches(':popover-open')), expected: true },
  // Shown large at once, fitted to the phone's width as the lightbox will draw it (a square photo).
  { control: 'a gallery photo', route: '/Services', island: 'Gallery', scrolledTo: true, target: (page) => page.locator('.gallery a').first(), answered: (page) => page.getByRole('dialog').locator('img').evaluate((img) => Math.round(img.getBoundingClientRect().width)), expected: 412 },
];

/**
 * A visitor's first tap on a widget whose code has not come (a slow phone: the chunk is still on
 * the way) is answered by the page itself, at once: the loader and the server HTML do what was
 * asked (the slide moves, the slideshow pauses, the menu opens, the photo shows large),
 * and the browser paints it within 200 ms at Lighthouse's 4x CPU slowdown, as its own event
 * timing records (what INP is made of). Pausing the CSS rotation instead of holding its slide
 * kept Chromium's next frame back 280 ms here, 850 ms on the bench's slow network.
 */
describe.skipIf(!chromePath)('first taps before the widget code has come', () => {
  const site = servedSite(root, launchChrome);

  it.each(TAPS)('$control is answered and painted within 200 ms on a slow phone', async (tap) => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    // The widget's code is held back for the whole test; the page's other islands come as they do.
    await page.route(new RegExp(`${ISLANDS_PATH}${tap.island}-[^/]*\\.js`), () => undefined);
    await page.addInitScript(EVENT_RECORDER);
    await slowCpu(context, page);
    await page.goto(site.served.url + tap.route, { waitUntil: 'load' });
    // A second after the load, as issue 49 measured: the CSS rotation has been running a while.
    await page.waitForTimeout(1000);
    if (tap.scrolledTo) {
      await tap.target(page).scrollIntoViewIfNeeded();
      // The scroll woke the page's other islands (intent): their hydrations are done a second
      // later. A tap while they run waits on them (the bench measures that, 300 ms after the
      // scroll); this test is about the answer the page gives without the widget's code.
      await page.waitForTimeout(1000);
    }
    const since = await page.evaluate(() => performance.now());
    await tap.target(page).tap();
    expect(await tap.answered(page)).toEqual(tap.expected);
    const timing = await longestInteraction(page, since);
    // No entry: under 16 ms, the least the browser reports.
    expect(timing?.duration ?? 0, JSON.stringify(timing)).toBeLessThanOrEqual(EVERY_RUN_MS);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Once open, the lightbox's own controls answer as fast: its arrows (shown to a mouse, hidden on
  // touch screens, which swipe) and its close button, each the first press of its kind.
  it("the lightbox's arrows and close button are painted within 200 ms at 4x CPU", async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.addInitScript(EVENT_RECORDER);
    await slowCpu(context, page);
    await page.goto(site.served.url + '/Services', { waitUntil: 'load' });
    const photos = page.locator('.gallery a');
    await photos.first().scrollIntoViewIfNeeded();
    await page.locator(`site-island[${ATTR.state}="hydrated"] .gallery`).waitFor();
    await photos.first().click();
    const counter = page.locator('.pswp--open .pswp__counter');
    await counter.waitFor();
    await page.waitForTimeout(1000);
    for (const [control, done] of [
      ['Next picture', () => counter.textContent().then((text) => text?.replace(/\s+/g, '').startsWith('2'))],
      ['Previous picture', () => counter.textContent().then((text) => text?.replace(/\s+/g, '').startsWith('1'))],
      ['Close', () => page.locator('.pswp').count().then((count) => count === 0)],
    ] as const) {
      const since = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: control }).click();
      await expect.poll(done).toBe(true);
      const timing = await longestInteraction(page, since);
      expect(timing?.duration ?? 0, `${control}: ${JSON.stringify(timing)}`).toBeLessThanOrEqual(EVERY_RUN_MS);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
