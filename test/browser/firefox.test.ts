import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { servedSite } from '../helpers/server.ts';
import { firefoxPath, launchFirefox, openFirefoxPage } from '../helpers/firefox.ts';

/**
 * What Firefox does differently from Chromium, on the built site: each test here failed in Firefox
 * ESR before its fix (three-engine layout, behaviour and jump checks are in engines.test.ts).
 */

const root = path.resolve(import.meta.dirname, '../..');

describe.skipIf(!firefoxPath)('Firefox', () => {
  const site = servedSite(root, launchFirefox);

  it('fetches the next page ahead when the pointer rests on its link, with no CSP violation', async () => {
    const { page, problems } = await openFirefoxPage(site.browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.served.url}/`, { waitUntil: 'load' });
    await page.hover('nav[aria-label="Main"] a[href="/About"]');
    await expect.poll(() => requested.filter((url) => url === '/About').length, { timeout: 5_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws each equipment card on About as tall as its content, two a row at 1280 px', async () => {
    const { page, problems } = await openFirefoxPage(site.browser, 1280, 800);
    await page.goto(`${site.served.url}/About`, { waitUntil: 'load' });
    // Laid out once on screen: the section is content-visibility: auto until then.
    await page.evaluate(() => document.querySelector('.machine')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.machine')!.getBoundingClientRect().height > 0);
    const cards = await page.$$eval('.machine', (machines) =>
      machines.map((card) => {
        const box = card.getBoundingClientRect();
        const bottoms = [...card.children].map((child) => child.getBoundingClientRect().bottom);
        const specs = card.querySelector('.machine__specs')!.getBoundingClientRect();
        const above = [...card.children].filter((child) => !child.classList.contains('machine__specs')).map((child) => child.getBoundingClientRect().bottom);
        return { height: Math.round(box.height), below: Math.round(box.bottom - parseFloat(getComputedStyle(card).paddingBottom) - Math.max(...bottoms)), band: Math.round(specs.top - Math.max(...above)) };
      }),
    );
    expect(cards.length).toBeGreaterThan(3);
    for (const [index, card] of cards.entries()) {
      expect(card.below, `card ${index + 1}: empty space under its content`).toBeLessThanOrEqual(24);
      expect(card.band, `card ${index + 1}: space between the name and the specifications`).toBeLessThanOrEqual(24);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows Services\' section links at 375 px with the cue that the row scrolls on', async () => {
    const { page, problems } = await openFirefoxPage(site.browser, 375, 812);
    await page.goto(`${site.served.url}/Services`, { waitUntil: 'load' });
    const row = await page.$eval('.page-nav ul', (list) => ({ scrolls: list.scrollWidth > list.clientWidth + 20, cue: Number(getComputedStyle(list.closest('.page-nav')!, '::after').opacity) }));
    expect(row).toEqual({ scrolls: true, cue: 1 });
    expect(problems).toEqual([]);
    await page.close();
  });
});
