import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { servedSite } from '../helpers/server.ts';
import { scrollToY, waitForIsland } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Services' section links at 375 px: a row 734 px wide in a 375 px screen. As the visitor reads
 * down the page, the link of the section being read is marked (aria-current) and the row scrolls
 * so that link stays whole in view; before, the mark went off the screen's edge from the
 * "Quality" section on, and only Chromium marked a link at all.
 */
describe.skipIf(!chromePath)("Services' section nav on a phone", () => {
  const site = servedSite(root, launchChrome);

  it('marks the section being read and keeps its link in view, down the page and back up', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
    await page.goto(site.served.url + '/Services');
    const sections = await page.locator('.page-nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
    expect(sections.length).toBeGreaterThanOrEqual(6);
    expect(await page.locator('.page-nav ul').evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    let woken = false;
    for (const id of [...sections, ...[...sections].reverse()]) {
      // Just past the section's top, under the bar and the row.
      const top = await page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top + scrollY - 72 - 52 + 8);
      await scrollToY(page, top);
      if (!woken) {
        await waitForIsland(page, 'PageNav');
        woken = true;
      }
      await page.waitForFunction((current) => document.querySelector('.page-nav a[aria-current]')?.getAttribute('href') === `#${current}`, id);
      const view = await page.locator('.page-nav ul').evaluate((row) => {
        const link = row.querySelector('a[aria-current]')!.getBoundingClientRect();
        const box = row.getBoundingClientRect();
        // The row fades into a chevron over its last 3.5 rem until it is scrolled to its end.
        const fade = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1 ? 0 : parseFloat(getComputedStyle(row.parentElement!, '::after').width);
        return { link: [link.left, link.right], row: [box.left, box.right - fade], marked: row.querySelectorAll('[aria-current]').length };
      });
      expect(view.marked, `#${id}: one link marked`).toBe(1);
      expect(view.link[0]!, `#${id}: its link's left edge in view`).toBeGreaterThanOrEqual(view.row[0]!);
      expect(view.link[1]!, `#${id}: its link's right edge in view, clear of the fade`).toBeLessThanOrEqual(view.row[1]!);
    }
    // A jump to the end and one back to the top, as a link or a Home key makes: each lands its mark.
    for (const [to, expected] of [
      ['end', `#${sections.at(-1)}`],
      ['top', null],
    ] as const) {
      await page.evaluate((where) => scrollTo({ top: where === 'end' ? document.documentElement.scrollHeight : 0, behavior: 'instant' }), to);
      await page.waitForFunction((href) => (document.querySelector('.page-nav a[aria-current]')?.getAttribute('href') ?? null) === href, expected).catch(() => undefined);
      expect(await page.locator('.page-nav a[aria-current]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))), `after a jump to the ${to}`).toEqual(expected ? [expected] : []);
    }
    // Back above the first section the row starts at its first link again (it stayed scrolled to
    // the end, the first links cut off at the screen's left edge).
    await page.waitForFunction(() => document.querySelector('.page-nav ul')!.scrollLeft === 0).catch(() => undefined);
    expect(await page.locator('.page-nav ul').evaluate((row) => row.scrollLeft)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
