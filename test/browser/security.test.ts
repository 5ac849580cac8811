import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { servedSite } from '../helpers/server.ts';
import { ROUTES, WIDTHS, lightboxReady, scrollThrough, swipeHero, waitForIsland, waitForStartupIslands, waitForAllIslands } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** A mouse drag across the clients carousel (Swiper follows pointer events). */
async function dragClients(page: Page): Promise<void> {
  const box = (await page.locator('.clients .swiper').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
}

describe.skipIf(!chromePath)('no CSP violation and no console error, whatever the visitor does', () => {
  const site = servedSite(root, launchChrome);

  describe.each(WIDTHS)('at $width px', ({ width, height }) => {
    it.each(ROUTES)('%s: load, scroll through, open the menu, swipe the carousels, open and page the lightbox', async (route) => {
      const { page, context, problems } = await openPage(site.browser, { viewport: { width, height }, hasTouch: true });
      await page.goto(site.served.url + route);
      await waitForStartupIslands(page);
      if (width < 960) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.locator('#mobile-menu').waitFor();
        await page.keyboard.press('Escape');
        await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
      }
      if (route === '/') {
        await swipeHero(page, -120);
        await swipeHero(page, 120);
        await page.locator('.clients').scrollIntoViewIfNeeded();
        await waitForIsland(page, 'ClientsCarousel');
        await dragClients(page);
      }
      if (route === '/Services') {
        await page.locator('.gallery').scrollIntoViewIfNeeded();
        await waitForIsland(page, 'Gallery');
        await page.locator('.gallery a').nth(2).click();
        await lightboxReady(page);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.locator('.pswp__counter').textContent()).toBe('4 / 10');
        await page.keyboard.press('Escape');
        await page.locator('.pswp').waitFor({ state: 'detached' });
      }
      await scrollThrough(page, height);
      await waitForAllIslands(page);
      expect(problems).toEqual([]);
      await context.close();
    });
  });

  it('reports a CSP violation when one happens (the check itself works)', async () => {
    const { page, context, problems } = await openPage(site.browser);
    await page.goto(site.served.url + '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => problems.some((p) => p.includes('CSP violation: script-src-elem'))).toBe(true);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await context.close();
  });
});
