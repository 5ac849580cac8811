import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIGHTBOX } from '../../site/shared/constants.ts';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { servedSite } from '../helpers/server.ts';
import { waitForIsland } from '../helpers/site.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/gallery-id');
const counter = (page: Page) => page.locator('.pswp__counter');

describe.skipIf(!chromePath)('Gallery with a gallery id: the open picture lives in the URL hash', () => {
  const site = servedSite(fixture, launchChrome);

  it('writes gid and pid while open, and Back closes it', async () => {
    const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/');
    await waitForIsland(page, 'Gallery');
    await page.locator('.gallery a').first().click();
    await counter(page).waitFor();
    await page.waitForFunction(() => location.hash === '#&gid=shop&pid=photo-1');
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.pswp__item')].every((h) => h.style.display === 'block'));
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => location.hash === '#&gid=shop&pid=photo-2');
    await page.goBack();
    await page.locator('.pswp').waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a shared link at its picture', async () => {
    const { page, context, problems } = await openPage(site.browser);
    await page.goto(site.served.url + '/#&gid=shop&pid=photo-2');
    await counter(page).waitFor();
    expect(await counter(page).textContent()).toBe(`2${LIGHTBOX.indexSeparator}3`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['empty', '#'],
    ['too short', '#abc'],
    ['another gallery', '#&gid=x&pid=999'],
    ['an unknown picture', '#&gid=shop&pid=999'],
    ['no picture', '#&gid=shop'],
    ['broken percent-encoding', '#%E0%A4%A'],
    ['a 5,000-character pid', `#&gid=shop&pid=${'9'.repeat(5000)}`],
  ])(
    'ignores a hash with %s without an error',
    async (_label, hash) => {
      const { page, context, problems } = await openPage(site.browser);
      await page.goto(site.served.url + '/' + hash);
      await waitForIsland(page, 'Gallery');
      expect(await page.locator('.pswp').count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
