import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { servedSite } from '../helpers/server.ts';
import { waitForStartupIslands } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The next page, ready before the click (build/client/next-page.ts). Chromium refuses to prerender
 * while DevTools is attached (PrerenderingDisabledByDevTools), as it is here, so these tests see
 * what the browser was asked to do, through the Preload domain: the rule set, the pages it makes
 * candidates, and the attempt a resting pointer starts. Where speculation rules are missing, the
 * prefetch on intent is seen as the request it makes.
 */

interface Attempt {
  action: string;
  url: string;
}

/** The Preload domain's view of a page: its rule sets, and the prerenders it starts (on intent). */
async function watchPreloading(page: Page): Promise<{ session: CDPSession; ruleSets: string[]; candidates: () => Attempt[]; started: Attempt[] }> {
  const session = await page.context().newCDPSession(page);
  const ruleSets: string[] = [];
  let candidates: Attempt[] = [];
  const started: Attempt[] = [];
  session.on('Preload.ruleSetUpdated', (event: { ruleSet: { sourceText: string } }) => ruleSets.push(event.ruleSet.sourceText));
  session.on('Preload.preloadingAttemptSourcesUpdated', (event: { preloadingAttemptSources: { key: Attempt }[] }) => {
    candidates = event.preloadingAttemptSources.map(({ key }) => ({ action: key.action, url: key.url }));
  });
  session.on('Preload.prerenderStatusUpdated', (event: { key: Attempt }) => started.push({ action: event.key.action, url: event.key.url }));
  await session.send('Preload.enable');
  return { session, ruleSets, candidates: () => candidates, started };
}

describe.skipIf(!chromePath)('the next page, ready before the click', () => {
  const site = servedSite(root, launchChrome);

  it("makes every link to one of the site's pages a prerender candidate, and no PDF, other site, mailto: or tel: link", async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const preloading = await watchPreloading(page);
    await page.goto(`${site.served.url}/Contact`);
    await waitForStartupIslands(page);
    await expect.poll(() => preloading.ruleSets.length).toBe(1);
    await expect.poll(() => preloading.candidates().length).toBeGreaterThan(0);
    const urls = new Set(preloading.candidates().map((attempt) => new URL(attempt.url).pathname));
    // The site's four pages (its own among them: the browser never prerenders the page it is on).
    expect([...urls].sort()).toEqual(['/', '/About', '/Contact', '/Services']);
    expect(preloading.candidates().every((attempt) => attempt.action === 'Prerender')).toBe(true);
    // The page does have the links the rules leave out.
    for (const kind of ['a[href$=".pdf"]', 'a[href^="mailto:"]', 'a[href^="tel:"]', 'a[href^="https://"]']) expect(await page.locator(kind).count(), kind).toBeGreaterThan(0);
    // The CSP lets the rules in (a refused rule set would be a console error, in problems).
    expect(problems).toEqual([]);
    await context.close();
  });

  it('starts prerendering a page when the pointer rests on its link, and not a PDF', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const preloading = await watchPreloading(page);
    await page.goto(`${site.served.url}/`);
    await waitForStartupIslands(page);
    await expect.poll(() => preloading.ruleSets.length).toBe(1);
    expect(preloading.started).toEqual([]);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Services', exact: true }).hover();
    await expect.poll(() => preloading.started.map((attempt) => new URL(attempt.url).pathname), { timeout: 5_000 }).toContain('/Services');
    const pdf = page.locator('a[href$=".pdf"]').first();
    await pdf.scrollIntoViewIfNeeded();
    await pdf.hover();
    await page.waitForTimeout(600); // past moderate eagerness's 200 ms rest: the time is the thing under test
    expect(preloading.started.some((attempt) => attempt.url.endsWith('.pdf'))).toBe(false);
    await context.close();
  });

  it('asks for nothing ahead on Save-Data', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const preloading = await watchPreloading(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.served.url}/`);
    await waitForStartupIslands(page);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Services', exact: true }).hover();
    await page.waitForTimeout(600);
    expect(preloading.ruleSets).toEqual([]);
    expect(preloading.started).toEqual([]);
    expect(requested.filter((url) => url === '/Services')).toEqual([]);
    await context.close();
  });

  it('without speculation rules, prefetches a page when the pointer comes over its link, once, and never a PDF', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => Object.defineProperty(HTMLScriptElement, 'supports', { value: (type: string) => type === 'module' || type === 'classic' }));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.served.url}/`);
    await waitForStartupIslands(page);
    const services = page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Services', exact: true });
    await services.hover();
    await expect.poll(() => requested.filter((url) => url === '/Services').length, { timeout: 5_000 }).toBe(1);
    await page.mouse.move(0, 400);
    await services.hover();
    const pdf = page.locator('a[href$=".pdf"]').first();
    await pdf.scrollIntoViewIfNeeded();
    await pdf.hover();
    await page.waitForTimeout(300);
    expect(requested.filter((url) => url === '/Services')).toHaveLength(1);
    expect(requested.filter((url) => url.endsWith('.pdf'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
