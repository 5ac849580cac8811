import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { area, cropWithin, mapRect, originalOf, overlap, subjectOf, type Rect } from '../helpers/pictures.ts';
import { servedSite } from '../helpers/server.ts';
import { BANNER_SCREENS, heroShown, waitForIsland } from '../helpers/site.ts';

/**
 * Art direction, as a visitor sees it: on every page's banner and every hero slide, at a phone's,
 * an upright tablet's, a laptop's and a wide desktop's size, the picture shows at least 80% of its
 * subject and at most 12% of what shows of it lies under text or a control (the bar's included).
 * The subject is found here from the original's pixels (helpers/pictures.ts), never read from the
 * content or the build, and the part of the original a published file shows is found by matching
 * the two, so a crop the build got wrong fails as surely as a stylesheet that covers the subject.
 */

const root = path.resolve(import.meta.dirname, '../..');
const MIN_SHOWN = 0.8;
const MAX_COVERED = 0.12;

interface Shown {
  src: string;
  natural: { width: number; height: number };
  /** The img's box, the banner's box (it clips), object-fit and object-position. */
  box: Rect;
  clip: Rect;
  fit: string;
  position: [number, number];
  /** Every line of text and every control on the banner and in the bar, on screen. */
  texts: Rect[];
}

/** What the page shows of the picture in `banner`, and what sits over it. */
function measure(banner: Locator): Promise<Shown> {
  return banner.evaluate((el: HTMLElement) => {
    const img = el.querySelector('img')!;
    const rect = ({ x, y, width, height }: DOMRect) => ({ left: x, top: y, width, height });
    const style = getComputedStyle(img);
    const [px, py] = style.objectPosition.split(' ').map((value) => parseFloat(value) / 100) as [number, number];
    const visible = (node: Element) => {
      const s = getComputedStyle(node);
      return s.visibility === 'visible' && Number(s.opacity) > 0 && !node.closest('[aria-hidden="true"], [inert]');
    };
    const texts: { left: number; top: number; width: number; height: number }[] = [];
    for (const scope of [el, document.querySelector('header.nav')!]) {
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || !visible(node.parentElement!)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        texts.push(...[...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1).map(rect));
      }
      for (const control of scope.querySelectorAll('a, button, li')) if (visible(control)) texts.push(rect(control.getBoundingClientRect()));
    }
    return {
      src: img.currentSrc,
      natural: { width: img.naturalWidth, height: img.naturalHeight },
      box: rect(img.getBoundingClientRect()),
      clip: rect(el.getBoundingClientRect()),
      fit: style.objectFit,
      position: [px, py],
      texts: texts.filter((t) => t.top < innerHeight && t.top + t.height > 0),
    };
  });
}

/** The part of the published file the img's box shows (object-fit cover or contain), and the screen rectangle it is drawn in. */
function drawn(shown: Shown): { file: Rect; screen: Rect } {
  const { width, height } = shown.natural;
  const { box } = shown;
  const [px, py] = shown.position;
  const fileAspect = width / height;
  const boxAspect = box.width / box.height;
  if (shown.fit === 'contain') {
    const w = Math.min(box.width, box.height * fileAspect);
    const h = w / fileAspect;
    return { file: { left: 0, top: 0, width, height }, screen: { left: box.left + (box.width - w) * px, top: box.top + (box.height - h) * py, width: w, height: h } };
  }
  const w = Math.min(width, height * boxAspect);
  const h = w / boxAspect;
  return { file: { left: (width - w) * px, top: (height - h) * py, width: w, height: h }, screen: box };
}

const subjects = new Map<string, Promise<Rect>>();
const crops = new Map<string, Promise<Rect>>();

/** The share of the picture's subject in view, and the share of that under text. */
async function judge(shown: Shown): Promise<{ shown: number; covered: number }> {
  const original = await originalOf(root, shown.src);
  if (!subjects.has(original)) subjects.set(original, subjectOf(original));
  if (!crops.has(shown.src)) crops.set(shown.src, fetch(shown.src).then(async (response) => cropWithin(original, Buffer.from(await response.arrayBuffer()))));
  const [subject, crop] = await Promise.all([subjects.get(original)!, crops.get(shown.src)!]);
  const { file, screen } = drawn(shown);
  const fileBox = { left: 0, top: 0, ...shown.natural };
  // The subject in screen coordinates: original -> published file -> the part drawn -> the screen.
  const onScreen = mapRect(mapRect(subject, crop, fileBox), file, screen);
  const view = overlap(overlap(screen, shown.box), shown.clip);
  const inView = overlap(onScreen, view);
  const under = shown.texts.reduce((sum, text) => sum + Math.max(0, area(overlap(text, inView))), 0);
  return { shown: area(inView) / area(onScreen), covered: area(inView) > 0 ? Math.min(1, under / area(inView)) : 1 };
}

async function expectDirected(banner: Locator, where: string) {
  await banner.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  const shown = await measure(banner);
  const result = await judge(shown);
  const detail = `${where}: ${path.basename(new URL(shown.src).pathname)} shows ${Math.round(result.shown * 100)}% of its subject, ${Math.round(result.covered * 100)}% of that under text`;
  // Soft: every slide and page is judged, and each miss reported, before the test fails.
  expect.soft(result.shown, detail).toBeGreaterThanOrEqual(MIN_SHOWN);
  expect.soft(result.covered, detail).toBeLessThanOrEqual(MAX_COVERED);
}

describe.skipIf(!chromePath)('art direction', () => {
  const site = servedSite(root, launchChrome);

  it.each(BANNER_SCREENS)('every hero slide shows its subject clear of its text at $width px', async ({ width, height }) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height }, reducedMotion: 'reduce' });
    await page.goto(site.served.url + '/');
    await page.evaluate(() => document.fonts.ready);
    await page.keyboard.press('Shift'); // a sign of intent, which wakes the carousel
    await waitForIsland(page, 'HeroCarousel');
    for (let slide = 0; slide < 3; slide++) {
      if (slide > 0) await page.getByRole('button', { name: 'Next slide' }).click();
      await expect.poll(() => heroShown(page)).toEqual([0, 1, 2].map((i) => (i === slide ? 1 : 0)));
      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
      await expectDirected(page.locator('.hero__slide[data-active]'), `slide ${slide + 1} at ${width} px`);
    }
    await context.close();
  });

  it.each(BANNER_SCREENS)("every inner page's banner shows its subject clear of its text at $width px", async ({ width, height }) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height } });
    for (const route of ['/About', '/Services', '/Contact']) {
      await page.goto(site.served.url + route);
      await page.evaluate(() => document.fonts.ready);
      await expectDirected(page.locator('.page-hero'), `${route} at ${width} px`);
    }
    await context.close();
  });
});
