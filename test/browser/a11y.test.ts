import path from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { servedSite } from '../helpers/server.ts';
import { ROUTES, WIDTHS, hydrateAll, lightboxReady, waitForIsland, waitForStartupIslands } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's WCAG 2.2 AA violations on the page as it is now, one line per element. */
async function violations(page: Page): Promise<string[]> {
  // Colour contrast is measured on still pages (spinners aside): mid-fade, text sits over a blend.
  // Two frames first, so a change of slide that was already due has started its transition.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Scroll-driven animations (the section links' chevron) run for as long as the page does and
  // move only with a scroll: they are as still as the page.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || !(animation.timeline instanceof DocumentTimeline) || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  // Evaluated through the DevTools protocol, so the page's CSP does not apply to axe itself.
  await page.evaluate(axe.source);
  const results = await page.evaluate((tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim()})`));
}

describe.skipIf(!chromePath)('accessibility (axe-core, WCAG 2.2 AA)', () => {
  const site = servedSite(root, launchChrome);

  describe.each(WIDTHS)('at $width px', ({ width, height }) => {
    it.each(ROUTES)('%s has no violations, hydrated and scrolled through', async (route) => {
      const { page, context } = await openPage(site.browser, { viewport: { width, height } });
      await page.goto(site.served.url + route);
      await hydrateAll(page, height);
      await page.mouse.move(width / 2, height / 2); // over the hero, which pauses its rotation
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

    it('Services with the lightbox open has no violations', async () => {
      const { page, context } = await openPage(site.browser, { viewport: { width, height } });
      await page.goto(site.served.url + '/Services');
      await page.locator('.gallery').scrollIntoViewIfNeeded();
      await waitForIsland(page, 'Gallery');
      await page.locator('.gallery a').first().click();
      await lightboxReady(page);
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  });

  it('the open mobile menu has no violations', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(site.served.url + '/About');
    await waitForStartupIslands(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
