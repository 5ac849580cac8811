import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { chromePath, launchChrome } from '../helpers/chrome.ts';
import { startFileHost } from '../helpers/file-host.ts';
import { writeCorpusSite } from '../helpers/svg-corpus.ts';
import { PAYLOADS } from '../fixtures/svg-corpus/payloads.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/hostile-svg');

// Served without headers (an S3 website, GitHub Pages), Chromium ran the script an SVG kept.
describe.skipIf(!chromePath)('a hostile SVG opened on its own, from a host that sends no headers', () => {
  let tmp: string;
  let svgs: string[];
  let host: Awaited<ReturnType<typeof startFileHost>>;
  let browser: Browser;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-svg-'));
    const result = await build(await loadConfig(fixture, { outDir: path.join(tmp, 'dist'), hostingDir: path.join(tmp, 'hosting') }));
    svgs = [...result.output.files.keys()].filter((file) => file.endsWith('.svg'));
    [host, browser] = await Promise.all([startFileHost(path.join(tmp, 'dist')), launchChrome()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('runs no script and fetches nothing from another host, whatever the visitor does', async () => {
    expect(svgs).toHaveLength(3);
    for (const file of svgs) {
      const context = await browser.newContext();
      const outside: string[] = [];
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
        outside.push(route.request().url());
        return route.abort();
      });
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        return dialog.dismiss();
      });
      await page.goto(`${host.url}/${file}`, { waitUntil: 'load' });
      await page.mouse.move(32, 32);
      await page.mouse.click(32, 32);
      await page.mouse.click(2, 2);
      expect(page.url(), file).toBe(`${host.url}/${file}`);
      expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned), file).toBeUndefined();
      expect([outside, dialogs], file).toEqual([[], []]);
      await context.close();
    }
  });
});

describe.skipIf(!chromePath)('the hostile SVG corpus, each file opened on its own from a host that sends no headers', () => {
  let tmp: string;
  let svgs: string[];
  let host: Awaited<ReturnType<typeof startFileHost>>;
  let browser: Browser;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-svg-corpus-'));
    await writeCorpusSite(tmp, PAYLOADS.filter((payload) => !payload.refused));
    const result = await build(await loadConfig(tmp));
    svgs = [...result.output.files.keys()].filter((file) => file.endsWith('.svg'));
    [host, browser] = await Promise.all([startFileHost(path.join(tmp, 'dist')), launchChrome()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('makes no request, no navigation and runs nothing, whatever the visitor does', async () => {
    expect(svgs.length).toBe(2 * PAYLOADS.filter((payload) => !payload.refused).length);
    const context = await browser.newContext();
    const outside: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    const offenders: string[] = [];
    for (const file of svgs) {
      const page = await context.newPage();
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));
      page.on('dialog', (dialog) => {
        offenders.push(`${file}: dialog ${dialog.message()}`);
        return dialog.dismiss();
      });
      outside.length = 0;
      await page.goto(`${host.url}/${file}`, { waitUntil: 'load' });
      await page.mouse.move(32, 32);
      await page.mouse.click(32, 32);
      await page.mouse.click(2, 2);
      // A task queued now runs after a refresh of 0 s queued at load; a navigation ends the evaluation.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => offenders.push(`${file}: navigated away`));
      if (page.url() !== `${host.url}/${file}` || navigations.some((url) => url !== `${host.url}/${file}`)) offenders.push(`${file}: navigated to ${page.url()}`);
      if (await page.evaluate(() => (window as { pwned?: unknown }).pwned)) offenders.push(`${file}: ran script`);
      if (outside.length > 0) offenders.push(`${file}: fetched ${outside.join(', ')}`);
      await page.close();
    }
    await context.close();
    expect(offenders).toEqual([]);
  }, 120_000);
});
