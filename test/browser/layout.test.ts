import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { ASSETS_PATH } from '../helpers/islands.ts';
import { servedSite } from '../helpers/server.ts';
import { hydrateAll, lightboxReady, scrollToY } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');

type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Boxes of every line of text inside the selected elements, in viewport coordinates. */
const textBoxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].filter((r) => r.width > 0).map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom }));
    }),
  );

describe.skipIf(!chromePath)('layout: what a visitor sees', () => {
  const site = servedSite(root, launchChrome);

  it.each([375, 768, 1280, 1920])('no page scrolls sideways at %i px', async (width) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 800 } });
    for (const route of ['/', '/About', '/Services', '/Contact']) {
      await page.goto(site.served.url + route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${route} at ${width} px`).toBe(width);
    }
    await context.close();
  });

  it('home, first screen of a phone: what the shop does, for whom, its certifications and a quote link', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 667 } });
    await page.goto(site.served.url + '/');
    const slide = page.locator('.hero__slide').first();
    const text = await slide.textContent();
    for (const words of ['CNC milling', 'turning', '5-axis', 'prototypes to production', 'medical', 'aerospace', 'ISO 9001:2015', 'AS9100D', 'ITAR']) expect(text).toContain(words);
    const quote = slide.getByRole('link', { name: 'Request a quote' });
    expect(await quote.getAttribute('href')).toMatch(/^mailto:/);
    const box = (await quote.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(667);
    await context.close();
  });

  it.each([375, 1280])('the badge column leaves the end of the page readable at %i px', async (width) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 800 } });
    await page.goto(site.served.url + '/Contact');
    await scrollToY(page, 100_000);
    await page.locator('.badges[data-visible]').waitFor();
    // Wait for the column's fade-in to end, so its box is where it stays.
    await page.locator('.badges').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const badges = (await page.locator('.badges').evaluate((el) => el.getBoundingClientRect().toJSON())) as Box;
    const lines = await textBoxes(page, '.footer p, .footer li, .footer h2');
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(overlaps(line, badges), `footer text at ${JSON.stringify(line)} under the badges`).toBe(false);
    await context.close();
  });

  it('home "About Us" figures share one line at 1280 px; About amounts never wrap', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/');
    const tops = await page.locator('.stats dd').evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(site.served.url + '/About');
      const lines = await page.locator('.performance__amount').evaluateAll((amounts) =>
        amounts.map((amount) => Math.round(amount.getBoundingClientRect().height / parseFloat(getComputedStyle(amount).lineHeight))),
      );
      expect(lines, `amounts at ${width} px`).toEqual([1, 1, 1]);
    }
    await context.close();
  });

  it('Services gallery: the last row of four columns is full; the lightbox shows each caption', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/Services');
    await hydrateAll(page, 800);
    const rows = await page.locator('.gallery li').evaluateAll((items) => {
      const grid = items[0]!.parentElement!.getBoundingClientRect();
      const byRow = new Map<number, number>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        byRow.set(Math.round(box.top), Math.max(byRow.get(Math.round(box.top)) ?? 0, box.right));
      }
      return [...byRow.values()].map((right) => Math.round(grid.right - right));
    });
    expect(rows.length).toBeGreaterThan(1);
    for (const gap of rows) expect(gap).toBe(0);

    const captions = await page.locator('.gallery a').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')!.replace(/ \(full size\)$/, '')));
    await page.locator('.gallery a').first().click();
    await lightboxReady(page);
    const caption = page.locator('.pswp__caption');
    expect(await caption.textContent()).toBe(captions[0]);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((text) => document.querySelector('.pswp__caption')?.textContent === text, captions[1]);
    await context.close();
  });

  it('Services: the four footer services are sections; materials, tolerances, quality and certificates are there', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/Services');
    const text = (await page.locator('main').textContent())!;
    for (const words of ['6061', '7075', '316', '17-4 PH', 'Ti-6Al-4V', 'C360', 'PEEK', 'Delrin', '±0.0005', 'AS9102', 'CMM reports', 'Lot traceability', 'Anodize', 'Passivation', 'NSF-ISR', 'CAGE', 'NAICS']) {
      expect(text, words).toContain(words);
    }
    expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(3);
    const cta = page.getByRole('region', { name: 'Send us your drawing' });
    expect(await cta.getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toMatch(/^mailto:.*\?subject=RFQ/);
    await context.close();
  });

  it('About: each machine lists its specification with units, and the page ends with a call to action', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 800 } });
    await page.goto(site.served.url + '/About');
    const machines = page.locator('.machine');
    expect(await machines.count()).toBe(8);
    for (const machine of await machines.all()) {
      const specs = await machine.locator('dt').allTextContents();
      expect(specs.length).toBeGreaterThanOrEqual(2);
      const text = await machine.locator('dl').evaluate((dl) => [...dl.querySelectorAll('dt, dd')].map((e) => e.textContent).join(' | '));
      expect(text).toMatch(/\bin\b|rpm|\blb\b|µm|°|⌀/);
    }
    // Comparable at a glance: eight machines in under three phone screens.
    const height = await page.locator('.equipment').evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThan(3 * 800);
    expect(await page.getByRole('region', { name: 'See the floor for yourself' }).getByRole('link', { name: 'Request a quote' }).count()).toBe(1);
    await context.close();
  });

  it('the brand face is preloaded, and text keeps its place when it arrives', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 800 } });
    await page.goto(site.served.url + '/About');
    const preload = page.locator('head link[rel="preload"][as="font"]');
    expect(await preload.getAttribute('href')).toMatch(new RegExp(String.raw`^${ASSETS_PATH}inter-variable-subset-\w+\.woff2$`));
    expect(await preload.getAttribute('crossorigin')).toBe('');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    // The same paragraph set in the metric-matched fallback wraps to the same number of lines.
    const lines = await page.locator('.lead-paragraph').first().evaluate((p) => {
      const count = () => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight));
      const inter = count();
      p.style.fontFamily = '"Inter Fallback"';
      const fallback = count();
      return { inter, fallback };
    });
    expect(lines.fallback).toBe(lines.inter);
    await context.close();
  });

  it('industries read as a list, not as buttons', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/About');
    const styles = await page.locator('.chips li').first().evaluate((li) => ({ radius: getComputedStyle(li).borderTopLeftRadius, cursor: getComputedStyle(li).cursor }));
    expect(styles).toEqual({ radius: '0px', cursor: 'auto' });
    await context.close();
  });
});
