import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { AVIF_MIN_BITS_PER_PIXEL, ENCODERS } from '../../build/pipeline/assets/images.ts';
import { parseHtml } from '../helpers/html.ts';
import { ASSETS_PATH } from '../helpers/islands.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.resolve(import.meta.dirname, '../fixtures/images');

/** sharp's names for the formats each <source type> promises. */
const FORMAT_OF_TYPE: Record<string, string[]> = { 'image/avif': ['heif'], 'image/webp': ['webp'], '': ['jpeg', 'png'] };

const candidates = (srcset: string) =>
  srcset.split(',').map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    return { url: url!, width: descriptor ? Number(descriptor.replace(/w$/, '')) : null };
  });

/**
 * Checks every <picture> of a built page against the files: each srcset candidate exists, is the
 * format its <source> promises, has the width it claims and the aspect ratio of the width and
 * height the markup declares (within 1%). Returns the number of files checked.
 */
async function checkPictures(result: BuildResult, page: string): Promise<number> {
  const doc = parseHtml(result.output.text(page) ?? '');
  const pictures = [...doc.querySelectorAll('picture')];
  expect(pictures.length, `${page} has pictures`).toBeGreaterThan(0);
  let checked = 0;
  const checkFile = async (url: string, type: string, claimedWidth: number | null, declared: { width: number; height: number }) => {
    const contents = result.output.get(url.slice(1));
    expect(contents, `${page}: ${url} exists`).toBeDefined();
    const meta = await sharp(Buffer.from(contents!)).metadata();
    expect(FORMAT_OF_TYPE[type], `${page}: ${url} is ${type || 'a fallback'}`).toContain(meta.format);
    if (claimedWidth !== null) expect(meta.width, `${page}: ${url} is ${claimedWidth} px wide`).toBe(claimedWidth);
    const ratio = meta.width / meta.height / (declared.width / declared.height);
    expect(Math.abs(ratio - 1), `${page}: ${url} has the declared aspect ratio`).toBeLessThan(0.01);
    checked++;
  };

  for (const picture of pictures) {
    const img = picture.querySelector('img')!;
    const declared = { width: Number(img.getAttribute('width')), height: Number(img.getAttribute('height')) };
    expect(declared.width * declared.height, `${page}: <img> has width and height`).toBeGreaterThan(0);
    expect(img.hasAttribute('alt'), `${page}: <img> has alt`).toBe(true);
    expect(img.getAttribute('decoding')).toBe('async');
    const types = [...picture.querySelectorAll('source:not([media])')].map((s) => s.getAttribute('type'));
    expect(types).toEqual(['image/avif']);
    for (const source of picture.querySelectorAll('source')) {
      const size = source.hasAttribute('width') ? { width: Number(source.getAttribute('width')), height: Number(source.getAttribute('height')) } : declared;
      expect(source.getAttribute('sizes') ?? source.getAttribute('type') ?? 'fallback', `${page}: <source> has sizes`).toBeTruthy();
      for (const { url, width } of candidates(source.getAttribute('srcset')!)) {
        await checkFile(url, source.getAttribute('type') ?? '', width, size);
      }
    }
    await checkFile(img.getAttribute('src')!, '', null, declared);
  }
  return checked;
}

/**
 * Every picture on a page is lazy except the one with fetchpriority=high, which the head preloads:
 * one preload per AVIF source, each limited to the media where the browser picks that source.
 */
function checkPriority(result: BuildResult, page: string): void {
  const doc = parseHtml(result.output.text(page) ?? '');
  const images = [...doc.querySelectorAll('picture img')];
  const eager = images.filter((img) => img.getAttribute('loading') !== 'lazy');
  expect(eager.length, `${page} has one eager picture`).toBe(1);
  expect(eager[0]!.getAttribute('fetchpriority')).toBe('high');
  expect(images[0], `${page}: the eager picture comes first`).toBe(eager[0]);
  const sources = [...eager[0]!.parentElement!.querySelectorAll('source[type="image/avif"]')];
  const crops = sources.map((source) => source.getAttribute('media')).filter(Boolean);
  const preloads = [...doc.querySelectorAll('head link[rel="preload"][as="image"][imagesrcset]')];
  expect(preloads.length, `${page} preloads one responsive image per source`).toBe(sources.length);
  for (const source of sources) {
    const preload = preloads.find((link) => link.getAttribute('imagesrcset') === source.getAttribute('srcset'));
    expect(preload, `${page} preloads ${source.getAttribute('srcset')}`).toBeDefined();
    expect(preload!.getAttribute('imagesizes')).toBe(source.getAttribute('sizes'));
    const media = preload!.getAttribute('media');
    if (source.hasAttribute('media')) expect(media).toBe(source.getAttribute('media'));
    else if (crops.length === 0) expect(media).toBeNull();
    // The main image's preload is for the screens no crop's query takes: the one crop's
    // complement, or the query of the layout it is for (a directed picture's).
    else expect(media === `not all and ${crops[0]}` || (media !== null && !crops.includes(media))).toBe(true);
    expect(preload!.getAttribute('type')).toBe('image/avif');
    expect(preload!.getAttribute('fetchpriority')).toBe('high');
  }
}

describe('image pipeline on a fixture', () => {
  let cacheDir: string;
  let first: BuildResult;
  let second: BuildResult;

  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'ssg-images-'));
    const config = await loadConfig(fixture, { cacheDir });
    first = await build(config, { write: false });
    second = await build(config, { write: false });
  });
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  it('encodes each variant once, then serves a rebuild from the cache', () => {
    // banner 3 widths, square 2, wide 2, mark 2, thumbnail 1: AVIF each, plus one fallback per set
    // an <img> shows (the wide crop is only a <source>).
    expect(first.images).toEqual({ encoded: 14, cached: 0 });
    expect(second.images).toEqual({ encoded: 0, cached: 14 });
    for (const [file, { contents }] of first.output.files) expect(second.output.get(file), file).toEqual(contents);
  });

  it('emits AVIF srcsets whose files have the widths and aspect ratios they claim', async () => {
    expect(await checkPictures(first, 'index.html')).toBe(14); // each encoded file is referenced once
  });

  it('names every file of one picture with one hash, of its source and its encoder settings', () => {
    const hashes = (alt: string) => {
      const picture = parseHtml(first.output.text('index.html')!).querySelector(`img[alt="${alt}"]`)!.closest('picture')!;
      const urls = [...picture.querySelectorAll('source, img')].flatMap((element) => (element.getAttribute('srcset') ?? element.getAttribute('src')!).split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!));
      return new Set(urls.map((url) => /-(\w{10})\.\w+$/.exec(url)![1]));
    };
    const [photo] = hashes('The photo, cropped'); // the square and the wide crop, AVIF and JPEG
    expect(hashes('The photo, cropped')).toEqual(new Set([photo]));
    expect(hashes('A gradient photo')).toEqual(new Set([photo]));
    const [small] = hashes('The photo, small');
    expect(small).not.toBe(photo); // the same source at another AVIF quality
    expect(hashes('An orange disc')).not.toContain(photo);
  });

  it('keeps a PNG fallback for a source with transparency and JPEG otherwise', () => {
    const doc = parseHtml(first.output.text('index.html')!);
    expect(doc.querySelector('img[alt="An orange disc"]')!.getAttribute('src')).toMatch(new RegExp(String.raw`^${ASSETS_PATH}mark-128x128-\w+\.png$`));
    expect(doc.querySelector('img[alt="A gradient photo"]')!.getAttribute('src')).toMatch(new RegExp(String.raw`^${ASSETS_PATH}photo-640x480-\w+\.jpg$`));
  });

  it('art-directs with media sources that carry their own size, AVIF only (a browser without it shows the main fallback)', () => {
    const doc = parseHtml(first.output.text('index.html')!);
    const sources = [...doc.querySelectorAll('source[media="(min-width: 600px)"]')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('width'), s.getAttribute('height')])).toEqual([['image/avif', '600', '300']]);
  });

  it('makes the priority picture eager and preloads it; every other one is lazy', () => {
    checkPriority(first, 'index.html');
  });

  it('minifies and hashes SVGs instead of rasterising them', () => {
    const svg = [...first.output.files.keys()].find((file) => /^_assets\/logo-\w+\.svg$/.test(file));
    expect(svg).toBeDefined();
    const text = first.output.text(svg!)!;
    expect(text).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    expect(text).not.toMatch(/<!--|<metadata|\n/);
    expect([...first.output.files.keys()].filter((file) => file.includes('logo') && !/\.(gz|br)$/.test(file))).toEqual([svg]);
  });
});

describe('image pipeline on the site', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await build(await loadConfig(root), { write: false });
  });

  it.each(['index.html', 'About.html', 'Services.html', 'Contact.html'])('%s: every candidate exists with its claimed width and ratio', async (page) => {
    expect(await checkPictures(result, page)).toBeGreaterThan(0);
    checkPriority(result, page);
  });

  it('shows every photograph once across the site', () => {
    // Each <picture> (those in <noscript> included) names its source file in its variants' URLs.
    const shownIn = new Map<string, string[]>();
    for (const page of ['index.html', 'About.html', 'Services.html', 'Contact.html']) {
      const pictures = result.output.text(page)!.split('<picture').slice(1).map((chunk) => chunk.slice(0, chunk.indexOf('</picture>')));
      pictures.forEach((picture, i) => {
        const sources = new Set([...picture.matchAll(new RegExp(String.raw`${ASSETS_PATH}([\w-]+?)-\d+x\d+-[\w-]+\.\w+`, 'g'))].map((match) => match[1]!));
        for (const source of sources) shownIn.set(source, [...(shownIn.get(source) ?? []), `${page} picture ${i + 1}`]);
      });
    }
    expect(shownIn.size).toBeGreaterThanOrEqual(30);
    for (const [source, places] of shownIn) expect(places, `${source} is shown in more than one place`).toHaveLength(1);
  });

  it("encodes banner photos at their own AVIF quality: a phone's first picture stays small, and sharp on a 3x phone", async () => {
    const doc = parseHtml(result.output.text('index.html')!);
    const band = doc.querySelector('.hero__slide picture source[media="(orientation: portrait)"][type="image/avif"]')!.getAttribute('srcset')!;
    const largest = candidates(band).at(-1)!;
    const ours = result.output.get(largest.url.slice(1))!;
    expect(ours.length, 'the LCP picture of a phone').toBeLessThan(60 * 1024);
    // A 412 px phone at 3x draws the 3:2 band 1236 px across.
    expect(largest.width).toBeGreaterThanOrEqual(1236);
    // Enough bits a pixel for Chromium to count it as the page's largest paint (mostly dark studio,
    // it came to less at the banners' own quality).
    const { width = 0, height = 0 } = await sharp(Buffer.from(ours)).metadata();
    expect((ours.length * 8) / (width * height)).toBeGreaterThanOrEqual(AVIF_MIN_BITS_PER_PIXEL);
    // Wide screens: sharp on a 2x 1440 px desktop, where slide 1 fills the screen, never past the 2880 px master.
    const wide = doc.querySelector('.hero__slide picture source:not([media])[type="image/avif"]')!.getAttribute('srcset')!;
    expect(candidates(wide).at(-1)!.width).toBeGreaterThanOrEqual(2560);
    expect(candidates(wide).at(-1)!.width).toBeLessThanOrEqual(2880);
    // A busy banner, far over that floor, keeps its own quality: its pixels encoded again at the
    // default take more than a tenth more (0.82 here; against the master a quarter, but the band is
    // a crop by its subject, which the master would not compare with, and a second encoding keeps
    // the first one's smoothing).
    const about = parseHtml(result.output.text('About.html')!).querySelector('.page-hero picture source[media="(orientation: portrait)"][type="image/avif"]')!.getAttribute('srcset')!;
    const aboutBand = result.output.get(candidates(about).at(-1)!.url.slice(1))!;
    const atDefault = await sharp(Buffer.from(aboutBand)).avif(ENCODERS.avif).toBuffer();
    expect(aboutBand.length).toBeLessThan(atDefault.length * 0.9);
  });

  it('holds hero slides 2 and 3 back in <noscript> until slide 1 has loaded', () => {
    const doc = parseHtml(result.output.text('index.html')!);
    const slides = [...doc.querySelectorAll('.hero__slide')];
    expect(slides.map((slide) => slide.querySelector(':scope > noscript') !== null)).toEqual([false, true, true]);
  });

  it('gallery: 150 px squares on small screens, 500 x 300 on large, 900 x 900 in the lightbox', async () => {
    const doc = parseHtml(result.output.text('Services.html')!);
    const links = [...doc.querySelectorAll('.gallery a')];
    expect(links).toHaveLength(10);
    for (const link of links) {
      expect([link.getAttribute('data-pswp-width'), link.getAttribute('data-pswp-height')]).toEqual(['900', '900']);
      for (const url of [link.getAttribute('href')!, ...candidates(link.getAttribute('data-pswp-srcset')!).map((c) => c.url)]) {
        const meta = await sharp(Buffer.from(result.output.get(url.slice(1))!)).metadata();
        expect([meta.width, meta.height], url).toEqual([900, 900]);
      }
      const img = link.querySelector('img')!;
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['450', '450']);
      expect(candidates(link.querySelector('source[type="image/avif"]:not([media])')!.getAttribute('srcset')!)[0]!.width).toBe(150);
      const large = link.querySelector('source[type="image/avif"][media]')!;
      expect(candidates(large.getAttribute('srcset')!)[0]).toMatchObject({ url: expect.stringMatching(/-500x300-\w+\.avif$/), width: 500 });
    }
  });

  it('ships only the variants the pages reference', () => {
    const html = [...result.output.files.keys()].filter((f) => f.endsWith('.html')).map((f) => result.output.text(f)).join('');
    const shipped = [...result.output.files.keys()].filter((f) => /\.(avif|webp|jpg|png)$/.test(f));
    expect(shipped.filter((f) => !html.includes(`/${f}`))).toEqual([]);
  });
});
