import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShotList } from '../../scripts/shot-list/run.ts';
import type { ShotFile } from '../../scripts/shot-list/document.tsx';
import { SHOT_WIDTHS } from '../../scripts/shot-list/rows.ts';
import { chromePath } from '../helpers/chrome.ts';
import { parseHtml } from '../helpers/html.ts';
import { ROUTES } from '../helpers/site.ts';

/**
 * The shot list (`npm run shot-list`): a section for every photograph the pages show, a row for
 * every place it is shown, with each width's crop and the text over it, and the same page byte for
 * byte for the same content.
 */
const root = path.resolve(import.meta.dirname, '../..');

describe.skipIf(!chromePath)('the shot list', () => {
  let tmp: string;
  let first: { html: string; shots: ShotFile[] };
  let second: { html: string };

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-shot-list-'));
    const overrides = { outDir: path.join(tmp, 'dist'), hostingDir: path.join(tmp, 'hosting') };
    first = await makeShotList(root, overrides, path.join(tmp, 'one.html'));
    second = await makeShotList(root, overrides, path.join(tmp, 'two.html'));
  }, 240_000);
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('is the same for the same content', () => {
    expect(second.html === first.html, 'the two shot lists differ').toBe(true);
  });

  it('has a section for every photograph a page shows, each a stand-in today, with its name to save under', async () => {
    const shown = new Set<string>();
    for (const route of ROUTES) {
      const html = await readFile(path.join(tmp, 'dist', route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
      for (const img of parseHtml(html).querySelectorAll('img[src^="/_assets/"]')) {
        const name = /^\/_assets\/(.+?)(?:-portrait)?-\d+x\d+-\w+\.(jpg|png)$/.exec(img.getAttribute('src')!)?.[1];
        if (name) shown.add(name);
      }
    }
    const listed = first.shots.map((shot) => path.basename(shot.file).replace(/\.\w+$/, ''));
    for (const name of shown) if (!/^(logo|iso|itar|capability-statement-cover|part-drawing)/.test(name) && !/-(surgical|aerostructures|systems|optics|energy|robotics|instruments|motors)/.test(name)) expect(listed, name).toContain(name);
    expect(first.shots.length).toBeGreaterThanOrEqual(30);
    for (const shot of first.shots) {
      expect(shot.file).toMatch(/^assets\/photos\//);
      expect(shot.standIn, shot.file).toBe(true);
      expect(shot.namedIn.length, `${shot.file} is named in a site file`).toBeGreaterThan(0);
    }
    const page = parseHtml(first.html);
    expect(page.querySelectorAll('section.file')).toHaveLength(first.shots.length + 1); // and the build's drawings
    expect(page.body.textContent).toContain('Drawn by the build: nothing to shoot');
  });

  it('draws each place at 375, 768, 1280 and 1920 px, with the least size that stays sharp', () => {
    const widthsOfPlace = new Map<string, number[]>();
    for (const shot of first.shots) {
      for (const row of shot.rows) {
        const place = `${row.route} ${row.place}`;
        widthsOfPlace.set(place, [...(widthsOfPlace.get(place) ?? []), ...row.crops.map((crop) => crop.width)]);
        for (const crop of row.crops.filter((crop) => crop.shown)) {
          const { left, top, width, height } = crop.shown!;
          expect(left).toBeGreaterThanOrEqual(-1);
          expect(top).toBeGreaterThanOrEqual(-1);
          expect(left + width).toBeLessThanOrEqual(shot.width + 1);
          expect(top + height).toBeLessThanOrEqual(shot.height + 1);
        }
        expect(row.least.width).toBeGreaterThan(0);
      }
    }
    // Every width is drawn for every place, from one file or (About's gauge blocks, upright on wide screens) another.
    for (const [place, widths] of widthsOfPlace) expect([...new Set(widths)].sort((a, b) => a - b), place).toEqual([...SHOT_WIDTHS]);
    // Home's first slide is shown by every width; on a phone, 375 px wide at 3x, drawn nearly as wide
    // as the screen (whole, within the page's side room), it needs close to 1,125 device px.
    const flatLay = first.shots.find((shot) => shot.file === 'assets/photos/hero-flat-lay.jpg')!;
    const slide = flatLay.rows.find((row) => row.route === '/')!;
    expect(slide.place).toMatch(/1 of 3/);
    expect(slide.crops[0]!.devicePixels).toBeGreaterThan(1000);
    expect(slide.crops[0]!.devicePixels).toBeLessThanOrEqual(1125);
    // A gallery photo opens in the lightbox, which a 1920 x 1080 screen at 2x shows 2,160 px tall.
    const caps = first.shots.find((shot) => shot.file === 'assets/photos/anodized-caps.jpg')!;
    expect(caps.rows[0]!.least).toMatchObject({ width: 2160, height: 2160 });
  });

  it('shades the text over a picture where a page sets it there', () => {
    // The gallery's captions sit on its photos on wide screens, not on a phone.
    const caps = first.shots.find((shot) => shot.file === 'assets/photos/anodized-caps.jpg')!.rows[0]!;
    expect(caps.crops.find((crop) => crop.width === 375)!.text).toEqual([]);
    const text = caps.crops.find((crop) => crop.width === 1280)!.text;
    expect(text.length).toBeGreaterThan(0);
    const page = parseHtml(first.html);
    expect(page.querySelectorAll('rect[fill="#e11d48"]').length).toBeGreaterThan(0);
  });
});
