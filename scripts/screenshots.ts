/**
 * Screenshots for looking at the site as a visitor does (writes .cache/screenshots/*.png):
 *
 *   npm run build && npm run screenshots [-- /,/About]
 *
 * Every page at 375, 768, 1280 and 1920 px: the first screen, the full page, and the screen a
 * visitor sees part-way down (at a third, two thirds and the end of the page), where fixed elements
 * such as the badge column show over the content; plus the states a visitor reaches: each hero
 * slide, the phone menu, and the lightbox. The hero is paused (its own pause button) so the slide
 * in the picture is the one named in the file.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { loadConfig } from '../build/pipeline/config.ts';
import { dirs } from '../build/pipeline/dirs.ts';
import { startPreview } from '../build/hosting/preview.ts';
import { chromePath, INSTALL_HINT, launchChrome, openPage } from '../test/helpers/chrome.ts';
import { hydrateAll, lightboxReady, scrollToY } from '../test/helpers/site.ts';

const WIDTHS = [375, 768, 1280, 1920];
/** Screens part-way down, by the share of the page's scroll height. */
const PART_WAY = [
  ['third', 1 / 3],
  ['two-thirds', 2 / 3],
  ['end', 1],
] as const;
const heightFor = (width: number) => (width < 600 ? 812 : width < 1000 ? 1024 : width < 1600 ? 800 : 1080);
/**
 * Phones and tablets are shot as touch screens and tapped, as their visitors use them: a mouse
 * click in a narrow window showed the lightbox's arrows over the picture, which PhotoSwipe hides on
 * a touch screen (a reviewer counted them as a defect).
 */
const isTouch = (width: number) => width < 1000;

if (!chromePath) throw new Error(INSTALL_HINT);
const root = path.resolve(import.meta.dirname, '..');
const d = dirs(await loadConfig(root));
const out = path.join(d.cache, 'screenshots');
await mkdir(out, { recursive: true });
const preview = await startPreview({ outDir: d.out, port: 0, host: '127.0.0.1', quiet: true });
const browser = await launchChrome();
const routes = (process.argv[2] ?? '/,/About,/Services,/Contact').split(',');
const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).toLowerCase());

async function shoot(page: Page, name: string, fullPage = false) {
  // A capture beyond the viewport would show sections the browser skips off screen
  // (content-visibility: auto) as blank: for the full page, every section renders, as it does for
  // a visitor who scrolls to it. Then the brand face in, and every picture in view decoded, so none is caught half-loaded.
  if (fullPage) await page.evaluate(() => document.querySelectorAll<HTMLElement>('*').forEach((el) => getComputedStyle(el).contentVisibility === 'auto' && (el.style.contentVisibility = 'visible')));
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => {
          // Eager ones, and lazy ones on this screen: a lazy one scrolled past unseen (or a
          // carousel's slide off to the side) never loads.
          const { top, bottom, left, right } = img.getBoundingClientRect();
          return img.loading !== 'lazy' || (bottom > 0 && top < innerHeight && right > 0 && left < innerWidth);
        })
        .map((img) => img.decode().catch(() => undefined)),
    ),
  );
  // Transitions under way (the bar's colours as the phone menu opens) end first: a shot caught the
  // brand's name white on the menu's white.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))));
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage });
  console.log(`${name}.png`);
}

try {
  for (const width of WIDTHS) {
    const height = heightFor(width);
    for (const route of routes) {
      const touch = isTouch(width);
      const { page, context, problems } = await openPage(browser, { viewport: { width, height }, reducedMotion: 'reduce', hasTouch: touch, isMobile: touch });
      const press = (target: Locator) => (touch ? target.tap() : target.click());
      await page.goto(`${preview.url}${route}`, { waitUntil: 'networkidle' });
      await hydrateAll(page, height);
      // Back at the top the badge column fades out again: shot once it has, as a visitor sees the page.
      await page
        .waitForFunction(() => getComputedStyle(document.querySelector('.badges')!).visibility === 'hidden', undefined, { timeout: 3_000 })
        .catch(() => console.log(`  the badge column stayed at the top of ${route} at ${width}`));
      await shoot(page, `${slug(route)}-${width}-top`);
      for (const [name, share] of PART_WAY) {
        // Instantly, then two frames for the scroll-linked styles (the nav, the badges) to follow.
        await page.evaluate((part) => {
          scrollTo({ top: part * (document.documentElement.scrollHeight - innerHeight), behavior: 'instant' });
          return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }, share);
        // The badge column fades in past 300 px: shot once it has.
        await page
          .waitForFunction(() => scrollY <= 300 || getComputedStyle(document.querySelector('.badges')!).opacity === '1', undefined, { timeout: 3_000 })
          .catch(() => console.log(`  the badge column did not show at ${name} on ${route} at ${width}`));
        await shoot(page, `${slug(route)}-${width}-${name}`);
      }
      await scrollToY(page, 0);
      await shoot(page, `${slug(route)}-${width}-full`, true);
      if (route === '/') {
        for (const slide of [2, 3]) {
          await press(page.getByRole('button', { name: 'Next slide' }));
          await page.waitForSelector(`.hero__slide[data-active][aria-label="${slide} of 3"]`);
          await scrollToY(page, 0); // the press scrolled its button into view, where the hero is taller than the screen
          await shoot(page, `home-${width}-slide-${slide}`);
        }
      }
      if (route === '/' && width < 1000) {
        await press(page.getByRole('button', { name: /menu/i }));
        await page.locator('[popover]:popover-open').waitFor();
        await shoot(page, `menu-${width}`);
      }
      if (route === '/Services') {
        await press(page.locator('.gallery a').first());
        await lightboxReady(page);
        await shoot(page, `lightbox-${width}`);
        await page.keyboard.press('Escape');
        await scrollToY(page, 0);
      }
      if (problems.length) console.log(`  problems on ${route} at ${width}: ${problems.join(' | ')}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await preview.close();
}
