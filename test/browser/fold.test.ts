import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ASSETS_URL_DIR, ISLANDS_URL_DIR } from '../../build/shared/contract.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { servedSite } from '../helpers/server.ts';
import { layoutShifts, watchLayoutShifts } from '../helpers/shifts.ts';

/**
 * Services marks where its first screen ends (<Fold />): the stylesheet's parts only the markup
 * after it needs come in a stylesheet linked there, not inline, so its document fits the first
 * flight (first-round-trip.test.ts). Held here: the first screen paints without that stylesheet
 * and nothing after the fold shows unstyled, and split so, every element is styled exactly as by
 * the whole stylesheet in its own order.
 */

const root = path.resolve(import.meta.dirname, '../..');
const BELOW_FOLD = new RegExp(`/${ASSETS_URL_DIR}/below-fold-[^/]+\\.css$`);

/**
 * Every element's computed style, in document order, with what tells it apart. Custom properties
 * are left out: the whole stylesheet also defines those of parts no element here uses, and one
 * that is used shows in the properties that read it. So are the properties an animation drives
 * at that moment (the bar's look follows a scroll timeline): a timeline, not the cascade, sets them.
 */
const computedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body :not(link)')].map((element, i) => {
      const style = getComputedStyle(element);
      const animated = new Set(
        element.getAnimations().flatMap((animation) => (animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes().flatMap((frame) => Object.keys(frame)) : [])),
      );
      const driven = (name: string) => [...animated].some((property) => name === property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) || name.startsWith(`${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-`));
      const values = [...style].filter((name) => !name.startsWith('--') && !driven(name)).map((name) => `${name}: ${style.getPropertyValue(name)}`);
      return { element: `${i} ${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`, values };
    }),
  );

describe.skipIf(!chromePath)('the fold: a first screen styled without the rest of the stylesheet', () => {
  const site = servedSite(root, launchChrome);

  it('paints the first screen while the stylesheet below the fold is held, shows nothing after the fold unstyled, and shifts nothing when it comes', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await watchLayoutShifts(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(BELOW_FOLD, async (route) => {
      requested = true;
      await released;
      await route.continue();
    });
    await page.goto(site.served.url + '/Services', { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(requested).toBe(true);
    const heading = page.getByRole('heading', { level: 1, name: 'Services' });
    expect(await heading.isVisible()).toBe(true);
    // The parser waits at the link: the markup after it is not shown, styled or not.
    expect(await page.locator('#service-cards').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);

    release();
    await page.waitForLoadState('load');
    expect(await page.getByRole('heading', { name: 'What we machine' }).isVisible()).toBe(true);
    expect(await page.locator('.gallery').evaluate((grid) => getComputedStyle(grid).display)).toBe('grid');
    expect(await layoutShifts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([375, 1280])('styles every element at %i px as the whole stylesheet does, in its own order', async (width) => {
    const outDir = site.served.outDir;
    const whole = (await readdir(path.join(outDir, ASSETS_URL_DIR))).find((file) => /^index-\w+\.css$/.test(file))!;
    const wholeCss = await readFile(path.join(outDir, ASSETS_URL_DIR, whole), 'utf8');
    const styles = [];
    for (const variant of ['split', 'whole'] as const) {
      const { page, context } = await openPage(site.browser, { viewport: { width, height: 800 } });
      // No island wakes in either page, so both hold the server's markup and nothing moves.
      await page.route(new RegExp(`/${ISLANDS_URL_DIR}/`), (route) => route.abort());
      if (variant === 'whole') {
        await page.route(/\/Services$/, async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(/<style>[\s\S]*?<\/style>/, () => `<style>${wholeCss}</style>`).replace(/<link rel="stylesheet" href="[^"]*below-fold-[^"]*">/, '');
          expect(html).not.toContain('below-fold');
          // The policy allows the page's own inline stylesheet by its hash, not this one.
          const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name.toLowerCase() !== 'content-security-policy'));
          await route.fulfill({ response, headers, body: html });
        });
      }
      await page.goto(site.served.url + '/Services');
      // Fonts in, and no transition under way (the bar's shadow eases as the page settles), so
      // both pages are read at rest.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined)));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      styles.push(await computedStyles(page));
      await context.close();
    }
    const [split, inOrder] = styles;
    expect(split!.length).toBe(inOrder!.length);
    for (let i = 0; i < split!.length; i++) {
      const whole = new Set(inOrder![i]!.values);
      const differ = split![i]!.values.filter((value) => !whole.has(value));
      expect(differ, split![i]!.element).toEqual([]);
      expect(split![i]!.values.length, split![i]!.element).toBe(whole.size);
    }
  });
});
