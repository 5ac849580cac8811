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

/**
 * For one test file: a site built into a temporary folder (by `prepare`, given that folder: it
 * returns the project's root), its output served as a host without headers serves it, and a
 * browser. The SVG files it published are in `svgs`.
 */
function hostedSvgs(prepare: (tmp: string) => Promise<string>) {
  const hosted = {} as { svgs: string[]; host: Awaited<ReturnType<typeof startFileHost>>; browser: Browser; tmp: string };
  beforeAll(async () => {
    hosted.tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-svg-'));
    const root = await prepare(hosted.tmp);
    const result = await build(await loadConfig(root, { outDir: path.join(hosted.tmp, 'dist'), hostingDir: path.join(hosted.tmp, 'hosting') }));
    hosted.svgs = [...result.output.files.keys()].filter((file) => file.endsWith('.svg'));
    [hosted.host, hosted.browser] = await Promise.all([startFileHost(path.join(hosted.tmp, 'dist')), launchChrome()]);
  });
  afterAll(async () => {
    await hosted.browser?.close();
    await hosted.host?.close();
    await rm(hosted.tmp, { recursive: true, force: true });
  });
  return hosted;
}

// Served without headers (an S3 website, GitHub Pages), Chromium ran the script an SVG kept.
describe.skipIf(!chromePath)('a hostile SVG opened on its own, from a host that sends no headers', () => {
  const hosted = hostedSvgs(async () => fixture);

  it('runs no script and fetches nothing from another host, whatever the visitor does', async () => {
    expect(hosted.svgs).toHaveLength(3);
    for (const file of hosted.svgs) {
      const context = await hosted.browser.newContext();
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
      await page.goto(`${hosted.host.url}/${file}`, { waitUntil: 'load' });
      await page.mouse.move(32, 32);
      await page.mouse.click(32, 32);
      await page.mouse.click(2, 2);
      expect(page.url(), file).toBe(`${hosted.host.url}/${file}`);
      expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned), file).toBeUndefined();
      expect([outside, dialogs], file).toEqual([[], []]);
      await context.close();
    }
  });
});

describe.skipIf(!chromePath)('the hostile SVG corpus, each file opened on its own from a host that sends no headers', () => {
  const hosted = hostedSvgs(async (tmp) => {
    const root = path.join(tmp, 'site');
    await writeCorpusSite(root, PAYLOADS.filter((payload) => !payload.refused));
    return root;
  });

  it('makes no request, no navigation and runs nothing, whatever the visitor does', async () => {
    expect(hosted.svgs.length).toBe(2 * PAYLOADS.filter((payload) => !payload.refused).length);
    const context = await hosted.browser.newContext();
    const outside: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    const offenders: string[] = [];
    // One page, file after file: a new page for each of 86 files cost most of the test's time.
    const page = await context.newPage();
    let file = '';
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    page.on('dialog', (dialog) => {
      offenders.push(`${file}: dialog ${dialog.message()}`);
      return dialog.dismiss();
    });
    for (file of hosted.svgs) {
      const url = `${hosted.host.url}/${file}`;
      outside.length = 0;
      await page.goto(url, { waitUntil: 'load' });
      navigations.length = 0;
      await page.mouse.move(32, 32);
      await page.mouse.click(32, 32);
      await page.mouse.click(2, 2);
      // A task queued now runs after a refresh of 0 s queued at load; a navigation ends the evaluation.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => offenders.push(`${file}: navigated away`));
      if (page.url() !== url || navigations.length > 0) offenders.push(`${file}: navigated to ${page.url()}`);
      if (await page.evaluate(() => (window as { pwned?: unknown }).pwned)) offenders.push(`${file}: ran script`);
      if (outside.length > 0) offenders.push(`${file}: fetched ${outside.join(', ')}`);
    }
    await context.close();
    expect(offenders).toEqual([]);
  }, 120_000);
});
