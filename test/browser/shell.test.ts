import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTR, ISLAND_TAG, STATE } from '../../build/shared/contract.ts';
import { company } from '../../site/content/company.ts';
import { BADGE_SCROLL_THRESHOLD_PX, NAV_SCROLL_THRESHOLD_PX } from '../../site/shared/constants.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { ASSETS_PATH, ISLANDS_PATH } from '../helpers/islands.ts';
import { servedSite } from '../helpers/server.ts';
import { ROUTES, WIDTHS, scrollToY, waitForIsland, waitForStartupIslands, withoutScrollDrivenAnimations } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');


/**
 * The scrolled bar's look, in the page: black, semi-transparent but dark enough that the page
 * does not read through (the minifier writes 90% as e5, which reads back as 0.898).
 */
function isScrolledBar(): boolean {
  const alpha = /^rgba\(0, 0, 0, ([\d.]+)\)$/.exec(getComputedStyle(document.querySelector('header.nav')!).backgroundColor)?.[1];
  return alpha !== undefined && Number(alpha) >= 0.85;
}

describe.skipIf(!chromePath)('site shell: head, nav, footer, badges on every page', () => {
  const site = servedSite(root, launchChrome);

  describe.each(WIDTHS)('at $width px', ({ width, height }) => {
    it.each(ROUTES)('%s hydrates with no console errors and marks its tab as current', async (route) => {
      const { page, context, problems } = await openPage(site.browser, { viewport: { width, height } });
      await page.goto(site.served.url + route);
      await waitForStartupIslands(page);
      await scrollToY(page, 2000);
      await page.waitForFunction(
        (arg) => [...document.querySelectorAll(arg.tag)].every((el) => el.getAttribute(arg.attribute) !== arg.loading),
        { tag: ISLAND_TAG, attribute: ATTR.state, loading: STATE.loading },
      );
      const current = page.locator('header.nav a[aria-current="page"]');
      await expect(current.first().getAttribute('href')).resolves.toBe(route);
      if (width >= 960) {
        const border = await page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]').evaluate((a) => getComputedStyle(a).borderTopColor);
        expect(border).toBe('rgb(249, 115, 22)');
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  });

  it.each(ROUTES)('%s has its own title, description, canonical URL, Open Graph tags and favicon, and Home and Contact the business in JSON-LD', async (route) => {
    const { page, context } = await openPage(site.browser, { javaScriptEnabled: false });
    await page.goto(site.served.url + route);
    const title = await page.title();
    expect(title).toContain('Kestrel Precision');
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(60);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(company.website + route);
    expect(await meta('meta[property="og:title"]')).toBe(title);
    expect(await meta('meta[property="og:url"]')).toBe(company.website + route);
    expect(await meta('meta[property="og:image"]')).toMatch(/^https:\/\/.+\.jpg$/);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(new RegExp(String.raw`${ASSETS_PATH}logo-\w+\.svg$`));
    const structured = page.locator('script[type="application/ld+json"]');
    if (!['/', '/Contact'].includes(route)) {
      expect(await structured.count(), route).toBe(0);
      await context.close();
      return;
    }
    const jsonLd = JSON.parse((await structured.textContent())!);
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Kestrel Precision',
      telephone: company.phone,
      email: company.email,
      foundingDate: '1993',
      address: { streetAddress: company.address.street, addressLocality: 'San Jose', addressRegion: 'CA' },
    });
    await context.close();
  });

  it(`nav: transparent at 0 to ${NAV_SCROLL_THRESHOLD_PX - 1} px, semi-transparent black with a shadow from ${NAV_SCROLL_THRESHOLD_PX} px, and back`, async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/About');
    await waitForStartupIslands(page);
    const nav = page.locator('header.nav');
    const look = () => nav.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, shadow: getComputedStyle(el).boxShadow, position: getComputedStyle(el).position }));
    expect(await look()).toMatchObject({ bg: 'rgba(0, 0, 0, 0)', shadow: 'none', position: 'fixed' });
    await scrollToY(page, NAV_SCROLL_THRESHOLD_PX - 1);
    expect((await look()).bg).toBe('rgba(0, 0, 0, 0)');
    await scrollToY(page, NAV_SCROLL_THRESHOLD_PX);
    await page.waitForFunction(isScrolledBar);
    expect((await look()).shadow).not.toBe('none');
    await scrollToY(page, 0);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('header.nav')!).backgroundColor === 'rgba(0, 0, 0, 0)');
    await context.close();
  });

  it('without scroll-driven animations, the nav and the badges follow the first scroll once their chunks arrive', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await withoutScrollDrivenAnimations(page, '/About');
    const scripts: string[] = [];
    const badges: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    page.on('request', (request) => /\/(iso-9001|as9100|itar)-\w+\.svg$/.test(request.url()) && badges.push(request.url()));
    await page.goto(site.served.url + '/About');
    await page.waitForLoadState('networkidle');
    // Before any sign of intent only the loader and its own modules have come: no React, no island,
    // and none of the badges the column shows further down.
    const ownModule = new RegExp(`^${ISLANDS_PATH}(loader|chunk)-`);
    expect(scripts.filter((url) => !ownModule.test(url))).toEqual([]);
    expect(badges).toEqual([]);
    const islandStates = () => page.locator(ISLAND_TAG).evaluateAll((els, attribute) => els.map((el) => el.getAttribute(attribute)), ATTR.state);
    expect(new Set(await islandStates())).toEqual(new Set([STATE.ssr]));
    await scrollToY(page, 400);
    await page.waitForFunction(isScrolledBar);
    await page.getByRole('complementary', { name: 'Certifications' }).waitFor();
    await expect.poll(() => page.getByRole('complementary', { name: 'Certifications' }).getByRole('img').count()).toBe(3);
    await scrollToY(page, 0);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('header.nav')!).backgroundColor === 'rgba(0, 0, 0, 0)');
    await context.close();
  });

  it('a visitor who scrolled before the loader arrived gets the intent islands with no further input', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    // The loader is held back until the page has been scrolled: no listener heard that scroll.
    let releaseLoader!: () => void;
    const scrolled = new Promise<void>((resolve) => (releaseLoader = resolve));
    await page.route(new RegExp(`${ISLANDS_PATH}loader-`), async (route) => {
      await scrolled;
      await route.continue();
    });
    await page.goto(site.served.url + '/About', { waitUntil: 'commit' });
    await page.locator('footer').waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo(0, 1200));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    releaseLoader();
    await page.locator(`${ISLAND_TAG}[${ATTR.name}="NavBar"][${ATTR.state}="${STATE.hydrated}"]`).waitFor({ state: 'attached' });
    await context.close();
  });

  it('nav on desktop: the four links, Request Quote opening mail to the shop, and the phone number where it fits', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/');
    const main = page.getByRole('navigation', { name: 'Main' });
    const links = await main.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([['Home', '/'], ['About', '/About'], ['Services', '/Services'], ['Contact Us', '/Contact']]);
    const quote = page.getByRole('banner').getByRole('link', { name: 'Request Quote' });
    expect(await quote.getAttribute('href')).toMatch(/^mailto:quotes@example\.com/);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    // The shop's number beside the quote button, where the bar has room for it.
    const phone = page.getByRole('banner').getByRole('link', { name: '(408) 555-0142' });
    expect(await phone.getAttribute('href')).toBe('tel:+14085550142');
    expect(await phone.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1100, height: 800 });
    expect(await phone.isVisible()).toBe(false);
    await context.close();
  });

  it('mobile menu: "Menu" toggles a full-screen white menu; choosing a link or the toggle closes it', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(site.served.url + '/About');
    await waitForStartupIslands(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 375 });
    expect(box!.y + box!.height).toBeGreaterThanOrEqual(812);
    expect(await menu.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    expect(await mobile.getByRole('link').evaluateAll((as) => as.map((a) => a.textContent))).toEqual(['Home', 'About', 'Services', 'Contact', 'Request Quote', '(408) 555-0142', 'quotes@example.com']);
    expect(await mobile.getByRole('link', { name: 'Request Quote' }).getAttribute('href')).toBe('tel:+14085550142');
    await toggle.click();
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    // Choosing a link closes the menu (navigation is held back here to see it).
    await toggle.click();
    await menu.waitFor();
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await mobile.getByRole('link', { name: 'Services' }).click();
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('mobile menu opened as the first touch, before its island has arrived, is announced open once it takes over', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`${ISLANDS_PATH}NavBar-[^/]+\\.js`), async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(site.served.url + '/About');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.locator('#mobile-menu').waitFor();
    release();
    await waitForIsland(page, 'NavBar');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the bar\'s name, quote button and menu apart on a phone however wide the engine draws the labels', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(site.served.url + '/');
    // WebKitGTK measured the bold labels about 9% wider than Chromium does with the same font file.
    for (const [width, spacing] of [[375, '0.02em'], [360, '0.02em'], [375, '0.1em'], [360, '0.2em']] as const) {
      await page.setViewportSize({ width, height: 812 });
      const bar = await page.evaluate((letterSpacing) => {
        for (const label of document.querySelectorAll<HTMLElement>('.nav__brand, .nav__quote')) label.style.letterSpacing = letterSpacing;
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const name = document.querySelector('.nav__brand span')!;
        return { spills: name.scrollWidth - name.clientWidth, nameToQuote: box('.nav__quote').left - box('.nav__brand span').right, quoteToMenu: box('.nav__toggle').left - box('.nav__quote').right, sideways: document.documentElement.scrollWidth - innerWidth };
      }, spacing);
      const what = `${width} px, letter-spacing ${spacing}`;
      if (spacing === '0.02em') expect(bar.spills, `${what}: the name whole`).toBeLessThanOrEqual(0);
      expect(bar.nameToQuote, `${what}: name to quote button`).toBeGreaterThanOrEqual(4);
      expect(bar.quoteToMenu, `${what}: quote button to menu`).toBeGreaterThanOrEqual(4);
      expect(bar.sideways, what).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it('mobile menu opens without JavaScript', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    await page.goto(site.served.url + '/Contact');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(/\/Services$/);
    await context.close();
  });

  it('footer: page links, four services to their sections of /Services, phone, e-mail, directions, copyright year', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(site.served.url + '/Contact');
    const footer = page.locator('footer');
    expect(await footer.getByRole('navigation', { name: 'Footer' }).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/', '/About', '/Services', '/Contact']);
    for (const name of ['Precision CNC Engineering', 'Rapid Prototyping Services', 'Large-Scale Manufacturing', 'Vendor Network Solutions']) {
      const href = await footer.getByRole('link', { name }).getAttribute('href');
      expect(href).toMatch(/^\/Services#[a-z-]+$/);
      // The link lands on a section of the Services page named after the service.
      const services = await context.newPage();
      await services.goto(site.served.url + href);
      expect(await services.locator(`#${href!.split('#')[1]}`).getByRole('heading', { level: 3, name }).count()).toBe(1);
      await services.close();
    }
    expect(await footer.getByRole('link', { name: company.phone }).getAttribute('href')).toBe('tel:+14085550142');
    expect(await footer.getByRole('link', { name: company.email }).getAttribute('href')).toBe('mailto:quotes@example.com');
    expect(await footer.getByRole('link', { name: /2150 Junction Avenue/ }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Kestrel Precision Machining, Inc.`);
    await context.close();
  });

  it('footer year is right after New Year without a rebuild', async () => {
    const { page, context } = await openPage(site.browser);
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.install({ time: new Date(`${nextYear}-01-01T00:00:05`) });
    await page.goto(site.served.url + '/');
    await page.mouse.move(1, 1); // the year island wakes on the visitor's first sign of intent
    await waitForIsland(page, 'CopyrightYear');
    // The year is set by an effect after the hydrated commit: its re-render may come a moment later.
    await expect.poll(() => page.locator('footer time').textContent()).toBe(String(nextYear));
    await context.close();
  });

  it(`badge column: an aside named Certifications, visible only past ${BADGE_SCROLL_THRESHOLD_PX} px of scroll`, async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/About');
    await page.mouse.move(1, 1);
    await waitForIsland(page, 'BadgeColumn');
    const aside = page.locator('aside.badges');
    const alts = await page.locator('aside.badges img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    expect(alts).toHaveLength(3);
    expect(alts.join(' ')).toMatch(/ISO 9001/);
    expect(alts.join(' ')).toMatch(/ITAR/);
    const shown = () => aside.evaluate((el) => getComputedStyle(el).visibility === 'visible');
    await scrollToY(page, BADGE_SCROLL_THRESHOLD_PX);
    expect(await shown()).toBe(false);
    await scrollToY(page, BADGE_SCROLL_THRESHOLD_PX + 1);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('aside.badges')!).visibility === 'visible');
    // Hidden, it is out of the accessibility tree; shown, it is the "Certifications" landmark.
    await page.getByRole('complementary', { name: 'Certifications' }).waitFor();
    expect(await aside.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await scrollToY(page, 100);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('aside.badges')!).visibility === 'hidden');
    await context.close();
  });

  it('sends every unknown path to / and every lower-case route to its page', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(site.served.url + '/no/such/page');
    await page.waitForURL(site.served.url + '/');
    for (const [alias, route] of [['/about', '/About'], ['/services', '/Services'], ['/contact', '/Contact']]) {
      await page.goto(site.served.url + alias);
      await page.waitForURL(site.served.url + route);
    }
    await context.close();
  });
});
