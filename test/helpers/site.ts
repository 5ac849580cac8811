import type { Locator, Page } from 'playwright-core';
import { styleHash } from '../../build/hosting/headers.ts';
import { ATTR, ISLAND_TAG, STATE, type IslandState } from '../../build/shared/contract.ts';
import { islandSelector } from './islands.ts';

export const ROUTES = ['/', '/About', '/Services', '/Contact'] as const;

/**
 * An element's text as a visitor's find-in-page reads it: without the word joiners that hold
 * "5-axis" or "6061-T6" on one line (site/shared/keepTogether.ts).
 */
export async function readText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replaceAll('\u2060', '');
}
/** Phone, upright tablet, laptop and wide desktop: where banners change shape, and their text with them. */
export const BANNER_SCREENS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

export const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * Waits until every island that `selector` matches has hydrated. The check runs in the page, so
 * the contract's names go to it as the argument.
 */
async function waitForEveryIsland(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (arg) => [...document.querySelectorAll(arg.selector)].every((el) => el.getAttribute(arg.attribute) === arg.hydrated),
    { selector, attribute: ATTR.state, hydrated: STATE.hydrated },
  );
}

/** Islands that wake by themselves, on load or when idle. */
export const IDLE_ISLANDS = [islandSelector({ when: 'load' }), islandSelector({ when: 'idle' })].join(', ');

/** Waits until every island that wakes by itself (on load or when idle) has hydrated; shows no intent. */
export async function waitForIdleIslands(page: Page): Promise<void> {
  await waitForEveryIsland(page, IDLE_ISLANDS);
}

/**
 * Shows intent as a visitor does (the pointer moves), then waits until every island that wakes
 * without scrolling into view (on load, when idle, on intent) has hydrated.
 */
export async function waitForStartupIslands(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await waitForIdleIslands(page);
  await waitForEveryIsland(page, islandSelector({ when: 'intent' }));
}

/**
 * Scrolls instantly to y (or as far as the page goes) and waits until the browser is there. The
 * target is taken again on every check, and the scroll repeated: a page that changes height while
 * it loads (a font arriving, an island hydrating, scroll anchoring) moves the bottom or the
 * scroll position after the first try.
 */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.waitForFunction((top) => {
    const target = Math.min(top, document.documentElement.scrollHeight - window.innerHeight);
    if (Math.abs(window.scrollY - target) < 1) return true;
    window.scrollTo({ top: target, behavior: 'instant' });
    return false;
  }, y);
}

/** Islands are display: contents, so they are waited for as attached, never as visible. */
export async function waitForIsland(page: Page, name: string, state: IslandState = STATE.hydrated): Promise<void> {
  await page.locator(islandSelector({ name, state })).first().waitFor({ state: 'attached' });
}

/**
 * Lets React finish work it scheduled (it uses MessageChannel, which Playwright's fake clock does
 * not control), so timers set in effects exist before the clock moves on.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );
}

/** Moves the fake clock on, then lets React commit what the timers changed. */
export async function advance(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}

/** PhotoSwipe binds its keys once its three slide holders are laid out. */
export async function lightboxReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const holders = [...document.querySelectorAll<HTMLElement>('.pswp__item')];
    // ...and the picture shown large before it came (build/client/early-view.ts) has handed over.
    return holders.length === 3 && holders.every((h) => h.style.display === 'block') && !document.querySelector('.early-view');
  });
}

/** Scrolls down the whole page in steps, so lazy images load and "visible" islands wake. */
export async function scrollThrough(page: Page, viewportHeight: number): Promise<void> {
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= bottom; y += Math.round(viewportHeight * 0.8)) {
    await scrollToY(page, y);
    // Intersection observers report at the next rendering; let it happen at every step.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await scrollToY(page, bottom);
  // On a loaded machine a step can pass before a section under content-visibility: auto has been
  // laid out, so its "visible" island never saw itself in view: stop at each such island, as a
  // visitor who wants it does.
  // The list is taken once, in the page: a locator would re-resolve as islands wake meanwhile.
  await page.evaluate(async (unwoken) => {
    for (const island of [...document.querySelectorAll(unwoken)]) {
      island.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  }, `${islandSelector({ when: 'visible' })}:not([${ATTR.state}="${STATE.hydrated}"])`);
}

/**
 * Stops the hero's CSS rotation (hero.css) at `ms` on its clock: what it shows is then fixed
 * until the test moves it, and the island takes over from exactly there.
 */
export async function pinHeroClock(page: Page, ms: number): Promise<void> {
  await page.locator('.hero').evaluate((hero, time) => {
    const animations = hero.getAnimations({ subtree: true });
    if (animations.length === 0) throw new Error('the hero has no CSS rotation to pin');
    animations.forEach((animation) => {
      animation.pause();
      animation.currentTime = time;
    });
  }, ms);
}

/** How much of each hero slide shows: its opacity, or 0 when it is hidden. */
export async function heroShown(page: Page): Promise<number[]> {
  return page.locator('.hero__slide').evaluateAll((slides) =>
    slides.map((slide) => {
      const style = getComputedStyle(slide);
      return style.visibility === 'visible' ? Math.round(Number(style.opacity) * 100) / 100 : 0;
    }),
  );
}

/** A horizontal touch swipe of dx px on the hero, as a phone sends it. */
export async function swipeHero(page: Page, dx: number): Promise<void> {
  await page.locator('.hero').evaluate((el, distance) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
    el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, cancelable: true, touches: [touch(200)], changedTouches: [touch(200)] }));
    el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, cancelable: true, touches: [], changedTouches: [touch(200 + distance)] }));
  }, dx);
}

/** Waits until every island on the page has hydrated (scroll first, for "visible" ones). */
export async function waitForAllIslands(page: Page): Promise<void> {
  await waitForEveryIsland(page, ISLAND_TAG);
}

/** Every island hydrated (scrolling through wakes the "visible" ones), then back at the top. */
export async function hydrateAll(page: Page, viewportHeight: number): Promise<void> {
  await waitForStartupIslands(page);
  await scrollThrough(page, viewportHeight);
  await waitForAllIslands(page);
  await scrollToY(page, 0);
}

/**
 * Serves `route` as a browser without scroll-driven animations sees it: the stylesheet's
 * `@supports (animation-timeline: scroll())` blocks never apply (the CSP hash follows the edit).
 */
export async function withoutScrollDrivenAnimations(page: Page, route: string): Promise<void> {
  await page.route((url) => url.pathname === route, async (intercepted) => {
    const response = await intercepted.fetch();
    const html = (await response.text()).replaceAll('@supports (animation-timeline: scroll())', '@supports (animation-timeline: no-such-timeline())');
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    // The stylesheet's hash in style-src (script-src has one of its own, the speculation rules').
    headers['content-security-policy'] = headers['content-security-policy']!.replace(/(style-src [^;]*?)'sha256-[^']+'/, `$1${styleHash(css)}`);
    await intercepted.fulfill({ response, body: html, headers });
  });
}

/** The symbols the hero's Pause button shows (hero.css shows one of its two). */
export const pauseSymbolShown = (page: Page) =>
  page.locator('.hero__pause path').evaluateAll((paths) => paths.filter((path) => getComputedStyle(path).display !== 'none').map((path) => path.getAttribute('class')));
