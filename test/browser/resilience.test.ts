import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STATE } from '../../build/shared/contract.ts';
import { CLIENTS } from '../../site/shared/constants.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { ISLANDS_PATH, islandSelector } from '../helpers/islands.ts';
import { servedSite } from '../helpers/server.ts';
import { ROUTES, hydrateAll, scrollThrough, waitForIsland } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const VIEWPORT = { width: 1280, height: 800 };

/** Every link (href and text) and every heading on the page, as a visitor could find them. */
const contentOf = (page: Page) =>
  page.evaluate(() => ({
    links: [...new Set([...document.querySelectorAll('a[href]')].map((a) => `${a.getAttribute('href')} ${a.textContent?.trim()}`))].sort(),
    headings: [...document.querySelectorAll('h1, h2, h3')].map((h) => h.textContent?.trim()),
    images: [...new Set([...document.querySelectorAll('img')].map((img) => img.getAttribute('alt')))].sort(),
  }));

/** Islands on each page, as the build reports them. */
const ISLANDS: Record<string, string[]> = {
  '/': ['NavBar', 'HeroCarousel', 'ClientsCarousel', 'CopyrightYear', 'BadgeColumn'],
  '/Services': ['Gallery'],
};

/** Long enough for the clients carousel to have moved once by itself, were it free to. */
const CLIENTS_MOVE_WINDOW_MS = CLIENTS.autoplayDelayMs + 500;

/** The clients carousel's active logo now, then after `ms` of real time (its delay is CLIENTS.autoplayDelayMs). */
async function clientsMovedWithin(page: Page, ms: number): Promise<boolean> {
  const active = () => page.locator('.clients .swiper-slide-active img').getAttribute('alt');
  const before = await active();
  await page.waitForTimeout(ms); // the autoplay delay is the thing under test
  return (await active()) !== before;
}

describe.skipIf(!chromePath)('resilience', () => {
  const site = servedSite(root, launchChrome);

  it.each(ROUTES)('%s shows the same links, headings and pictures with JavaScript off as on', async (route) => {
    const on = await openPage(site.browser, { viewport: VIEWPORT });
    await on.page.goto(site.served.url + route);
    await hydrateAll(on.page, VIEWPORT.height);
    const off = await openPage(site.browser, { viewport: VIEWPORT, javaScriptEnabled: false });
    await off.page.goto(site.served.url + route);
    const [withScript, without] = [await contentOf(on.page), await contentOf(off.page)];
    expect(without.links.length).toBeGreaterThan(10);
    expect(without).toEqual(withScript);
    await Promise.all([on.context.close(), off.context.close()]);
  });

  for (const [route, islands] of Object.entries(ISLANDS)) {
    it.each(islands)(`${route}: with the %s chunk failing, its HTML stays and the rest of the page works`, async (name) => {
      const { page, context, problems } = await openPage(site.browser, { viewport: VIEWPORT });
      await page.route(new RegExp(String.raw`${ISLANDS_PATH}${name}-[^/]*\.js`), (r) => r.abort('failed'));
      await page.goto(site.served.url + route);
      const island = page.locator(islandSelector({ name })).first();
      const html = await island.innerHTML();
      await scrollThrough(page, VIEWPORT.height);
      await page.locator(islandSelector({ name, state: STATE.error })).first().waitFor({ state: 'attached' });
      const others = (ISLANDS['/']!.includes(name) ? ISLANDS['/']! : ['NavBar', ...islands]).filter((other) => other !== name);
      for (const other of others) await waitForIsland(page, other);
      expect(await island.innerHTML()).toBe(html);
      const links = island.locator('a[href]');
      for (let i = 0; i < (await links.count()); i++) expect(await links.nth(i).getAttribute('href')).toBeTruthy();
      // One logged failure for the chunk, and nothing uncaught (a rejection would be a pageerror).
      const unexpected = problems.filter((p) => !/net::ERR_FAILED|Failed to load resource/.test(p));
      expect(unexpected).toHaveLength(1);
      expect(unexpected[0]).toMatch(new RegExp(`^error: Loading chunk ${name} failed\\.`));
      await context.close();
    });
  }

  describe('clients carousel (WCAG 2.2.2)', () => {
    async function clients(options: { reducedMotion?: 'reduce' } = {}) {
      const watched = await openPage(site.browser, { viewport: VIEWPORT, ...options });
      await watched.page.goto(site.served.url + '/');
      await watched.page.locator('.clients').scrollIntoViewIfNeeded();
      await waitForIsland(watched.page, 'ClientsCarousel');
      return watched;
    }

    it('pauses while hovered and while keyboard focus is inside, and moves again after', async () => {
      const { page, context } = await clients();
      await page.locator('.clients .swiper').hover();
      expect(await clientsMovedWithin(page, CLIENTS_MOVE_WINDOW_MS)).toBe(false);
      await page.mouse.move(5, 5);
      expect(await clientsMovedWithin(page, CLIENTS_MOVE_WINDOW_MS)).toBe(true);
      await page.getByRole('button', { name: 'Pause logo carousel' }).focus();
      expect(await clientsMovedWithin(page, CLIENTS_MOVE_WINDOW_MS)).toBe(false);
      await context.close();
    });

    it('has a visible pause/play button, and does not move by itself under reduced motion', async () => {
      const { page, context } = await clients();
      const pause = page.getByRole('button', { name: 'Pause logo carousel' });
      await pause.waitFor(); // the controls show once the island has read its environment, after hydration
      expect(await pause.isVisible()).toBe(true);
      await pause.click();
      await page.mouse.move(5, 5);
      expect(await clientsMovedWithin(page, CLIENTS_MOVE_WINDOW_MS)).toBe(false);
      await context.close();

      const reduced = await clients({ reducedMotion: 'reduce' });
      await reduced.page.getByRole('button', { name: 'Play logo carousel' }).waitFor(); // once the preference is read
      expect(await clientsMovedWithin(reduced.page, CLIENTS_MOVE_WINDOW_MS)).toBe(false);
      await reduced.context.close();
    });

    it('paused, the previous and next buttons still step through the logos, round the loop', async () => {
      const { page, context } = await clients({ reducedMotion: 'reduce' });
      await page.getByRole('button', { name: 'Play logo carousel' }).waitFor();
      const active = () => page.locator('.clients .swiper-slide-active img').getAttribute('alt');
      const first = await active();
      await page.getByRole('button', { name: 'Next logos' }).click();
      await expect.poll(active).not.toBe(first);
      await page.getByRole('button', { name: 'Previous logos' }).click();
      await expect.poll(active).toBe(first);
      await page.getByRole('button', { name: 'Previous logos' }).click(); // from the first, to the last
      await expect.poll(active).not.toBe(first);
      await context.close();
    });
  });
});
