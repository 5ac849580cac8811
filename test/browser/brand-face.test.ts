import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { servedSite } from '../helpers/server.ts';
import { layoutShifts, watchLayoutShifts } from '../helpers/shifts.ts';
import { ROUTES, WIDTHS } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The family of the font Chromium drew the page's heading with (DevTools' "Rendered fonts"). */
async function headingFont(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root: document } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: document.nodeId, selector: 'h1' });
    if (!nodeId) throw new Error('the page has no h1');
    await cdp.send('CSS.enable');
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/**
 * A first visit on a slow line or a busy phone: the brand face arrives after the first paint. The
 * page paints in the metric-matched fallback, shows Inter once it is there (font-display: swap;
 * `optional` kept the fallback for the whole page view), and the swap moves nothing.
 */
describe.skipIf(!chromePath)('the brand face on a first visit', () => {
  const site = servedSite(root, launchChrome);

  describe.each(WIDTHS)('at $width px', ({ width, height }) => {
    it.each(ROUTES)('%s paints in the fallback, then in Inter, with no layout shift', async (route) => {
      const { page, context, problems } = await openPage(site.browser, { viewport: { width, height } });
      await watchLayoutShifts(page);
      let release!: () => void;
      const fontHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (request) => {
        await fontHeld;
        await request.continue();
      });
      await page.goto(site.served.url + route, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      // Chromium's DevTools drops its node ids when DOMContentLoaded fires (CI: "Could not find
      // node with given id"), so the font held back, ask only once the document has loaded.
      await page.waitForFunction(() => performance.getEntriesByType('navigation').some((entry) => (entry as PerformanceNavigationTiming).domContentLoadedEventEnd > 0));
      expect(await headingFont(page)).not.toContain('Inter');
      release();
      await page.waitForFunction(() => [...document.fonts].some((face) => face.family === 'Inter Variable' && face.status === 'loaded'));
      // Two frames: the swap's relayout, and the frame that reports its shifts.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await headingFont(page)).toEqual(['Inter']);
      expect(await layoutShifts(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
