import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_TAG } from '../../build/shared/contract.ts';
import { HERO } from '../../site/shared/constants.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { ISLANDS_PATH } from '../helpers/islands.ts';
import { watchSiteRequests } from '../helpers/network.ts';
import { layoutShifts, watchLayoutShifts } from '../helpers/shifts.ts';
import { servedSite } from '../helpers/server.ts';
import { ROUTES, WIDTHS, scrollThrough, waitForIsland, waitForStartupIslands } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');
const SLIDE_1 = /\/hero-flat-lay(?:-portrait)?-\d+x\d+-\w+\.avif$/;
const LATER_SLIDES = /\/(hero-dovetail-fixture|hero-ruby-stylus)(?:-portrait)?-\d+x\d+-\w+\.avif$/;

describe.skipIf(!chromePath)('images in the browser', () => {
  const site = servedSite(root, launchChrome);

  it("requests the home page's first hero picture before any island script; the LCP is that slide", async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(site.served.url + '/');
    await waitForStartupIslands(page);
    const hero = requests.findIndex((url) => SLIDE_1.test(url));
    const firstScript = requests.findIndex((url) => url.startsWith(ISLANDS_PATH));
    expect(hero).toBeGreaterThanOrEqual(0);
    expect(firstScript).toBeGreaterThanOrEqual(0);
    expect(hero, requests.join('\n')).toBeLessThan(firstScript);
    // Chrome does not count a picture covering the whole viewport (a backdrop) as LCP, so the LCP
    // element is the slide's heading, painted with the first frame; either way it is slide 1.
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string };
            const slide = entry.element?.closest('.hero__slide');
            resolve(slide ? `slide ${[...document.querySelectorAll('.hero__slide')].indexOf(slide) + 1}` : `${entry.element?.outerHTML.slice(0, 80)} ${entry.url}`);
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    expect(lcp).toBe('slide 1');
    await context.close();
  });

  // A page's LCP is its first screen: later slides fade in on the carousel's clock, and one whose
  // picture painted larger than slide 1's was the page's largest paint, at 5 s on tablets (768 px).
  // Both later slides have shown by 2 x the interval plus a fade; every width watched at once.
  it("with no input, no later slide of Home's carousel paints larger than slide 1's picture, at every width", async () => {
    const watchedMs = 2 * HERO.intervalMs + HERO.fadeMs + 1_000;
    // Phones and tablets at the slow phone's 1.75x; a short tablet window is where slide 1's
    // picture is held by the room's height and a wider later one came out larger.
    const screens = [
      { width: 375, height: 812, deviceScaleFactor: 1.75 },
      { width: 412, height: 915, deviceScaleFactor: 1.75 },
      { width: 600, height: 800, deviceScaleFactor: 1.75 },
      { width: 768, height: 800, deviceScaleFactor: 1.75 },
      { width: 768, height: 1024, deviceScaleFactor: 1.75 },
      { width: 1280, height: 800, deviceScaleFactor: 1 },
      { width: 1920, height: 1080, deviceScaleFactor: 1 },
    ];
    const watch = async ({ deviceScaleFactor, ...viewport }: (typeof screens)[number]) => {
        const { page, context } = await openPage(site.browser, { viewport, deviceScaleFactor });
        await page.addInitScript(() => {
          const entries: { time: number; what: string }[] = ((window as unknown as { lcpEntries: typeof entries }).lcpEntries = []);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
              entries.push({ time: Math.round(entry.startTime), what: `${entry.element?.closest('.hero__slide')?.getAttribute('aria-label') ?? ''} ${entry.element?.tagName} ${entry.url.split('/').pop()}` });
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(site.served.url + '/');
        await page.waitForTimeout(watchedMs);
        const seen = await page.evaluate(() => ({
          fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]!.startTime),
          entries: (window as unknown as { lcpEntries: { time: number; what: string }[] }).lcpEntries,
        }));
        await context.close();
        return { viewport, ...seen };
    };
    // Four at a time: more on two cores and slide 1's own picture comes after the first change.
    const results = [...(await Promise.all(screens.slice(0, 4).map(watch))), ...(await Promise.all(screens.slice(4).map(watch)))];
    // Pages at once on a loaded CI machine can paint slide 1's picture late (once at 17 s, after
    // slide 2's had come), so what is held is the cause: slide 1's picture is an entry, and no later
    // slide's picture is one after it, i.e. none painted larger.
    for (const { viewport, fcp, entries } of results) {
      const what = `${viewport.width} x ${viewport.height}: FCP ${fcp} ms, LCP entries ${JSON.stringify(entries)}`;
      const first = entries.findIndex((entry) => /^1 of 3 IMG/.test(entry.what));
      expect(first, what).toBeGreaterThanOrEqual(0);
      expect(entries.slice(first + 1).filter((entry) => /^[23] of 3/.test(entry.what)), what).toEqual([]);
    }
  }, 90_000);

  // Each kind of screen gets the crop the build cut for it (art direction, site/shared/places.ts):
  // upright screens the band's, wide ones the wide crop; none drawn larger than its pixels (1% is
  // a variant's height rounded to whole pixels).
  it.each([
    { width: 375, height: 812, layout: 'upright' },
    { width: 768, height: 1024, layout: 'upright' },
    { width: 1280, height: 800, layout: 'wide' },
  ])('at $width x $height the banners show the $layout crop, never stretched past its pixels', async ({ width, height, layout }) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height } });
    for (const route of ['/', '/Services']) {
      await page.goto(site.served.url + route);
      const banner = page.locator('.hero__slide img, .page-hero__image').first();
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shown = await banner.evaluate((img: HTMLImageElement) => ({
        src: new URL(img.currentSrc).pathname,
        upright: img.parentElement!.querySelector('source[media="(orientation: portrait)"]')!.getAttribute('srcset')!,
        naturalWidth: img.naturalWidth,
        naturalHeight: img.naturalHeight,
        box: img.getBoundingClientRect(),
      }));
      expect(shown.upright.includes(shown.src), `${route}: ${shown.src}`).toBe(layout === 'upright');
      // object-fit: cover draws the picture at the larger of the two scales that fill the box.
      const scale = Math.max(shown.box.width / shown.naturalWidth, shown.box.height / shown.naturalHeight);
      expect(scale, `${route}: ${shown.src} drawn at ${scale.toFixed(3)}x`).toBeLessThanOrEqual(1.01);
    }
    await context.close();
  });

  it('holds hero slides 2 and 3 back until slide 1 has loaded', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(SLIDE_1, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(site.served.url + '/', { waitUntil: 'commit' });
    // Slide 1 is still on its way; the loader has run, the visitor has shown intent, the hero has
    // hydrated and the page has laid out (two frames) around it.
    await page.waitForFunction((tag) => customElements.get(tag) !== undefined, ISLAND_TAG);
    await page.mouse.move(5, 5);
    await waitForIsland(page, 'HeroCarousel');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requests.filter((url) => LATER_SLIDES.test(url))).toEqual([]);
    release();
    await page.waitForRequest(LATER_SLIDES);
    await page.waitForFunction(() => document.querySelectorAll('.hero__slide img').length === 3);
    await context.close();
  });

  it('shows every hero slide picture without JavaScript', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
    await page.goto(site.served.url + '/');
    const images = page.locator('.hero__slide img');
    expect(await images.count()).toBe(3);
    await images.nth(1).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const img = document.querySelectorAll<HTMLImageElement>('.hero__slide img')[1];
      return img?.complete && img.naturalWidth > 0;
    });
    await context.close();
  });

  describe.each(WIDTHS)('at $width px', ({ width, height }) => {
    it.each(ROUTES)('%s loads and scrolls with no layout shift', async (route) => {
      const { page, context, problems } = await openPage(site.browser, { viewport: { width, height } });
      await watchLayoutShifts(page);
      const requests = watchSiteRequests(page, new URL(site.served.url).origin);
      await page.goto(site.served.url + route);
      await waitForStartupIslands(page);
      await scrollThrough(page, height);
      await requests.settled();
      expect(await layoutShifts(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});
