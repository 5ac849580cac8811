import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTR, ISLAND_TAG, STATE, type IslandState } from '../../build/shared/contract.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { ISLANDS_PATH, islandSelector } from '../helpers/islands.ts';
import { servedSite } from '../helpers/server.ts';
import { HOSTILE } from '../fixtures/basic/site/pages/index.tsx';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');

describe.skipIf(!chromePath)('islands in Chromium (fixture site)', () => {
  const site = servedSite(fixture, launchChrome);

  /** The counter island labelled `label`, in `state` if given. */
  const island = (label: string, state?: IslandState) => `${islandSelector({ state })}:has(> .counter > span:text-is("${label}"))`;

  it('hydrates a load island with no console errors or warnings, and it works', async () => {
    const { page, problems, context } = await openPage(site.browser);
    await page.goto(site.served.url + '/');
    await page.locator(island('Load counter', STATE.hydrated)).waitFor();
    const button = page.getByRole('button', { name: 'Count 0' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Count 1' }).isVisible()).resolves.toBe(true);
    await page.locator(islandSelector({ name: 'Echo', state: STATE.hydrated })).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('round-trips hostile props exactly, before and after hydration', async () => {
    const { page, context, problems } = await openPage(site.browser, { javaScriptEnabled: false });
    await page.goto(site.served.url + '/');
    expect(await page.getByTestId('echo').allTextContents()).toEqual(HOSTILE);
    const { page: live, context: liveContext } = await openPage(site.browser);
    await live.goto(site.served.url + '/');
    await live.locator(islandSelector({ name: 'Echo', state: STATE.hydrated })).waitFor();
    const props = await live.locator(islandSelector({ name: 'Echo' })).getAttribute(ATTR.props);
    expect(JSON.parse(props!)).toEqual({ values: HOSTILE });
    expect(await live.getByTestId('echo').allTextContents()).toEqual(HOSTILE);
    // No markup smuggled in through the props: the only scripts are the generator's own.
    expect(await live.locator('script:not([type="module"], [type="speculationrules"])').count()).toBe(0);
    expect(problems).toEqual([]);
    await Promise.all([context.close(), liveContext.close()]);
  });

  it('wakes each strategy at its moment and not before', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1000, height: 700 } });
    const state = (label: string) => page.locator(island(label)).getAttribute(ATTR.state);
    await page.goto(site.served.url + '/Strategies');
    await page.locator(island('load', STATE.hydrated)).waitFor();
    await page.locator(island('idle', STATE.hydrated)).waitFor();

    // Not yet: no interaction, the media query does not match, the island is 3000 px below.
    expect(await state('interaction')).toBe(STATE.ssr);
    expect(await state('media')).toBe(STATE.ssr);
    expect(await state('visible')).toBe(STATE.ssr);

    await page.locator(island('interaction')).getByRole('button').hover();
    await page.locator(island('interaction', STATE.hydrated)).waitFor();
    expect(await state('visible')).toBe(STATE.ssr);

    await page.locator('#visible').scrollIntoViewIfNeeded();
    await page.locator(island('visible', STATE.hydrated)).waitFor();
    expect(await state('media')).toBe(STATE.ssr);

    await page.setViewportSize({ width: 500, height: 700 });
    await page.locator(island('media', STATE.hydrated)).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the server HTML and the rest of the page when an island chunk fails to load', async () => {
    const { page, context, problems } = await openPage(site.browser);
    const failed: string[] = [];
    await page.route(new RegExp(String.raw`${ISLANDS_PATH}Echo-[^/]*\.js`), (route) => {
      failed.push(route.request().url());
      return route.abort('failed');
    });
    await page.goto(site.served.url + '/');
    const echo = page.locator(islandSelector({ name: 'Echo' }));
    const before = await echo.innerHTML();
    await page.locator(islandSelector({ name: 'Echo', state: STATE.error })).waitFor();
    await page.locator(island('Load counter', STATE.hydrated)).waitFor();
    expect(await echo.innerHTML()).toBe(before);
    // The modulepreload and the import hit the same URL; then exactly one cache-busting retry.
    const retries = failed.filter((url) => /\?retry=\d+$/.test(url));
    expect(retries).toHaveLength(1);
    expect(failed.length - retries.length).toBeGreaterThanOrEqual(1);
    expect(problems.filter((p) => p.includes('Loading chunk Echo failed.'))).toHaveLength(1);
    await page.getByRole('button', { name: 'Count 0' }).click();
    await page.getByRole('button', { name: 'Count 1' }).waitFor();
    await context.close();
  });

  it('restores the server HTML when an island throws while hydrating; other islands still work', async () => {
    const { page, context, problems } = await openPage(site.browser);
    const html = await (await fetch(site.served.url + '/Broken')).text();
    const serverInner = html.match(new RegExp(`<${ISLAND_TAG} ${ATTR.name}="Throws"[^>]*>(.*?)</${ISLAND_TAG}>`))![1];
    await page.goto(site.served.url + '/Broken');
    await page.locator(islandSelector({ name: 'Throws', state: STATE.error })).waitFor();
    await page.waitForFunction(() => document.querySelector('.throws') !== null);
    expect(await page.locator(islandSelector({ name: 'Throws' })).innerHTML()).toBe(serverInner);
    await page.locator(island('Still works', STATE.hydrated)).waitFor();
    expect(problems.some((p) => p.includes('Island Throws failed to hydrate'))).toBe(true);
    await context.close();
  });

  it('loads no script at all on a page without islands', async () => {
    const { page, context, problems } = await openPage(site.browser);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(site.served.url + '/About');
    expect(await page.locator('script').count()).toBe(0);
    expect(scripts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
