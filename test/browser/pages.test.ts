import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIGHTBOX } from '../../site/shared/constants.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { ASSETS_PATH } from '../helpers/islands.ts';
import { servedSite } from '../helpers/server.ts';
import { ROUTES, lightboxReady, readText, waitForIsland } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Distinct left edges of a grid's items in its first row: the number of columns. */
const columns = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((items) => {
    const top = items[0]!.getBoundingClientRect().top;
    return items.filter((i) => Math.abs(i.getBoundingClientRect().top - top) < 2).length;
  });

/**
 * PhotoSwipe binds its keys and pointer actions after opening, in the same step that shows the
 * neighbouring slides' holders: that is the state to wait for.
 */
describe.skipIf(!chromePath)('About, Services and Contact', () => {
  const site = servedSite(root, launchChrome);

  it('About: intro, the three contracts, sectors with mission and vision, eight machine models with their counts, the quality lab', async () => {
    const { page, context } = await openPage(site.browser);
    await page.goto(site.served.url + '/About');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('About Us');
    const amounts = await page.locator('.performance__amount').allTextContents();
    expect(amounts).toEqual(['Over $20,000,000', '$2,600,000', '$1,600,000']);
    await page.getByRole('heading', { name: 'Targeting Sectors' }).waitFor();
    await page.getByRole('heading', { name: 'Our Mission' }).waitFor();
    await page.getByRole('heading', { name: 'Our Vision' }).waitFor();
    const machines = page.getByRole('region', { name: 'Our Equipment' }).getByRole('listitem');
    expect(await machines.count()).toBe(8);
    expect((await machines.locator('.equipment__size').allTextContents()).filter((t) => /^\d+x\d+x\d+$/.test(t)).length).toBeGreaterThanOrEqual(3);
    // How many of each model, and the totals the page states, agree.
    const counts = (await machines.locator('.machine__count-value').allTextContents()).map(Number);
    expect(counts).toHaveLength(8);
    const total = counts.reduce((sum, n) => sum + n, 0);
    const [cnc, cmm] = (/(\d+) CNC machines and (\d+) CMMs/.exec((await page.locator('#equipment-title ~ .section-heading__intro').allTextContents()).join(' ')) ?? []).slice(1).map(Number);
    expect(cnc! + cmm!).toBe(total);
    await page.getByRole('region', { name: 'Inspection equipment' }).getByRole('row', { name: /air gauges/ }).waitFor();
    await context.close();
  });

  it.each([
    { width: 375, cards: 1, gallery: 2 },
    { width: 1280, cards: 4, gallery: 4 },
  ])('Services at $width px: hero, $cards-column cards, $gallery-column gallery of ten linked photos', async ({ width, cards, gallery }) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 800 } });
    await page.goto(site.served.url + '/Services');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Services');
    expect(await page.locator('.page-hero__lead').textContent()).toContain('full-service manufacturing shop');
    expect(await page.getByRole('link', { name: 'Scroll down' }).getAttribute('href')).toBe('#service-cards');
    const serviceItems = page.locator('#service-cards .services > li');
    expect(await serviceItems.count()).toBeGreaterThanOrEqual(8);
    for (const item of await serviceItems.all()) {
      expect(await item.locator('img').getAttribute('alt')).toBeTruthy();
      expect(await item.locator('h3').textContent()).toBeTruthy();
      expect(await item.locator('p').textContent()).toBeTruthy();
    }
    expect(await columns(page, '#service-cards .services > li')).toBe(cards);
    const links = page.locator('.gallery a');
    expect(await links.count()).toBe(10);
    expect(await columns(page, '.gallery li')).toBe(gallery);
    for (const link of await links.all()) {
      expect(await link.getAttribute('data-pswp-width')).toBe('900');
      expect(await link.getAttribute('data-pswp-height')).toBe('900');
      expect(await link.getAttribute('href')).toMatch(new RegExp(String.raw`^${ASSETS_PATH}.+\.jpg$`));
    }
    const thumb = await page.locator('.gallery img').first().boundingBox();
    expect(thumb!.width / thumb!.height).toBeCloseTo(width < 960 ? 1 : 5 / 3, 1);
    await context.close();
  });

  it('Services lightbox: loads PhotoSwipe only on open, pages with arrows, loops, closes on Esc, keeps no hash', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(site.served.url + '/Services');
    await page.locator('.gallery').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'Gallery');
    const beforeOpen = scripts.length;
    const first = page.locator('.gallery a').first();
    await first.click();
    const counter = page.locator('.pswp__counter');
    await counter.waitFor();
    expect(scripts.length).toBeGreaterThan(beforeOpen); // the PhotoSwipe core arrived on open
    expect(await counter.textContent()).toBe(`1${LIGHTBOX.indexSeparator}10`);
    // Chromium decodes AVIF, so the picture comes from the AVIF srcset, not the link's JPEG. Until it
    // loads, PhotoSwipe shows the tile's thumbnail as a placeholder: not the picture under test.
    await expect.poll(() => page.locator('.pswp__item img.pswp__img:not(.pswp__img--placeholder)').first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-900x900-\w+\.avif$/);
    await lightboxReady(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe(`2${LIGHTBOX.indexSeparator}10`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe(`10${LIGHTBOX.indexSeparator}10`);
    expect(await page.locator('.pswp__bg').evaluate((el) => getComputedStyle(el).opacity)).toBe(String(LIGHTBOX.bgOpacity));
    // Through that backdrop the page shows only as a blur, and not at all under the counter or the caption: each has a panel of its own.
    expect(await page.evaluate(() => getComputedStyle(document.body, '::after').backdropFilter)).toMatch(/^blur\((\d+)px\)$/);
    for (const part of ['.pswp__counter', '.pswp__caption']) {
      const { background, opacity } = await page.locator(part).evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, opacity: getComputedStyle(el).opacity }));
      const alpha = Number(/rgba?\([^)]*?(?:,\s*|\/\s*)([\d.]+)\)$/.exec(background)?.[1] ?? (background.startsWith('rgb(') ? 1 : 0));
      expect(alpha * Number(opacity), `${part}: ${background} at ${opacity}`).toBeGreaterThanOrEqual(0.85);
    }
    expect(await page.locator('.pswp__button--zoom').isVisible()).toBe(false);
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Escape');
    await page.locator('.pswp').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Services lightbox: a background click closes it, and a picture that fails says so', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.route(/turned-face-900x900-\w+\.(avif|jpg)$/, (route) => route.abort()); // the lightbox picture, not the thumbnail
    await page.goto(site.served.url + '/Services');
    await page.locator('.gallery').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'Gallery');
    await page.locator('.gallery a').nth(3).click();
    await page.locator('.pswp__error-msg').waitFor();
    expect(await page.locator('.pswp__error-msg').textContent()).toBe(LIGHTBOX.errorMessage);
    await lightboxReady(page);
    await page.mouse.click(120, 740); // the background, away from the image and the arrows
    await page.locator('.pswp').waitFor({ state: 'detached' });
    await context.close();
  });

  it('Services at 375 px: the section links stay under the bar, and each scrolls its section to just under them', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(site.served.url + '/Services');
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    expect(await links.allTextContents()).toEqual(['Machining', 'Drawing to dock', 'Materials', 'Tolerances', 'Quality', 'Case studies', 'Gallery']);
    // Down the page and back up, smoothly: sections not yet laid out must not put a target elsewhere.
    for (const name of ['Gallery', 'Materials', 'Case studies']) {
      const id = (await links.getByText(name, { exact: true }).getAttribute('href'))!.slice(1);
      await page.goto(site.served.url + '/Services'); // the top again, no section laid out yet
      await links.getByText(name, { exact: true }).click();
      // Just under the bar and the section links, which stay under it.
      await page.waitForFunction((id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - document.querySelector('.page-nav')!.getBoundingClientRect().bottom) < 2, id, { timeout: 5_000 });
      // Thousands of pixels down, the links are still there, right under the bar.
      expect(await page.getByRole('navigation', { name: 'On this page' }).evaluate((nav) => Math.round(nav.getBoundingClientRect().top))).toBe(72);
    }
    await context.close();
  });

  it('Services at 375 px: the section links are one row that scrolls sideways, and a keyboard brings each into view', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(site.served.url + '/Services');
    const nav = page.getByRole('navigation', { name: 'On this page' });
    const links = nav.getByRole('link');
    const tops = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await nav.locator('ul').evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    // A chevron at the right edge says the row goes on, until it reaches its end (below).
    const cue = () => nav.evaluate((band) => Number(getComputedStyle(band, '::after').opacity));
    expect(await cue()).toBe(1);
    // Tabbing to the last link scrolls the row, clear of the fade at the right edge (measured in
    // the brand face: a font swap after the scroll would move the links).
    await page.evaluate(() => document.fonts.ready);
    await links.first().focus();
    for (let i = 1; i < tops.length; i++) await page.keyboard.press('Tab');
    expect(await links.last().evaluate((link) => link === document.activeElement)).toBe(true);
    await page.waitForFunction(() => {
      const links = document.querySelectorAll('.page-nav a');
      const right = links[links.length - 1]!.getBoundingClientRect().right;
      return right <= innerWidth - 32 + 1 && right > 0;
    }, undefined, { timeout: 5_000 });
    await expect.poll(cue).toBe(0);
    await context.close();
  });

  it('Services at 1280 px: the section link of the section on screen is marked, and only it', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/Services');
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    const marked = () => links.evaluateAll((all) => all.filter((link) => getComputedStyle(link).boxShadow !== 'none').map((link) => link.textContent));
    for (const name of ['Quality', 'Materials', 'Gallery']) {
      await links.getByText(name, { exact: true }).click();
      await expect.poll(marked, { timeout: 5_000 }).toEqual([name]);
    }
    await context.close();
  });

  it('Services: each case study shows its part, what was held, how many, how fast, and what was hard', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/Services#case-studies');
    const jobs = page.getByRole('region', { name: 'Recent work' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    expect(await jobs.count()).toBe(4);
    for (const job of await jobs.all()) {
      const picture = job.getByRole('img');
      expect(await picture.getAttribute('alt')).toMatch(/\w{3,}.*\w{3,}/);
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await job.getByRole('term').allTextContents()).toEqual(['Material', 'Held', 'Quantity', 'Lead time']);
    }
    await context.close();
  });

  it('a footer service link from another page lands its card just under the bar', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(site.served.url + '/About');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Large-Scale Manufacturing' }).click();
    await page.waitForURL(/\/Services#large-scale-manufacturing$/);
    // Under the bar and the section links with 16 px of air: not the bars' height counted twice.
    await page.waitForFunction(
      () => Math.abs(document.getElementById('large-scale-manufacturing')!.getBoundingClientRect().top - (document.querySelector('.page-nav')!.getBoundingClientRect().bottom + 16)) < 2,
      undefined,
      { timeout: 5_000 },
    );
    await context.close();
  });

  it('Contact: see us in person, address, phone, e-mail, and a lazy, titled map from the first sign of intent', async () => {
    const { page, context } = await openPage(site.browser);
    // The map's host, answered here (other hosts are blocked): a host that does not answer gets no frame.
    await context.route(/^https:\/\/www\.google\.com\/maps/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }));
    await page.goto(site.served.url + '/Contact');
    await page.getByRole('heading', { name: 'See us in person' }).waitFor();
    expect(await page.locator('.contact').textContent()).toContain('Monday through Friday');
    const contact = page.locator('.contact__list');
    expect(await contact.getByRole('link', { name: '(408) 555-0142' }).getAttribute('href')).toBe('tel:+14085550142');
    expect(await contact.getByRole('link', { name: 'quotes@example.com' }).getAttribute('href')).toBe('mailto:quotes@example.com');
    expect(await contact.getByRole('link', { name: /San\sJose,\sCA\s95131/ }).getAttribute('href')).toContain('google.com/maps/dir');
    // The people a buyer deals with, by role, each with a direct line, each e-mail address linked once.
    const people = (await contact.getByRole('definition').allTextContents()).map((text) => text.replaceAll('\u00a0', ' '));
    expect(people).toEqual(expect.arrayContaining(['Dana Whitfield, ext. 112', 'Raj Malhotra, ext. 118, quality@example.com']));
    expect(await contact.getByRole('link', { name: 'ext. 112' }).getAttribute('href')).toBe('tel:+14085550142,112');
    expect(await contact.getByRole('link', { name: 'quality@example.com' }).getAttribute('href')).toBe('mailto:quality@example.com');
    // Until the visitor scrolls, points or types, the map's box holds the address, and no request
    // goes to the map's host.
    const mapRequests: string[] = [];
    page.on('request', (request) => request.url().includes('google.com/maps?') && mapRequests.push(request.url()));
    const box = page.locator('.contact__map');
    expect(await box.textContent()).toContain('2150 Junction Avenue');
    const before = await box.boundingBox();
    await page.waitForLoadState('networkidle');
    expect(await box.locator('iframe').count()).toBe(0);
    expect(mapRequests).toEqual([]);
    await page.mouse.move(10, 10);
    const map = box.locator('iframe');
    await map.waitFor({ state: 'attached' });
    expect(await box.boundingBox()).toEqual(before);
    expect(await map.getAttribute('loading')).toBe('lazy');
    expect(await map.getAttribute('title')).toMatch(/^Map showing Kestrel Precision/);
    expect(await map.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps\?/);
    const csp = (await fetch(site.served.url + '/Contact')).headers.get('content-security-policy');
    expect(csp).toContain('frame-src https://www.google.com');
    await context.close();
  });

  it('Contact ends with how to send a drawing: what a quote needs, how controlled drawings travel, and the quote e-mail', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(site.served.url + '/Contact');
    const last = page.locator('main > section').last();
    expect(await last.getByRole('heading', { level: 2 }).textContent()).toBe('Sending a drawing');
    const needs = await last.getByRole('listitem').allTextContents();
    for (const field of ['STEP', 'Material and alloy', 'Quantity', 'Finish', 'Inspection', 'delivery date']) expect(needs.join('\n'), field).toContain(field);
    expect(await last.getByRole('heading', { name: 'ITAR and CUI drawings' }).count()).toBe(1);
    expect(await readText(last)).toContain('encrypted file-transfer portal');
    expect(await last.getByRole('link', { name: 'Request Quote' }).getAttribute('href')).toMatch(/^mailto:quotes@example\.com\?subject=RFQ/);
    expect(await last.getByRole('link', { name: '(408) 555-0142' }).getAttribute('href')).toBe('tel:+14085550142');
    await context.close();
  });

  // A frame whose host cannot be reached loads the browser's error page, which a page cannot tell
  // from the map (it is another origin's): this holds the box while the map is on its way.
  it('Contact: the address stays over the map box until the map has loaded', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/^https:\/\/www\.google\.com\/maps/, async (route) => {
      await released;
      await route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' });
    });
    await page.goto(site.served.url + '/Contact');
    const box = page.locator('.contact__map');
    const before = await box.boundingBox();
    await page.mouse.move(10, 10);
    const map = box.locator('iframe');
    await map.waitFor({ state: 'attached' });
    await map.scrollIntoViewIfNeeded();
    const placeholder = box.locator('.contact__map-placeholder');
    expect(await placeholder.isVisible()).toBe(true);
    expect(await placeholder.textContent()).toContain('2150 Junction Avenue');
    expect(await placeholder.boundingBox()).toEqual(await map.boundingBox());
    release();
    await placeholder.waitFor({ state: 'detached' });
    expect(await map.isVisible()).toBe(true);
    await box.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    expect((await box.boundingBox())!.height).toBe(before!.height);
    await context.close();
  });

  it('Contact: where the map host cannot be reached, the address stays in the box, not an error page', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await context.route(/^https:\/\/www\.google\.com\/maps/, (route) => route.abort('blockedbyclient'));
    await page.goto(site.served.url + '/Contact');
    const box = page.locator('.contact__map');
    const before = await box.boundingBox();
    const probeFailed = page.waitForEvent('requestfailed', (request) => request.method() === 'HEAD' && request.url().startsWith('https://www.google.com/maps'));
    await page.mouse.move(10, 10);
    await waitForIsland(page, 'ContactMap');
    // The frame is given up once the island's own request to the host has failed.
    await probeFailed;
    await box.locator('iframe').waitFor({ state: 'detached' });
    const placeholder = box.locator('.contact__map-placeholder');
    expect(await placeholder.isVisible()).toBe(true);
    expect(await placeholder.textContent()).toContain('2150 Junction Avenue');
    expect(await box.boundingBox()).toEqual(before);
    // A way there all the same: the directions link, which a keyboard reaches.
    const directions = placeholder.getByRole('link', { name: /^Get directions/ });
    expect(await directions.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
    await directions.focus();
    expect(await directions.evaluate((link) => link === document.activeElement)).toBe(true);
    await context.close();
  });

  it.each(ROUTES)('%s works with JavaScript off: content, links, no script-only gaps', async (route) => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    await page.goto(site.served.url + route);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    // The Services page link and one link to each of the four services' sections.
    expect(await page.locator('footer a[href="/Services"]').count()).toBe(1);
    expect(await page.locator('footer a[href^="/Services#"]').count()).toBe(4);
    if (route === '/') {
      // Every hero slide is reachable: the strip scrolls sideways.
      const track = page.locator('.hero__track');
      expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth * 2.5)).toBe(true);
      expect(await page.locator('.hero__slide img').count()).toBe(3);
      expect(await page.locator('.hero__controls').isVisible()).toBe(false); // they need the script
      expect(await page.locator('.hero__slide a', { hasText: 'View More' }).getAttribute('href')).toBe('/Services');
    }
    if (route === '/Contact') {
      // The map without its script: the <noscript> frame, and no placeholder over it.
      expect(await page.locator('.contact__map iframe').getAttribute('title')).toMatch(/^Map showing /);
      expect(await page.locator('.contact__map-placeholder').isVisible()).toBe(false);
    }
    if (route === '/Services') {
      await page.locator('.gallery a').first().click();
      await page.waitForURL(new RegExp(String.raw`${ASSETS_PATH}.+\.jpg$`));
    }
    await context.close();
  });
});
