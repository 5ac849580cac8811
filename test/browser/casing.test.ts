import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { startPreview, type PreviewServer } from '../../build/hosting/preview.ts';
import { startFileHost } from '../helpers/file-host.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');

/**
 * Hosts that only serve files (S3, GitHub Pages) cannot redirect /ABOUT themselves: they answer
 * it with 404.html, whose script sends it to /About. Without JavaScript, its meta refresh sends
 * every unknown path to /. (The preview and dev servers and nginx redirect with a 301.)
 */
describe.skipIf(!chromePath)('routes in any casing on a host that only serves files', () => {
  let tmp: string;
  let host: Awaited<ReturnType<typeof startFileHost>>;
  let browser: Browser;
  let preview: PreviewServer;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-casing-'));
    await build(await loadConfig(fixture, { outDir: path.join(tmp, 'dist'), hostingDir: path.join(tmp, 'hosting') }));
    [host, browser, preview] = await Promise.all([startFileHost(path.join(tmp, 'dist')), launchChrome(), startPreview({ outDir: path.join(tmp, 'dist'), port: 0, quiet: true })]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await preview?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  /** Where a visit to `urlPath` ends, once the page there has loaded. */
  async function landing(urlPath: string, javaScriptEnabled: boolean, base = host.url): Promise<string> {
    const { page, context, problems } = await openPage(browser, { javaScriptEnabled });
    await page.goto(base + urlPath);
    await page.waitForFunction(() => document.title !== 'Page not found' && !document.querySelector('meta[http-equiv="refresh"]'));
    const { pathname, search, hash } = new URL(page.url());
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await context.close();
    return pathname + search + hash;
  }

  it.each([
    ['/ABOUT', '/About'],
    ['/about', '/About'],
    ['/aBoUt/', '/About'],
    ['/STRATEGIES?utm_source=x#top', '/Strategies?utm_source=x#top'],
    ['/About/INDEX.HTML', '/About'],
    ['/INDEX.HTML', '/'],
    ['/no/such/page', '/'],
    ['/ABOUTS', '/'],
  ])('with JavaScript, %s lands on %s', async (from, to) => {
    expect(await landing(from, true)).toBe(to);
  });

  it.each([
    ['/ABOUT', '/'],
    ['/no/such/page', '/'],
    ['/about', '/About'],
  ])('without JavaScript, %s lands on %s (meta refresh)', async (from, to) => {
    expect(await landing(from, false)).toBe(to);
  });

  it.each([
    ['/ABOUT', '/About'],
    ['/no/such/page', '/'],
  ])('on the preview server too (a 301, or the 404 page), %s lands on %s', async (from, to) => {
    expect(await landing(from, true, preview.url)).toBe(to);
  });
});
