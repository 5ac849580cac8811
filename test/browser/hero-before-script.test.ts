import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ATTR, STATE } from '../../build/shared/contract.ts';
import { HERO } from '../../site/shared/constants.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { islandSelector, ISLANDS_PATH } from '../helpers/islands.ts';
import { servedSite } from '../helpers/server.ts';
import { advance, heroShown, pauseSymbolShown, pinHeroClock, settle, swipeHero, withoutScrollDrivenAnimations } from '../helpers/site.ts';

/**
 * The home hero before React arrives: CSS rotates it on the carousel's clock (hero.css), and the
 * island hydrates only on the visitor's first sign of intent, takes over the slide on screen and
 * is handed the input that woke it. Each SPEC behaviour is held here before hydration, in
 * home.test.ts after it, and in pages.test.ts with JavaScript off.
 */

const root = path.resolve(import.meta.dirname, '../..');
const { intervalMs, fadeMs } = HERO;
const HOME_JS_BEFORE_INTENT_LIMIT = 5 * 1024;

const hero = islandSelector({ name: 'HeroCarousel' });
const activeSlide = (page: Page) => page.locator('.hero__slide[data-active]').getAttribute('aria-label');
const dotsShown = (page: Page) =>
  page.locator('.hero__dots li').evaluateAll((dots) => dots.map((dot) => Math.round(Number(getComputedStyle(dot, '::after').opacity) * 100) / 100));

describe.skipIf(!chromePath)('home hero before its script', () => {
  const site = servedSite(root, launchChrome);

  /** The home page with the hero's chunk held back until `release` is called. */
  async function heldBack(options: { width?: number; reducedMotion?: 'reduce' } = {}) {
    const watched = await openPage(site.browser, { viewport: { width: options.width ?? 1280, height: 800 }, hasTouch: true, reducedMotion: options.reducedMotion });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await watched.page.route(new RegExp(`${ISLANDS_PATH}HeroCarousel-[^/]+\\.js`), async (route) => {
      await released;
      await route.continue();
    });
    // A paused clock: the island's timers move only when a test advances it, however slow the machine.
    const start = new Date('2026-06-01T12:00:00');
    await watched.page.clock.install({ time: start });
    await watched.page.clock.pauseAt(new Date(start.getTime() + 1_000));
    await watched.page.goto(site.served.url + '/');
    await watched.page.waitForLoadState('load');
    const hydrated = async () => {
      release();
      await watched.page.locator(islandSelector({ name: 'HeroCarousel', state: STATE.hydrated })).waitFor({ state: 'attached' });
      await settle(watched.page);
    };
    return { ...watched, hydrated };
  }

  describe.each([
    { name: 'with', scrollDriven: true },
    { name: 'without', scrollDriven: false },
  ])('$name scroll-driven animations', ({ scrollDriven }) => {
    it(`ships at most 5 KB of script before intent, then rotates every ${intervalMs} ms with a ${fadeMs} ms fade, wrapping around`, async () => {
      const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
      if (!scrollDriven) await withoutScrollDrivenAnimations(page, '/');
      const scripts: { url: string; gzipBytes: Promise<number> }[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), gzipBytes: response.body().then((body) => gzipSync(body).length) });
      });
      await page.goto(site.served.url + '/');
      await page.waitForLoadState('networkidle');
      expect(await page.locator(hero).getAttribute(ATTR.state)).toBe(STATE.ssr);
      const gzipBytes = (await Promise.all(scripts.map((script) => script.gzipBytes))).reduce((sum, bytes) => sum + bytes, 0);
      expect(scripts.some(({ url }) => url.includes('HeroCarousel'))).toBe(false);
      expect(gzipBytes).toBeLessThanOrEqual(HOME_JS_BEFORE_INTENT_LIMIT);
      // Slides 2 and 3 have their pictures by the time they show, loaded after the page.
      expect(await page.locator('.hero__slide img').count()).toBe(3);

      const at = async (ms: number) => {
        await pinHeroClock(page, ms);
        return heroShown(page);
      };
      expect(await at(0)).toEqual([1, 0, 0]);
      expect(await at(intervalMs - 10)).toEqual([1, 0, 0]);
      const midFade = await at(intervalMs + fadeMs / 2);
      expect(midFade[0]).toBeGreaterThan(0.05);
      expect(midFade[0]).toBeLessThan(0.95);
      expect(midFade[1]).toBeGreaterThan(0.05);
      expect(midFade[1]).toBeLessThan(0.95);
      expect(await at(intervalMs + fadeMs)).toEqual([0, 1, 0]);
      expect(await dotsShown(page)).toEqual([0, 1, 0]);
      expect(await at(2 * intervalMs - 10)).toEqual([0, 1, 0]);
      expect(await at(2 * intervalMs + fadeMs)).toEqual([0, 0, 1]);
      expect(await dotsShown(page)).toEqual([0, 0, 1]);
      expect(await at(3 * intervalMs + fadeMs)).toEqual([1, 0, 0]); // wrapped
      expect(await at(4 * intervalMs + fadeMs)).toEqual([0, 1, 0]);
      // A hidden slide takes no clicks: the visible one's links are on top.
      await pinHeroClock(page, 0);
      const quote = page.locator('.hero__slide').first().getByRole('link', { name: 'Request Quote' });
      expect(await quote.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      })).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  });

  it('pauses while the pointer is over it or focus is in it, and resumes after', async () => {
    const { page, context } = await heldBack();
    const playState = () => page.locator('.hero__slide').first().evaluate((slide) => slide.getAnimations()[0]!.playState);
    expect(await playState()).toBe('running');
    await page.locator('.hero__content').first().hover();
    expect(await playState()).toBe('paused');
    await page.mouse.move(5, 5); // over the bar, outside the hero
    expect(await playState()).toBe('running');
    await page.getByRole('button', { name: 'Next slide' }).focus();
    expect(await playState()).toBe('paused');
    await context.close();
  });

  it('stays on slide 1 when the visitor prefers reduced motion', async () => {
    const { page, context } = await heldBack({ reducedMotion: 'reduce' });
    expect(await page.locator('.hero').evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await heroShown(page)).toEqual([1, 0, 0]);
    await context.close();
  });

  it('the island takes over the slide on screen and the time it has shown', async () => {
    const { page, context, hydrated } = await heldBack();
    await pinHeroClock(page, 2 * intervalMs + 2_000); // slide 3, shown for 2 s
    await page.keyboard.press('Shift');
    await hydrated();
    expect(await activeSlide(page)).toBe('3 of 3');
    expect(await heroShown(page)).toEqual([0, 0, 1]);
    expect(await page.locator('.hero').evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0); // CSS no longer rotates
    await advance(page, intervalMs - 2_000 - 100);
    expect(await activeSlide(page)).toBe('3 of 3');
    await advance(page, 200);
    expect(await activeSlide(page)).toBe('1 of 3');
    await context.close();
  });

  it('a take-over in the middle of a fade finishes the fade from where it was', async () => {
    const { page, context, hydrated } = await heldBack();
    // Animations at a thousandth of their speed: the finishing fade is still running when it is read.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.001 });
    await pinHeroClock(page, intervalMs + fadeMs / 2);
    const before = await heroShown(page);
    await page.keyboard.press('Shift');
    await hydrated();
    expect(await activeSlide(page)).toBe('2 of 3');
    // Each slide that was part-way fades on from the value it had, not from where React put it.
    const fades = await page.locator('.hero__slide').evaluateAll((slides) =>
      slides.map((slide) => slide.getAnimations().map((a) => (a.effect as KeyframeEffect).getKeyframes().map((k) => Math.round(Number(k.opacity) * 100) / 100))),
    );
    expect(fades).toEqual([[[before[0], 0]], [[before[1], 1]], []]);
    await context.close();
  });

  it('Next and Previous before the script has come are answered at once, each once, and the island keeps the slide; Pause stops it', async () => {
    const { page, context, hydrated, problems } = await heldBack({ width: 375 });
    await pinHeroClock(page, 0);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => heroShown(page)).toEqual([0, 1, 0]);
    expect(await dotsShown(page)).toEqual([0, 1, 0]);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => heroShown(page)).toEqual([0, 0, 1]);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    expect(await page.locator(hero).getAttribute(ATTR.state)).not.toBe(STATE.hydrated);
    // Answered at once as the island will answer it: named Play, showing the play symbol.
    expect(await page.locator('.hero__pause').getAttribute('aria-label')).toBe('Play slideshow');
    expect(await pauseSymbolShown(page)).toEqual(['hero__symbol-play']);
    await hydrated();
    expect(await pauseSymbolShown(page)).toEqual(['hero__symbol-play']);
    expect(await activeSlide(page)).toBe('3 of 3');
    expect(await heroShown(page)).toEqual([0, 0, 1]);
    expect(await dotsShown(page)).toEqual([0, 0, 1]);
    await expect(page.getByRole('button', { name: 'Play slideshow' }).count()).resolves.toBe(1);
    await advance(page, 2 * intervalMs);
    expect(await activeSlide(page)).toBe('3 of 3');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    { input: 'a click on Next', act: (page: Page) => page.getByRole('button', { name: 'Next slide' }).click(), expected: '2 of 3' },
    { input: 'a click on Previous', act: (page: Page) => page.getByRole('button', { name: 'Previous slide' }).click(), expected: '3 of 3' },
    {
      input: 'the right arrow key',
      act: async (page: Page) => {
        await page.getByRole('button', { name: 'Next slide' }).focus();
        await page.keyboard.press('ArrowRight');
      },
      expected: '2 of 3',
    },
    { input: 'a swipe to the left', act: (page: Page) => swipeHero(page, -HERO.swipeThresholdPx), expected: '2 of 3' },
  ])('$input before the script has come is not lost', async ({ act, expected }) => {
    const { page, context, hydrated, problems } = await heldBack({ width: 375 });
    await pinHeroClock(page, 0);
    await act(page);
    expect(await page.locator(hero).getAttribute(ATTR.state)).not.toBe(STATE.hydrated);
    await hydrated();
    expect(await activeSlide(page)).toBe(expected);
    await expect.poll(() => heroShown(page)).toEqual(['1 of 3', '2 of 3', '3 of 3'].map((label) => (label === expected ? 1 : 0)));
    expect(problems).toEqual([]);
    await context.close();
  });
});
