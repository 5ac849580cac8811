import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { deploy } from '../../build/hosting/deploy/deploy.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { startS3, type S3Server } from '../helpers/s3.ts';
import { ROUTES, hydrateAll, lightboxReady, waitForIsland } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The site deployed to a bucket (s3rver on loopback) and visited through the bucket's website endpoint. */
describe.skipIf(!chromePath)('the site from a bucket website endpoint, in Chromium', () => {
  let tmp: string;
  let s3: S3Server;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-bucket-'));
    const config = await loadConfig(root, { outDir: path.join(tmp, 'dist'), hostingDir: path.join(tmp, 'hosting') });
    [, s3, browser] = await Promise.all([build(config), startS3(tmp, ['site']), launchChrome()]);
    Object.assign(process.env, s3.env);
    await deploy({ outDir: config.outDir, target: 's3://site', website: true, log: () => undefined });
    // *.localhost is loopback to Chromium: the website endpoint's virtual host needs no resolver rules.
    url = `http://${s3.websiteHost('site')}`;
  });
  afterAll(async () => {
    await browser?.close();
    await s3?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('serves every route, and every island hydrates', async () => {
    for (const route of ROUTES) {
      const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
      const response = await page.goto(url + route);
      expect([route, response?.status()]).toEqual([route, 200]);
      await hydrateAll(page, 800);
      expect(await page.locator('site-island:not([data-state="hydrated"])').count(), route).toBe(0);
      expect(problems, route).toEqual([]);
      await context.close();
    }
  });

  it('opens the lightbox on Services', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${url}/Services`);
    await page.locator('.gallery').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'Gallery');
    await page.locator('.gallery a').first().click();
    await lightboxReady(page);
    await expect(page.getByRole('dialog').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('redirects other spellings with a 301, and an unknown path ends on the home page', async () => {
    const { page, context } = await openPage(browser);
    const redirected = await page.goto(`${url}/about/`);
    expect(redirected?.url()).toBe(`${url}/About`);
    expect(redirected?.request().redirectedFrom()?.url()).toBe(`${url}/about/`);
    await page.goto(`${url}/no/such/page`);
    await page.waitForURL(`${url}/`);
    await context.close();
  });
});
