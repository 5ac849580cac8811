import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { ImageError, MissingAssetError } from '../../build/pipeline/errors.ts';
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from '../../build/pipeline/assets/image-limits.ts';
import { parseHtml } from '../helpers/html.ts';
import { siteWith, turned } from '../helpers/image-site.ts';

const bad = (name: string) => path.resolve(import.meta.dirname, '../fixtures/bad', name);
const fixtures = path.relative(process.cwd(), path.resolve(import.meta.dirname, '../fixtures/bad'));

/** A failed build's error, built with a cache of its own so nothing is taken from another run. */
async function failure(root: string, images: Partial<ImageLimits> = {}): Promise<Error> {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'ssg-image-input-'));
  try {
    const config = await loadConfig(root, { cacheDir, images: { ...DEFAULT_IMAGE_LIMITS, ...images } });
    return await build(config, { write: false }).then(
      () => new Error('the build succeeded'),
      (error: Error) => error,
    );
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}

describe('every image error names the site file and line that used the image', () => {
  it.each([
    ['a referenced image that does not exist', 'missing-image', MissingAssetError, 'site/pages/index.tsx:\\d+ uses .*missing-image/assets/photos/lathe.jpg, which does not exist'],
    ['a file that is not an image', 'not-an-image', ImageError, 'site/pages/index.tsx:6 uses .*not-an-image/assets/photo.jpg, which is not an image the build can read'],
    // This one named a file in the server-bundle cache (node_modules/.cache/ssg-server/…).
    ['a file that is not an image, described in a content module', 'not-an-image-content', ImageError, 'site/content/photos.ts:4 uses .*not-an-image-content/assets/photo.jpg, which is not an image the build can read'],
    ['an image whose pixels do not decode', 'corrupt-image', ImageError, 'site/pages/index.tsx:\\d+ uses .*corrupt-image/assets/photo.jpg, which could not be encoded .*complete, uncorrupted image'],
    ['an AVIF quality outside 1 to 100', 'bad-avif-quality', ImageError, 'site/pages/index.tsx:6 asks image\\(\'thumb.png\'\\) for AVIF quality 0; use a whole number from 1 to 100'],
  ])('%s', async (_name, fixture, kind, message) => {
    const error = await failure(bad(fixture));
    expect(error).toBeInstanceOf(kind);
    expect(error.message).toMatch(new RegExp(message.replaceAll('/', '\\/')));
    expect(error.message).toContain(`${fixtures}/${fixture}/`);
    expect(error.message).not.toMatch(/node_modules|\.cache|server-\d+/);
  });
});

/** Photo-like pixels: gradients with noise, `channels` 3 or 4 (a varying alpha), 16 bits each. */
function photo16(width: number, height: number, channels: 3 | 4): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * channels * 2);
  let seed = 1;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 4000;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels * 2;
      const n = noise();
      pixels.writeUInt16LE(Math.min(65535, Math.round((x / width) * 60000 + n)), i);
      pixels.writeUInt16LE(Math.min(65535, Math.round((y / height) * 60000 + n)), i + 2);
      pixels.writeUInt16LE(30000, i + 4);
      if (channels === 4) pixels.writeUInt16LE(Math.round(65535 * (0.5 + 0.5 * Math.sin(x / 50))), i + 6);
    }
  }
  // sharp reads 16-bit raw input with depth 'ushort'; its types do not list the option yet.
  const raw = { width, height, channels, depth: 'ushort' };
  return sharp(pixels, { raw }).toColourspace('rgb16').png().toBuffer();
}

/** Pixels no encoder can shrink. */
function noise(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) pixels[i] = (seed = (seed * 16807) % 2147483647) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

const pixelAt = async (file: Buffer) => [...(await sharp(file).removeAlpha().raw().toBuffer()).subarray(0, 3)];

describe('image originals that make poor files', () => {
  let root: string;
  let result: BuildResult;
  let cmyk: Buffer;
  const files = (pattern: RegExp) => [...result.output.files.keys()].filter((file) => pattern.test(file));
  const fallbackOf = (alt: string) => parseHtml(result.output.text('index.html')!).querySelector(`img[alt="${alt}"]`)!.getAttribute('src')!.slice(1);
  const avifOf = (alt: string) => parseHtml(result.output.text('index.html')!).querySelector(`img[alt="${alt}"]`)!.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')!.split(' ')[0]!.slice(1);

  beforeAll(async () => {
    // A CMYK JPEG without a profile, as print shops send them.
    cmyk = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 120, b: 200 } } }).toColourspace('cmyk').jpeg({ quality: 100 }).toBuffer();
    root = await siteWith({
      'deep-rgb.png': { file: await photo16(400, 300, 3), widths: [400] },
      'deep-rgba.png': { file: await photo16(400, 300, 4), widths: [400] },
      'noise.png': { file: await noise(600, 400), widths: [600] },
      'print.jpg': { file: cmyk, widths: [64] },
      // Stored on its side, as cameras save a portrait shot, with EXIF orientation 6 (turn 90° clockwise
      // to view): a small one, decoded once for its variants, and one past 16 MP, read for each.
      'turned.jpg': { file: await turned(80, 40), widths: [80] },
      'turned-large.jpg': { file: await turned(4200, 4000), widths: [420] },
    });
    result = await build(await loadConfig(root, { images: { ...DEFAULT_IMAGE_LIMITS, maxFileKb: 100 } }), { write: false });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('a 16-bit PNG without transparency gets a JPEG fallback, within the factor of its AVIF', () => {
    const fallback = fallbackOf('deep-rgb.png');
    expect(fallback).toMatch(/\.jpg$/);
    expect(result.output.get(fallback)!.length).toBeLessThan(DEFAULT_IMAGE_LIMITS.fallbackFactor * result.output.get(avifOf('deep-rgb.png'))!.length);
  });

  it('a 16-bit PNG with transparency gets an 8-bit palette PNG fallback, within the factor of its AVIF', () => {
    const fallback = result.output.get(fallbackOf('deep-rgba.png'))!;
    expect(fallbackOf('deep-rgba.png')).toMatch(/\.png$/);
    expect([fallback[24], fallback[25]]).toEqual([8, 3]); // IHDR: bit depth 8, colour type 3 (palette)
    expect(fallback.length).toBeLessThan(DEFAULT_IMAGE_LIMITS.fallbackFactor * result.output.get(avifOf('deep-rgba.png'))!.length);
  });

  it('converts a CMYK JPEG without a profile as browsers show it: (255 - C)(255 - K) / 255', async () => {
    const inks = [...(await sharp(cmyk).pipelineColourspace('cmyk').toColourspace('cmyk').raw().toBuffer()).subarray(0, 4)];
    const expected = inks.slice(0, 3).map((ink) => ((255 - ink) * (255 - inks[3]!)) / 255);
    const made = files(/^_assets\/print-64x64-\w+\.(avif|jpg)$/);
    expect(made).toHaveLength(2);
    for (const file of made) {
      const pixel = await pixelAt(Buffer.from(result.output.get(file)!));
      pixel.forEach((value, c) => expect(Math.abs(value - expected[c]!), `${file}: channel ${c} is ${value}, not ${expected[c]}`).toBeLessThan(8));
    }
  });

  it.each([
    ['turned', 80, 40],
    ['turned-large', 420, 400],
  ])('turns a photo by its EXIF orientation, as browsers show it (%s)', async (name, width, height) => {
    const made = files(new RegExp(`^_assets/${name}-${width}x${height}-\\w+\\.(avif|jpg)$`));
    expect(made).toHaveLength(2);
    for (const file of made) {
      const { data, info } = await sharp(Buffer.from(result.output.get(file)!)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], file).toEqual([width, height]);
      const pixel = (x: number) => [...data.subarray((Math.round(height / 2) * width + x) * 3, (Math.round(height / 2) * width + x) * 3 + 3)];
      expect(pixel(Math.round(width / 8))[0]!, `${file}: the left half is red`).toBeGreaterThan(200);
      expect(pixel(Math.round((width * 7) / 8))[2]!, `${file}: the right half is blue`).toBeGreaterThan(200);
    }
  });

  it('warns about files over the size limit, naming the original and the line that used it', () => {
    const oversize = result.warnings.filter((warning) => warning.includes('noise.png'));
    expect(oversize.length).toBeGreaterThan(0);
    for (const warning of oversize) expect(warning).toMatch(/site\/pages\/index\.tsx:\d+ uses .*assets\/noise\.png: its (avif|png fallback|jpeg fallback) at 600x400 is [\d,]+ KB, over the 100 KB limit/);
    expect(result.warnings.filter((warning) => /deep-.*fallback|print/.test(warning))).toEqual([]);
  });

  it("fails instead when images.oversize is 'error'", async () => {
    const error = await failure(root, { maxFileKb: 100, oversize: 'error' });
    expect(error).toBeInstanceOf(ImageError);
    expect(error.message).toMatch(/assets\/noise\.png: its \w+.* over the 100 KB limit[\s\S]*set images\.oversize to 'warn'/);
  });
});
