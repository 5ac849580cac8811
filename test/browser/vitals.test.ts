import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { ISLANDS_PATH } from '../helpers/islands.ts';
import { buildAndServe, type Served } from '../helpers/server.ts';
import { waitForStartupIslands } from '../helpers/site.ts';
import type { Browser } from 'playwright-core';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const ROUTES = ['/', '/About'];

interface Beacon {
  name: string;
  value: number;
  page: string;
}

describe.skipIf(!chromePath)('field measurement (Web Vitals)', () => {
  const beacons: Beacon[] = [];
  let collector: http.Server;
  let endpoint: string;
  let withEndpoint: Served;
  let without: Served;
  let browser: Browser;

  beforeAll(async () => {
    collector = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (request.method === 'POST' && request.url === '/vitals') beacons.push(JSON.parse(body) as Beacon);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/vitals`;
    [withEndpoint, without, browser] = await Promise.all([buildAndServe(fixture, { vitalsEndpoint: endpoint }), buildAndServe(fixture), launchChrome()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([withEndpoint?.stop(), without?.stop()]);
    collector?.close();
  });

  it('without an endpoint, no page has or requests a vitals script', async () => {
    for (const route of ROUTES) {
      const { page, context, problems } = await openPage(browser);
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
      await page.goto(without.url + route);
      await waitForStartupIslands(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((url) => /vitals|web-vitals/.test(url))).toEqual([]);
      expect(await page.locator('script[src*="vitals"]').count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('with an endpoint, every page sends CLS, INP, FCP, LCP and TTFB, and the CSP allows it', async () => {
    const csp = (await fetch(withEndpoint.url + '/')).headers.get('content-security-policy');
    expect(csp).toContain(`connect-src 'self' ${new URL(endpoint).origin}`);
    for (const route of ROUTES) {
      const { page, context, problems } = await openPage(browser);
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
      await page.goto(withEndpoint.url + route);
      expect(await page.locator(`head script[src^="${ISLANDS_PATH}vitals-"]`).count()).toBe(1);
      // The library arrives once the browser is idle and sends FCP at once: then it is listening.
      await expect.poll(() => beacons.some((b) => b.page === route && b.name === 'FCP'), { timeout: 10_000 }).toBe(true);
      // An interaction for INP, slow enough (60 ms) to pass web-vitals' 40 ms event threshold.
      await page.evaluate(() =>
        document.addEventListener('pointerdown', () => {
          const start = performance.now();
          while (performance.now() - start < 60);
        }),
      );
      // Listen for the interaction's timing entry first (it is dispatched after the next paint).
      await page.evaluate(() => {
        (window as unknown as { interacted: Promise<void> }).interacted = new Promise<void>((resolve) =>
          new PerformanceObserver((list, observer) => {
            if (!list.getEntries().some((entry) => (entry as PerformanceEventTiming).interactionId)) return;
            observer.disconnect();
            resolve();
          }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit),
        );
      });
      await page.mouse.click(5, 5);
      await page.evaluate(() => (window as unknown as { interacted: Promise<void> }).interacted);
      // web-vitals files the interaction in an idle callback (at most 1 s away); wait past it, as
      // a hidden page would otherwise report before the interaction is counted.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1_500 })));
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => beacons.filter((b) => b.page === route).map((b) => b.name).sort(), { timeout: 10_000 }).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
      expect(scripts.some((url) => url.startsWith(`${ISLANDS_PATH}vitals-`))).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
