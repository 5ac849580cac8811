import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { servedSite } from '../helpers/server.ts';

/**
 * A first visit over a slow line still ends in the brand face: the font arrives after the first
 * paint and is swapped in (with font-display: optional the page kept its fallback for good), and
 * the metric-matched fallback keeps the swap's shift below what Lighthouse reports.
 */

const root = path.resolve(import.meta.dirname, '../..');
const FONT_DELAY_MS = 1_500;

describe.skipIf(!chromePath)('the brand face on a first visit', () => {
  const site = servedSite(root, launchChrome);

  it('is used once it arrives, however late, and the swap shifts no layout', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    try {
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
        await route.continue();
      });
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${site.served.url}/`);
      await page.waitForFunction(() => document.fonts.status === 'loaded' && [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'), undefined, { timeout: 15_000 });
      // What the browser actually drew the heading with (CDP: the platform fonts of its text).
      const cdp = await context.newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root: documentNode } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: documentNode.nodeId, selector: 'h1' });
      await expect.poll(async () => (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts.map((font) => font.familyName)).toEqual(['Inter']); // the subset's own family name; the fallback is Arial or Liberation Sans
      // The fallback is scaled to Inter's metrics: what is left is sub-pixel (0.00005 measured, the
      // certificate chips' widths), which Lighthouse reports as 0.
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.001);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
