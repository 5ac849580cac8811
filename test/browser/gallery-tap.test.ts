import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ATTR } from '../../build/shared/contract.ts';
import { LIGHTBOX } from '../../site/shared/constants.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { ISLANDS_PATH } from '../helpers/islands.ts';
import { servedSite } from '../helpers/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const GALLERY_CHUNK = new RegExp(String.raw`${ISLANDS_PATH}Gallery-[^/]*\.js`);

/** Holds the gallery's chunk back (a slow phone's network) until the returned function is called. */
async function holdGalleryChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(GALLERY_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A photo tapped on Services before the lightbox's code has come (a slow phone: the gallery woke
 * as it scrolled into view, and its chunk is still on the way) stays on the page: the tap is held
 * and answered at once, the photo shown large where the lightbox will draw it, and the lightbox
 * takes its place when its code arrives. Only when the code cannot come does the tap go to the full-size file, as without JavaScript.
 */
describe.skipIf(!chromePath)('a gallery photo tapped before the lightbox can open', () => {
  const site = servedSite(root, launchChrome);

  it('is held, marked as coming, and opens in the lightbox on Services once its code arrives', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });
    const release = await holdGalleryChunk(page);
    await page.goto(site.served.url + '/Services');
    const photo = page.locator('.gallery a').nth(2);
    // The gallery wakes as it comes into view: listened for before it does.
    const requested = page.waitForRequest(GALLERY_CHUNK);
    await photo.scrollIntoViewIfNeeded();
    await requested;
    await photo.tap();
    await expect.poll(() => photo.getAttribute(ATTR.held)).toBe('');
    expect(await photo.getAttribute('aria-busy')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/Services');
    // Shown large at once, where the lightbox will draw it.
    const alt = (await photo.locator('img').getAttribute('alt'))!;
    const early = page.getByRole('dialog', { name: alt });
    await expect.poll(() => early.isVisible()).toBe(true);
    expect(await early.getAttribute('aria-busy')).toBe('true');
    const earlyBox = (await early.locator('img').boundingBox())!;
    expect(earlyBox.width).toBe(412);
    release();
    await page.locator('.pswp--open .pswp__counter').waitFor();
    // The lightbox took the early view's place without moving the picture, and opened once.
    await expect.poll(() => early.count()).toBe(0);
    const shown = (await page.locator('.pswp__item:not([aria-hidden="true"]) img').first().boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(shown[side] - earlyBox[side]), side).toBeLessThanOrEqual(2);
    expect(await page.locator('.pswp').count()).toBe(1);
    expect((await page.locator('.pswp__counter').textContent())?.replace(/\s+/g, '')).toBe(`3${LIGHTBOX.indexSeparator.trim()}${await page.locator('.gallery a').count()}`);
    expect(new URL(page.url()).pathname).toBe('/Services');
    expect(await photo.getAttribute(ATTR.held)).toBeNull();
    expect(await photo.getAttribute('aria-busy')).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('forgets the tap when the picture shown large is closed before the lightbox comes', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const release = await holdGalleryChunk(page);
    await page.goto(site.served.url + '/Services');
    const photos = page.locator('.gallery a');
    const requested = page.waitForRequest(GALLERY_CHUNK);
    await photos.first().scrollIntoViewIfNeeded();
    await requested;
    for (const dismiss of ['Close', 'Escape']) {
      await photos.nth(1).click();
      const early = page.getByRole('dialog');
      await early.waitFor();
      // On a landscape screen tall enough, under the counter's room and over the caption's.
      const box = (await early.locator('img').boundingBox())!;
      expect(Math.round(box.y + box.height / 2)).toBe(56 + Math.round((800 - 56 - 112) / 2));
      if (dismiss === 'Close') await early.getByRole('button', { name: 'Close' }).click();
      else await page.keyboard.press('Escape');
      expect(await early.count()).toBe(0);
      expect(await photos.nth(1).getAttribute(ATTR.held)).toBeNull();
    }
    release();
    await page.locator(`site-island[${ATTR.state}="hydrated"] .gallery`).waitFor();
    // Nothing was left to open: the next photo asked for is the one that opens, alone.
    expect(await page.locator('.pswp').count()).toBe(0);
    await photos.nth(3).click();
    await page.locator('.pswp--open .pswp__counter').waitFor();
    expect((await page.locator('.pswp__counter').textContent())?.replace(/\s+/g, '')).toBe(`4${LIGHTBOX.indexSeparator.trim()}${await photos.count()}`);
    expect(await page.locator('.pswp').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("goes to the full-size file when the lightbox's code cannot load", async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route(GALLERY_CHUNK, async (route) => {
      await failing;
      await route.abort('failed');
    });
    await page.goto(site.served.url + '/Services');
    const photo = page.locator('.gallery a').first();
    const href = (await photo.getAttribute('href'))!;
    const requested = page.waitForRequest(GALLERY_CHUNK);
    await photo.scrollIntoViewIfNeeded();
    await requested;
    await photo.click();
    expect(new URL(page.url()).pathname).toBe('/Services');
    fail();
    await page.waitForURL((url) => url.pathname === href);
    await context.close();
  });
});
