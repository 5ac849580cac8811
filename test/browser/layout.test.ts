import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromePath, launchChrome, openPage } from '../helpers/chrome.ts';
import { ASSETS_PATH } from '../helpers/islands.ts';
import { servedSite } from '../helpers/server.ts';
import { hydrateAll, lightboxReady, readText, scrollToY } from '../helpers/site.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe.skipIf(!chromePath)('layout: what a visitor sees', () => {
  const site = servedSite(root, launchChrome);

  it.each([375, 768, 1280, 1920])('no page scrolls sideways at %i px', async (width) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 800 } });
    for (const route of ['/', '/About', '/Services', '/Contact']) {
      await page.goto(site.served.url + route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${route} at ${width} px`).toBe(width);
    }
    await context.close();
  });

  it('no rounded box has borders of different widths meeting at a rounded corner (they taper into a wedge)', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    for (const route of ['/', '/About', '/Services', '/Contact']) {
      await page.goto(site.served.url + route);
      const wedges = await page.evaluate(() =>
        [...document.querySelectorAll('body *')].flatMap((element) => {
          const style = getComputedStyle(element);
          const width = (side: string) => (style.getPropertyValue(`border-${side}-style`) === 'none' ? 0 : parseFloat(style.getPropertyValue(`border-${side}-width`)));
          const corners: [string, string, string][] = [
            ['top-left', 'top', 'left'],
            ['top-right', 'top', 'right'],
            ['bottom-left', 'bottom', 'left'],
            ['bottom-right', 'bottom', 'right'],
          ];
          return corners
            .filter(([corner, a, b]) => parseFloat(style.getPropertyValue(`border-${corner}-radius`)) > 0 && width(a) > 0 && width(b) > 0 && width(a) !== width(b))
            .map(([corner]) => `${element.localName}.${[...element.classList].join('.')} ${corner}`);
        }),
      );
      expect(wedges, route).toEqual([]);
    }
    await context.close();
  });

  it('on a phone, the buttons that close a page stack at one width, the full width of the text', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    for (const route of ['/', '/About', '/Services', '/Contact']) {
      await page.goto(site.served.url + route);
      const widths = await page.locator(':is(.cta__actions, .sending__actions) .button').evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().width)));
      expect(widths.length, route).toBeGreaterThan(0);
      const text = await page.locator(':is(.cta__actions, .sending__actions)').first().evaluate((actions) => Math.round(actions.getBoundingClientRect().width));
      expect(widths, route).toEqual(widths.map(() => text));
    }
    await context.close();
  });

  it.each([1280, 1920])("About's figures at %i px: their top rule is level with the eyebrow beside them", async (width) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 900 } });
    await page.goto(site.served.url + '/About');
    const [rule, eyebrow] = await page.locator('.who').evaluate((who) => [who.querySelector('.stats')!, who.querySelector('.eyebrow')!].map((element) => element.getBoundingClientRect().top));
    expect(Math.abs(rule! - eyebrow!)).toBeLessThanOrEqual(4);
    await context.close();
  });

  it('home, first screen of a phone: what the shop does, for whom, its certifications and a quote link', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 667 } });
    await page.goto(site.served.url + '/');
    const slide = page.locator('.hero__slide').first();
    const text = await readText(slide);
    for (const words of ['CNC milling', 'turning', '5-axis', 'prototypes to production', 'medical', 'aerospace', 'ISO 9001:2015', 'AS9100D', 'ITAR']) expect(text).toContain(words);
    const quote = slide.getByRole('link', { name: 'Request Quote' });
    expect(await quote.getAttribute('href')).toMatch(/^mailto:/);
    const box = (await quote.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(667);
    await context.close();
  });

  // At the screen's edge of a 1920 px screen it floated 270 px out in the margin, apart from the page.
  it('on a wide screen the badge column sits beside the content, not out at the screen edge', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1920, height: 1080 } });
    await page.goto(site.served.url + '/About');
    await hydrateAll(page, 1080);
    await scrollToY(page, 1200);
    await page.locator('.badges[data-visible]').waitFor();
    const gap = await page.evaluate(() => document.querySelector('.badges')!.getBoundingClientRect().left - document.querySelector('main .container')!.getBoundingClientRect().right);
    expect(gap).toBeGreaterThanOrEqual(16);
    expect(gap).toBeLessThanOrEqual(32);
    await context.close();
  });

  // At 768 and 375 px the column was clipped by the screen's edge and its marks' words were 4-5 px tall.
  it.each([320, 375, 768, 1280, 1920])('the badge column stands whole on the screen at %i px, and its smallest word is at least 11 px', async (width) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 800 } });
    await page.goto(site.served.url + '/About');
    await hydrateAll(page, 800);
    await scrollToY(page, 1200);
    await page.locator('.badges[data-visible]').waitFor();
    await page.locator('.badges').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const measured = await page.evaluate(async () => {
      const column = document.querySelector('.badges')!.getBoundingClientRect();
      const marks = await Promise.all(
        [...document.querySelectorAll<HTMLImageElement>('.badges img')].map(async (img) => {
          // The mark's lettering, drawn as paths: each line's ink is as tall as its capitals, which
          // in Inter are 0.727 of the type's size.
          const svg = new DOMParser().parseFromString(await (await fetch(img.currentSrc)).text(), 'image/svg+xml').documentElement as unknown as SVGSVGElement;
          const holder = document.body.appendChild(document.createElement('div'));
          holder.style.cssText = 'position:absolute;visibility:hidden;left:0;top:0';
          holder.append(svg);
          const scale = img.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          // Its frame and colour rule are shapes too: a rule is far wider than tall, a word is not.
          const words = [...svg.querySelectorAll('path')].map((path) => path.getBBox()).filter((box) => box.width < 10 * box.height && box.width < svg.viewBox.baseVal.width * 0.95);
          const smallest = (Math.min(...words.map((box) => box.height)) * scale) / 0.727;
          holder.remove();
          const box = img.getBoundingClientRect();
          return { name: img.alt, smallest, inside: box.left >= column.left && box.right <= column.right && box.top >= column.top && box.bottom <= column.bottom };
        }),
      );
      return { column: { left: column.left, right: column.right, top: column.top, bottom: column.bottom }, screen: { width: document.documentElement.clientWidth, height: innerHeight }, marks };
    });
    expect(measured.marks).toHaveLength(3);
    expect(measured.column.left).toBeGreaterThanOrEqual(0);
    expect(measured.column.top).toBeGreaterThanOrEqual(0);
    expect(measured.column.right, 'off the screen\'s edge').toBeLessThanOrEqual(measured.screen.width - 2);
    expect(measured.column.bottom).toBeLessThanOrEqual(measured.screen.height);
    for (const mark of measured.marks) {
      expect(mark.inside, `${mark.name} inside the column`).toBe(true);
      expect(mark.smallest, `${mark.name}: its smallest word, in px`).toBeGreaterThanOrEqual(11);
    }
    await context.close();
  });

  // Mid-page, the column covered the end of lines at 375, card text at 768 and a table column at 1280.
  it.each([375, 768, 1280, 1920])('the badge column covers no text and no control and touches no card, table or picture, anywhere down any page, at %i px', async (width) => {
    const height = width < 600 ? 812 : 900;
    const { page, context } = await openPage(site.browser, { viewport: { width, height } });
    const covered: string[] = [];
    for (const route of ['/', '/About', '/Services', '/Contact']) {
      await page.goto(site.served.url + route);
      await hydrateAll(page, height);
      const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      for (let y = 320; ; y = Math.min(end, y + height / 2)) {
        await scrollToY(page, y);
        await page.locator('.badges[data-visible]').waitFor();
        await page.locator('.badges').evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        const found = await page.evaluate(() => {
          const column = document.querySelector('.badges')!;
          const badges = column.getBoundingClientRect();
          const under = (element: Element, r: DOMRect) => {
            const x = Math.max(r.left, badges.left);
            const y = Math.max(r.top, badges.top);
            const right = Math.min(r.right, badges.right);
            const bottom = Math.min(r.bottom, badges.bottom);
            // Overlapping by more than layout's rounding (a line that fills the column to its edge
            // may end 1/64 px past it), and really there: the element is in the stack at that
            // point (not clipped away or hidden).
            return right - x > 0.5 && bottom - y > 0.5 && document.elementsFromPoint((x + right) / 2, (y + bottom) / 2).some((hit) => hit === element || element.contains(hit));
          };
          const hits: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement!;
            if (!node.textContent!.trim() || column.contains(parent)) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            if ([...range.getClientRects()].some((r) => under(parent, r))) hits.push(`text "${node.textContent!.trim().slice(0, 40)}"`);
          }
          for (const control of document.querySelectorAll('a, button, iframe, input, select, summary, [tabindex]:not([tabindex="-1"])')) {
            if (!column.contains(control) && under(control, control.getBoundingClientRect())) hits.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
          }
          // Nor does it touch a card, a table or a picture: it keeps 4 px of air from each (at 2 px
          // a reviewer saw it stuck to them). What overflow clips away (a carousel's slides
          // off to the side) does not count; full-bleed banners run under it by design.
          for (const box of document.querySelectorAll('img, svg, table, .table-scroll, .card, .machine, iframe')) {
            if (column.contains(box)) continue;
            let { left, top, right, bottom } = box.getBoundingClientRect();
            for (let clip = box.parentElement; clip; clip = clip.parentElement) {
              if (getComputedStyle(clip).overflowX === 'visible') continue;
              const r = clip.getBoundingClientRect();
              [left, top, right, bottom] = [Math.max(left, r.left), Math.max(top, r.top), Math.min(right, r.right), Math.min(bottom, r.bottom)];
            }
            if (right - left >= innerWidth - 1 || right <= left || bottom <= top || getComputedStyle(box).visibility === 'hidden') continue;
            if (right > badges.left - 4 && left < badges.right && bottom > badges.top && top < badges.bottom) hits.push(`<${box.localName} class="${box.getAttribute('class') ?? ''}"> within 4 px`);
          }
          return hits;
        });
        covered.push(...found.map((hit) => `${route} at ${Math.round(y)} px: ${hit}`));
        if (y >= end) break;
      }
    }
    expect(covered.join("\n")).toBe("");
    await context.close();
  }, 120_000);

  it.each([375, 1280])('the page ends with the copyright line, not an empty band, at %i px', async (width) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 800 } });
    await page.goto(site.served.url + '/Contact');
    const gap = await page.evaluate(() => document.documentElement.scrollHeight - (document.querySelector('.footer__bottom p')!.getBoundingClientRect().bottom + scrollY));
    expect(gap).toBeLessThan(64);
    await context.close();
  });

  it('home "About Us" figures share one line at 1280 px; About amounts never wrap or spill, in three equal cards', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/');
    const tops = await page.locator('.stats dd').evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    for (const width of [375, 768, 960, 1100, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(site.served.url + '/About');
      const amounts = await page.locator('.performance__amount').evaluateAll((amounts) =>
        amounts.map((amount) => ({
          lines: Math.round(amount.getBoundingClientRect().height / parseFloat(getComputedStyle(amount).lineHeight)),
          spills: amount.scrollWidth > amount.clientWidth,
          card: Math.round(amount.parentElement!.getBoundingClientRect().width),
        })),
      );
      expect(amounts.map((amount) => [amount.lines, amount.spills]), `amounts at ${width} px`).toEqual([[1, false], [1, false], [1, false]]);
      expect(Math.max(...amounts.map((a) => a.card)) - Math.min(...amounts.map((a) => a.card)), `card widths at ${width} px`).toBeLessThanOrEqual(1);
    }
    await context.close();
  });

  it('Home, capability statement: its heading comes before the sheet when they stack, and sits left of it side by side', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(site.served.url + '/');
    const heading = page.getByRole('heading', { name: 'Capability Statement' });
    const sheet = page.locator('.capability__cover');
    expect((await heading.boundingBox())!.y).toBeLessThan((await sheet.boundingBox())!.y);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect((await heading.boundingBox())!.x).toBeLessThan((await sheet.boundingBox())!.x);
    await context.close();
  });

  it("About's contracts at 768 px: each amount stands beside its customer and text, not over them", async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 768, height: 1024 } });
    await page.goto(site.served.url + '/About');
    for (const card of await page.locator('.performance').all()) {
      const [amount, customer] = await Promise.all([card.locator('.performance__amount').boundingBox(), card.getByRole('heading').boundingBox()]);
      expect(amount!.x + amount!.width).toBeLessThan(customer!.x);
      expect(Math.abs(amount!.y - customer!.y)).toBeLessThan(amount!.height);
    }
    await context.close();
  });

  it.each([1280, 1920])("About's quality lab at %i px: its heading, note and picture make a column about as tall as the instruments' table beside it", async (width) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 900 } });
    await page.goto(site.served.url + '/About');
    const lab = page.locator('.lab');
    await lab.scrollIntoViewIfNeeded();
    const [title, picture, table] = await Promise.all([lab.getByRole('heading', { name: 'In the quality lab' }), lab.locator('img'), lab.getByRole('region', { name: 'Inspection equipment' })].map((part) => part.boundingBox()));
    expect(title!.x + title!.width).toBeLessThan(table!.x); // beside it, not above it
    expect(Math.abs(title!.y - table!.y)).toBeLessThan(2);
    expect(Math.abs(picture!.y + picture!.height - (table!.y + table!.height))).toBeLessThan(80);
    await context.close();
  });

  it.each([768, 1280])('Services gallery at %i px: every tile is the size of the first, those of a short last row too', async (width) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 900 } });
    await page.goto(site.served.url + '/Services#gallery');
    // (Two wide tiles filling the last row were cropped into 3.4:1 strips, or twice as tall.)
    const sizes = await page.locator('.gallery img').evaluateAll((images) => images.map((img) => [Math.round(img.getBoundingClientRect().width), Math.round(img.getBoundingClientRect().height)]));
    expect(sizes).toHaveLength(10);
    for (const [w, h] of sizes) {
      expect(Math.abs(w! - sizes[0]![0]!)).toBeLessThanOrEqual(1);
      expect(Math.abs(h! - sizes[0]![1]!)).toBeLessThanOrEqual(1);
    }
    // Each tile says what it is on the grid, not only in the lightbox: its caption, in its tile (which
    // holds "5-axis" together with a word joiner, not in the link's name).
    for (const tile of await page.locator('.gallery a').all()) {
      const caption = tile.locator('.gallery__caption');
      expect(await tile.getAttribute('aria-label')).toBe(`${(await caption.textContent())!.replaceAll('\u2060', '')} (full size)`);
      expect(await caption.isVisible()).toBe(true);
    }
    await context.close();
  });

  it('Services gallery: each row of four columns is full or centred; the lightbox shows each caption, with what its alt text tells', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/Services');
    await hydrateAll(page, 800);
    // The room left of each row's first tile and right of its last: none, or the same on both sides.
    const rows = await page.locator('.gallery li').evaluateAll((items) => {
      const grid = items[0]!.parentElement!.getBoundingClientRect();
      const byRow = new Map<number, { left: number; right: number }>();
      for (const item of items) {
        const box = item.getBoundingClientRect();
        const row = byRow.get(Math.round(box.top)) ?? { left: Infinity, right: -Infinity };
        byRow.set(Math.round(box.top), { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right) });
      }
      return [...byRow.values()].map((row) => [Math.round(row.left - grid.left), Math.round(grid.right - row.right)]);
    });
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]).toEqual([0, 0]);
    for (const [left, right] of rows) expect(Math.abs(left! - right!)).toBeLessThanOrEqual(1);

    const captions = await page.locator('.gallery a').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')!.replace(/ \(full size\)$/, '') + a.querySelector('img')!.alt));
    expect(captions.every((caption) => caption.length > 60)).toBe(true);
    await page.locator('.gallery a').first().click();
    await lightboxReady(page);
    const caption = page.locator('.pswp__caption');
    expect(await caption.textContent()).toBe(captions[0]);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((text) => document.querySelector('.pswp__caption')?.textContent === text, captions[1]);
    await context.close();
  });

  it.each([
    [375, 'reduce'],
    [1280, 'no-preference'],
  ] as const)('the lightbox has nothing of the page floating over its backdrop at %i px, motion %s: the bar and the badge column step aside', async (width, motion) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 800 }, reducedMotion: motion });
    await page.goto(site.served.url + '/Services');
    await hydrateAll(page, 800);
    await page.locator('.gallery').scrollIntoViewIfNeeded();
    await page.locator('.badges[data-visible]').waitFor();
    // Nothing of either shows, the logo included (it once stayed through a visibility transition).
    const shown = () => Promise.all(['.nav__brand img', '.nav__brand span', '.badges img'].map((selector) => page.locator(selector).first().isVisible()));
    await expect.poll(shown, { timeout: 5_000 }).toEqual([true, true, true]);
    await page.locator('.gallery a').first().click();
    await lightboxReady(page);
    expect(await shown()).toEqual([false, false, false]);
    await page.keyboard.press('Escape');
    await page.locator('.pswp').waitFor({ state: 'detached' });
    // Back once the lightbox has gone: the column's own fade may still be under way on a busy
    // machine (CI caught the images hidden just after the lightbox left).
    await expect.poll(shown, { timeout: 5_000 }).toEqual([true, true, true]);
    await context.close();
  });

  it('the phone menu: the brand legible on a plain bar, and the phone number and e-mail beside the quote button', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(site.served.url + '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('.mobile-menu:popover-open').waitFor();
    const menu = page.locator('.mobile-menu');
    expect(await menu.getByRole('link', { name: '(408) 555-0142' }).getAttribute('href')).toMatch(/^tel:/);
    expect(await menu.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    // The scrim fades out and the bar turns white (0.3 s transitions; a loaded machine may take
    // longer to get there, and may finish one before the other).
    await page.waitForFunction(
      () => {
        const nav = document.querySelector('.nav')!;
        return getComputedStyle(nav, '::before').opacity === '0' && getComputedStyle(nav).backgroundColor === 'rgb(255, 255, 255)';
      },
      undefined,
      { timeout: 10_000 },
    );
    const look = await page.evaluate(() => {
      const nav = document.querySelector('.nav')!;
      return { brand: getComputedStyle(nav.querySelector('.nav__brand')!).color, bar: getComputedStyle(nav).backgroundColor, scrim: getComputedStyle(nav, '::before').opacity };
    });
    expect(look).toEqual({ brand: 'rgb(24, 32, 43)', bar: 'rgb(255, 255, 255)', scrim: '0' });
    await context.close();
  });

  it.each([320, 375, 768])('the bar keeps its Request Quote button at %i px, clear of the logo, the name and the menu button', async (width) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 700 } });
    await page.goto(site.served.url + '/About');
    const bar = page.getByRole('banner');
    const quote = bar.getByRole('link', { name: 'Request Quote' });
    expect(await quote.isVisible()).toBe(true);
    expect(await quote.getAttribute('href')).toMatch(/^mailto:/);
    expect(await bar.getByRole('link', { name: 'Kestrel Precision' }).count()).toBe(1); // the home link keeps its name
    const boxes = await page.evaluate(() =>
      ['.nav__brand img', '.nav__brand span', '.nav__quote', '.nav__toggle'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return { selector, left: box.left, right: box.right, width: box.width };
      }),
    );
    const shown = boxes.filter((box) => box.width > 1); // the name is for screen readers only at 320 px
    for (let i = 1; i < shown.length; i++) expect(shown[i]!.left, `${shown[i]!.selector} after ${shown[i - 1]!.selector}`).toBeGreaterThanOrEqual(shown[i - 1]!.right);
    expect(shown.at(-1)!.right).toBeLessThanOrEqual(width);
    expect(await quote.evaluate((a) => a.getBoundingClientRect().height)).toBeLessThan(48); // one line
    await context.close();
  });

  it('the desktop bar: the link labels level with the quote button label', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/About');
    await page.evaluate(() => document.fonts.ready);
    const middles = await page.locator('.nav__links a, .nav__quote').evaluateAll((links) =>
      links.map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const box = range.getBoundingClientRect();
        return (box.top + box.bottom) / 2;
      }),
    );
    expect(middles).toHaveLength(5);
    for (const middle of middles) expect(Math.abs(middle - middles.at(-1)!)).toBeLessThanOrEqual(1);
    await context.close();
  });

  it.each([375, 768, 1280])('the page is centred at %i px: as much room left of the content as right of it', async (width) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 800 } });
    await page.goto(site.served.url + '/Services');
    const margins = await page.locator('main .container, footer .container').evaluateAll((containers) =>
      containers.map((container) => {
        const box = container.getBoundingClientRect();
        return Math.round(box.left) - Math.round(document.documentElement.clientWidth - box.right);
      }),
    );
    expect(margins.length).toBeGreaterThan(3);
    for (const difference of margins) expect(Math.abs(difference)).toBeLessThanOrEqual(1);
    await context.close();
  });

  it.each([
    [375, 812],
    [1280, 800],
  ])('the lightbox caption sits under the picture, and no arrow over it, at %i x %i px', async (width, height) => {
    // A phone is a touch screen, tapped; a wide screen has a mouse.
    const touch = width < height;
    const { page, context } = await openPage(site.browser, { viewport: { width, height }, hasTouch: touch, isMobile: touch });
    await page.goto(site.served.url + '/Services');
    await hydrateAll(page, height);
    const first = page.locator('.gallery a').first();
    await (touch ? first.tap() : first.click());
    await lightboxReady(page);
    type Box = { top: number; bottom: number; left: number; right: number };
    const { picture, caption, arrows } = await page.evaluate(() => {
      const box = (element: Element): Box => {
        const { top, bottom, left, right } = element.getBoundingClientRect();
        return { top, bottom, left, right };
      };
      const shown = (element: Element) => getComputedStyle(element).visibility === 'visible' && getComputedStyle(element).display !== 'none';
      return {
        picture: box(document.querySelector('.pswp__item:not([aria-hidden="true"]) .pswp__img')!),
        caption: box(document.querySelector('.pswp__caption')!),
        arrows: [...document.querySelectorAll('.pswp__button--arrow')].filter(shown).map(box),
      };
    });
    expect(caption.top - picture.bottom).toBeGreaterThanOrEqual(0);
    // On a phone just under it; on a wide screen the picture also clears the counter above it.
    if (width < height) expect(caption.top - picture.bottom).toBeLessThanOrEqual(24);
    else expect(picture.top).toBeGreaterThanOrEqual(56);
    // A touch screen pages by swiping, so PhotoSwipe shows no arrows there; with a mouse they stand
    // beside the picture.
    expect(arrows).toHaveLength(touch ? 0 : 2);
    for (const arrow of arrows) expect(arrow.right <= picture.left || arrow.left >= picture.right).toBe(true);
    await context.close();
  });

  it.each([768, 1280])('Home at %i px: the two featured cards start their texts level', async (width) => {
    const { page, context } = await openPage(site.browser, { viewport: { width, height: 1024 } });
    await page.goto(site.served.url + '/');
    const tops = await page.locator('.featured .card__body p').evaluateAll((texts) => texts.map((p) => Math.round(p.getBoundingClientRect().top)));
    expect(tops).toHaveLength(2);
    expect(tops[1]).toBe(tops[0]);
    await context.close();
  });

  it('About at 1280 px: machines side by side start their specification lists level', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/About');
    const rows = await page.locator('.machine').evaluateAll((machines) => {
      const byRow = new Map<number, number[]>();
      for (const machine of machines) {
        const top = Math.round(machine.getBoundingClientRect().top);
        byRow.set(top, [...(byRow.get(top) ?? []), Math.round(machine.querySelector('dl')!.getBoundingClientRect().top)]);
      }
      return [...byRow.values()];
    });
    expect(rows.length).toBe(4);
    for (const [left, right] of rows) expect(right).toBe(left);
    await context.close();
  });

  it('Home ends, as About and Services do, with a band to request a quote', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/');
    const last = page.locator('main > section').last();
    expect(await last.getAttribute('class')).toContain('cta');
    expect(await last.getByRole('link', { name: 'Request Quote' }).getAttribute('href')).toMatch(/^mailto:/);
    await context.close();
  });

  it('Services: the four footer services are sections; materials, tolerances, quality and certificates are there', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/Services');
    // As a visitor's find-in-page reads it, which skips the word joiners that keep 17-4 on one line.
    const text = await readText(page.locator('main'));
    for (const words of ['6061', '7075', '316', '17-4 PH', 'Ti-6Al-4V', 'C360', 'PEEK', 'Delrin', '±0.0005', 'AS9102', 'CMM reports', 'Lot traceability', 'Anodize', 'Passivation', 'NSF-ISR', 'CAGE', 'NAICS', 'IAQG OASIS']) {
      expect(text, words).toContain(words);
    }
    expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(3);
    const cta = page.getByRole('region', { name: 'Send us your drawing' });
    expect(await cta.getByRole('link', { name: 'Request Quote' }).getAttribute('href')).toMatch(/^mailto:.*\?subject=RFQ/);
    await context.close();
  });

  it('About: each machine lists its specification with units, and the page ends with a call to action', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 800 } });
    await page.goto(site.served.url + '/About');
    const machines = page.locator('.machine');
    expect(await machines.count()).toBe(8);
    for (const machine of await machines.all()) {
      const specs = await machine.locator('dt').allTextContents();
      expect(specs.length).toBeGreaterThanOrEqual(2);
      const text = await machine.locator('dl').evaluate((dl) => [...dl.querySelectorAll('dt, dd')].map((e) => e.textContent).join(' | '));
      expect(text).toMatch(/\bin\b|rpm|\blb\b|µm|°|Ø/);
    }
    // Comparable at a glance: eight machines, each with its control, in about three and a half
    // phone screens (3.6 since the content gave the badge column 10 px more for legible marks).
    const height = await page.locator('.equipment').evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThan(3.6 * 800);
    const cta = page.getByRole('region', { name: 'See the floor for yourself' });
    expect(await cta.getByRole('link', { name: 'Request Quote' }).count()).toBe(1);
    // The band invites a visit: it offers one, by e-mail, with what the shop needs to plan it.
    const visit = new URL((await cta.getByRole('link', { name: 'Book a Visit' }).getAttribute('href'))!);
    expect(visit.protocol).toBe('mailto:');
    expect(visit.searchParams.get('subject')).toBe('Shop visit request');
    expect(visit.searchParams.get('body')).toContain('Preferred dates');
    await context.close();
  });

  it('the brand face is preloaded, and text keeps its place when it arrives', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 375, height: 800 } });
    await page.goto(site.served.url + '/About');
    const preload = page.locator('head link[rel="preload"][as="font"]');
    expect(await preload.getAttribute('href')).toMatch(new RegExp(String.raw`^${ASSETS_PATH}inter-variable-subset-\w+\.woff2$`));
    expect(await preload.getAttribute('crossorigin')).toBe('');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    // The same paragraph set in the metric-matched fallback wraps to the same number of lines.
    const lines = await page.locator('.lead-paragraph').first().evaluate((p) => {
      const count = () => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight));
      const inter = count();
      p.style.fontFamily = '"Inter Fallback"';
      const fallback = count();
      return { inter, fallback };
    });
    expect(lines.fallback).toBe(lines.inter);
    await context.close();
  });

  it('industries read as a list, not as buttons', async () => {
    const { page, context } = await openPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.served.url + '/About');
    const styles = await page.locator('.chips li').first().evaluate((li) => ({ radius: getComputedStyle(li).borderTopLeftRadius, cursor: getComputedStyle(li).cursor }));
    expect(styles).toEqual({ radius: '0px', cursor: 'auto' });
    await context.close();
  });
});
