import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { servedSite } from '../helpers/server.ts';
import { BANNER_SCREENS, heroShown, waitForIsland } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');


/** WCAG 2.x relative luminance of an sRGB colour, 0-255 channels. */
function luminance([r, g, b]: number[]): number {
  const linear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The lowest contrast of a text element's runs (a two-colour headline has two) against the
 * picture behind their lines: the text is made transparent (CSSOM, which the CSP allows), the box
 * of each line captured, and each run's colour set against the brightest tenth of the pixels
 * there (a few specular highlights aside, no part of a line may sit on lighter ground).
 */
async function contrastOverPicture(page: Page, text: Locator): Promise<number> {
  const runs = await text.evaluate((el: HTMLElement) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const found: { colour: number[]; lines: { x: number; y: number; width: number; height: number }[] }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((box) => box.width > 1 && box.height > 1).map(({ x, y, width, height }) => ({ x, y, width, height }));
      found.push({ colour: getComputedStyle(node.parentElement!).color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number), lines });
    }
    for (const part of [el, ...el.querySelectorAll<HTMLElement>('*')]) part.style.color = 'transparent';
    return found;
  });
  let lowest = Infinity;
  for (const { colour, lines } of runs) {
    const grounds: number[] = [];
    for (const clip of lines) {
      const png = await page.screenshot({ clip, animations: 'disabled' });
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      for (let i = 0; i < data.length; i += info.channels) grounds.push(luminance([data[i]!, data[i + 1]!, data[i + 2]!]));
    }
    grounds.sort((a, b) => a - b);
    lowest = Math.min(lowest, contrast(luminance(colour), grounds[Math.floor(grounds.length * 0.9)]!));
  }
  await text.evaluate((el: HTMLElement) => [el, ...el.querySelectorAll<HTMLElement>('*')].forEach((part) => part.style.removeProperty('color')));
  return lowest;
}

/** The headline and every line of text beside it: 3:1 for large text, 4.5:1 for the rest. */
async function expectReadable(page: Page, scope: Locator, where: string) {
  expect(await contrastOverPicture(page, scope.getByRole('heading').first()), `${where}: headline`).toBeGreaterThanOrEqual(3);
  for (const text of await scope.locator('p').all()) {
    expect(await contrastOverPicture(page, text), `${where}: "${await text.textContent()}"`).toBeGreaterThanOrEqual(4.5);
  }
}

describe.skipIf(!chromePath)('text over pictures', () => {
  const site = servedSite(root, launchChrome);

  it.each(BANNER_SCREENS)('each hero slide keeps its headline and lead readable at $width px', async ({ width, height }) => {
    // Reduced motion: the slides change only when asked, and without a fade to wait through.
    const { page, context } = await openPage(site.browser, { viewport: { width, height }, reducedMotion: 'reduce' });
    await page.goto(site.served.url + '/');
    await page.keyboard.press('Shift'); // a sign of intent, which wakes the carousel
    await waitForIsland(page, 'HeroCarousel');
    for (let slide = 0; slide < 3; slide++) {
      if (slide > 0) await page.getByRole('button', { name: 'Next slide' }).click();
      await expect.poll(() => heroShown(page)).toEqual([0, 1, 2].map((i) => (i === slide ? 1 : 0)));
      const active = page.locator('.hero__slide[data-active]');
      await active.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await expectReadable(page, active, `slide ${slide + 1}`);
    }
    await context.close();
  });

  it.each(BANNER_SCREENS)("each inner page's banner keeps its heading and lead readable at $width px", async ({ width, height }) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height } });
    for (const route of ['/About', '/Services', '/Contact']) {
      await page.goto(site.served.url + route);
      const banner = page.locator('.page-hero');
      await banner.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await expectReadable(page, banner, route);
    }
    await context.close();
  });
});
