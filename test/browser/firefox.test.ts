import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { servedSite } from '../helpers/server.ts';
import { firefoxPath, launchFirefox, openFirefoxPage } from '../helpers/firefox.ts';

/**
 * What Firefox does differently from Chromium, on the built site: each test here failed in Firefox
 * ESR before its fix (three-engine layout and behaviour checks are in engines.test.ts).
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

  /** Where the jump's target sits once the scroll has ended: its top, and where it should be (under the bars, by its scroll margin). */
  const landing = (page: import('puppeteer-core').Page, id: string) =>
    page.evaluate(async (target) => {
      let last = -1;
      // The smooth scroll has ended when the position holds for 300 ms.
      for (let still = 0; still < 6; ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        still = scrollY === last ? still + 1 : 0;
        last = scrollY;
      }
      const element = document.getElementById(target)!;
      const room = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + (parseFloat(getComputedStyle(element).scrollMarginTop) || 0);
      return { top: Math.round(element.getBoundingClientRect().top), room: Math.round(room) };
    }, id);

  for (const width of [375, 1280]) {
    it(`lands every jump the site makes on its target at ${width} px: the hero's Scroll down, the section links, the footer's links from another page`, async () => {
      const { page, problems } = await openFirefoxPage(site.browser, width, 800);
      await page.goto(`${site.served.url}/`, { waitUntil: 'load' });
      await page.click('a.hero__scroll');
      const scrolled = await landing(page, 'Home1');
      expect(Math.abs(scrolled.top - scrolled.room), `Scroll down: ${JSON.stringify(scrolled)}`).toBeLessThanOrEqual(4);

      await page.goto(`${site.served.url}/Services`, { waitUntil: 'load' });
      const sections = await page.$$eval('.page-nav a', (links) => links.map((link) => link.getAttribute('href')!.slice(1)));
      for (const id of [...sections].reverse()) {
        await page.$eval(`.page-nav a[href="#${id}"]`, (link) => (link as HTMLElement).click());
        const landed = await landing(page, id);
        expect(Math.abs(landed.top - landed.room), `section link #${id}: ${JSON.stringify(landed)}`).toBeLessThanOrEqual(4);
      }

      await page.goto(`${site.served.url}/Contact`, { waitUntil: 'load' });
      const footer = await page.$$eval('footer a[href^="/Services#"]', (links) => links.map((link) => link.getAttribute('href')!));
      expect(footer.length).toBe(4);
      for (const href of footer) {
        await page.goto(`${site.served.url}/Contact`, { waitUntil: 'load' });
        await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.$eval(`footer a[href="${href}"]`, (link) => (link as HTMLElement).click())]);
        const landed = await landing(page, href.split('#')[1]!);
        expect(Math.abs(landed.top - landed.room), `footer link ${href}: ${JSON.stringify(landed)}`).toBeLessThanOrEqual(4);
      }
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
