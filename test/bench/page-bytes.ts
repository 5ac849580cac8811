/** The bench's network figures: bytes a page loads before and after the first interaction. */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { ATTR, ISLAND_TAG, STATE } from '../../build/shared/contract.ts';
import { ISLANDS_PATH } from '../helpers/islands.ts';
import { watchSiteRequests } from '../helpers/network.ts';
import { IDLE_ISLANDS, lightboxReady, scrollThrough, waitForIdleIslands, waitForIsland } from '../helpers/site.ts';

export type Phase = 'before' | 'after';
export interface PageBytes {
  /** By phase, then resource type: raw and gzip bytes. */
  bytes: Record<Phase, Record<string, { raw: number; gzip: number }>>;
  islands: string[];
  /** Island chunks requested for islands the page does not have. */
  foreignChunks: string[];
  startupHydratedMs: number;
}

/** Bytes from Chromium's network log before and after the first interaction, and hydration time. */
export async function measurePage(page: Page, url: string, route: string, allIslands: string[]): Promise<PageBytes> {
  let phase: Phase = 'before';
  const bytes: PageBytes['bytes'] = { before: {}, after: {} };
  const pending: Promise<void>[] = [];
  const scripts: string[] = [];
  page.on('response', (response) => {
    const at = phase;
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(new URL(response.url()).pathname);
    pending.push(
      response.body().then(
        (body) => {
          const entry = (bytes[at][type] ??= { raw: 0, gzip: 0 });
          entry.raw += body.length;
          entry.gzip += gzipSync(body).length;
        },
        () => undefined,
      ),
    );
  });
  // Init scripts run in the page: the contract's names go to them as the argument.
  const names = { state: ATTR.state, name: ATTR.name, hydrated: STATE.hydrated, tag: ISLAND_TAG, idle: IDLE_ISLANDS };
  await page.addInitScript((arg) => {
    const hydrated: Record<string, number> = {};
    (window as unknown as { __hydrated: typeof hydrated }).__hydrated = hydrated;
    new MutationObserver((records) => {
      for (const { target } of records) {
        const element = target as Element;
        if (element.getAttribute(arg.state) === arg.hydrated) hydrated[element.getAttribute(arg.name)!] ??= performance.now();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [arg.state] });
  }, names);
  const requests = watchSiteRequests(page, new URL(url).origin);
  await page.goto(url + route);
  // Before any sign of intent: what a visitor who only reads downloads.
  await waitForIdleIslands(page);
  await requests.settled();
  const startupHydratedMs = await page.evaluate((arg) => {
    const hydrated = (window as unknown as { __hydrated: Record<string, number> }).__hydrated;
    const startup = [...document.querySelectorAll(arg.idle)].map((el) => hydrated[el.getAttribute(arg.name)!] ?? 0);
    return Math.max(0, ...startup);
  }, names);
  const islands = await page.evaluate((arg) => [...new Set([...document.querySelectorAll(arg.tag)].map((el) => el.getAttribute(arg.name)!))], names);
  await Promise.all(pending);

  phase = 'after';
  if (route === '/Services') {
    await page.locator('.gallery').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'Gallery');
    await page.locator('.gallery a').first().click();
    await lightboxReady(page);
  } else {
    await page.getByRole('button', { name: 'Menu' }).click();
  }
  await scrollThrough(page, 823);
  await requests.settled();
  await Promise.all(pending);
  const foreignChunks = scripts.filter((url) => allIslands.some((name) => url.startsWith(`${ISLANDS_PATH}${name}-`) && !islands.includes(name)));
  return { bytes, islands, foreignChunks, startupHydratedMs };
}
