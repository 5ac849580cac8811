import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { parseHtml } from '../helpers/html.ts';
import { siteWith, turned, type Halves } from '../helpers/image-site.ts';

/**
 * Files as the shop's cameras and phones make them, made here: an iPhone's HEIC (by Debian's
 * heif-enc, from libheif-examples), a 48 MP JPEG stored sideways in Display P3 with GPS, a serial
 * number and an owner's name, a TIFF, a file too small for its place and a portrait photo for a
 * landscape place. Each builds, upright and in sRGB, and nothing of the camera's metadata is published.
 */

const HEIF_ENC = ['/usr/bin/heif-enc', '/usr/local/bin/heif-enc'].find((candidate) => existsSync(candidate));
const HINT = 'No heif-enc found: install it with `apt-get install -y libheif-examples`. The HEIC test is skipped.';
if (!HEIF_ENC) {
  if (process.env.CI === 'true') throw new Error(HINT.replace('is skipped', 'cannot run under CI=true'));
  console.warn(HINT);
}

const SERIAL = 'KP9Q41T07';
const OWNER = 'Dana Whitfield';
const CAMERA_EXIF = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Artist: OWNER, Copyright: OWNER },
  IFD2: { BodySerialNumber: SERIAL, LensSerialNumber: SERIAL },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 20/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '121/1 53/1 9/1' },
};

/** A colour photographers shoot in Display P3 and its sRGB, both saturated, so a profile ignored shows. */
const ORANGE_TEAL: Halves = { left: { r: 230, g: 90, b: 20 }, right: { r: 20, g: 150, b: 160 } };

/** An HEIC made by heif-enc from a JPEG, which carries the JPEG's ICC profile and EXIF over. */
async function heic(width: number, height: number, dir: string): Promise<Buffer> {
  const { data, info } = await sharp({ create: { width: width / 2, height, channels: 3, background: ORANGE_TEAL.left } })
    .extend({ right: width / 2, background: ORANGE_TEAL.right })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const jpeg = path.join(dir, 'source.jpg');
  await writeFile(jpeg, await sharp(data, { raw: info }).withIccProfile('p3').withExif(CAMERA_EXIF).jpeg({ quality: 95 }).toBuffer());
  const out = path.join(dir, 'IMG_4127.HEIC');
  execFileSync(HEIF_ENC!, ['-q', '90', '-o', out, jpeg], { stdio: 'ignore' });
  return readFile(out);
}

/** A portrait photo of a part: a light bar standing on a dark sweep, filling most of the frame's height. */
const uprightPart = () =>
  sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 28, g: 30, b: 34 } } })
    .composite([{ input: { create: { width: 420, height: 1300, channels: 3, background: { r: 190, g: 192, b: 196 } } }, left: 390, top: 150 }])
    .jpeg({ quality: 90 })
    .toBuffer();

/** The colour at the middle of the left and right quarters of a published file. */
async function halvesOf(file: Buffer): Promise<{ width: number; height: number; left: number[]; right: number[] }> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number) => {
    const i = (Math.round(info.height / 2) * info.width + x) * 3;
    return [...data.subarray(i, i + 3)];
  };
  return { width: info.width, height: info.height, left: at(Math.round(info.width / 4)), right: at(Math.round((info.width * 3) / 4)) };
}

const near = (actual: number[], expected: { r: number; g: number; b: number }, what: string) =>
  [expected.r, expected.g, expected.b].forEach((value, c) => expect(Math.abs(actual[c]! - value), `${what}: channel ${c} is ${actual[c]}, not ${value}`).toBeLessThan(12));

/** A landscape banner: wide frames with the text on their left third. */
const LANDSCAPE_PLACE = `{ name: 'the test banner', layouts: [{ name: 'wide', frames: [{ width: 1280, height: 560, text: [{ left: 96, top: 160, width: 420, height: 240 }] }, { width: 1920, height: 640, text: [{ left: 360, top: 180, width: 460, height: 260 }] }], beside: [{ width: 640, height: 560, text: [] }, { width: 960, height: 640, text: [] }], sizes: { cover: '100vw', beside: '50vw' }, density: 2 }] }`;

describe('camera files', () => {
  let root: string;
  let work: string;
  let result: BuildResult;
  let heicFile: Buffer | undefined;
  const published = (name: string) => [...result.output.files.keys()].filter((file) => file.startsWith(`_assets/${name}-`));
  const bytes = (file: string) => Buffer.from(result.output.get(file)!);

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'ssg-camera-'));
    heicFile = HEIF_ENC ? await heic(800, 600, work) : undefined;
    root = await siteWith({
      // 6000 x 8000 as shown: 48 MP, stored 8000 x 6000 on its side.
      'portrait-48mp.jpg': { file: await turned(6000, 8000, ORANGE_TEAL, { icc: 'p3', exif: CAMERA_EXIF }), widths: [600, 1200] },
      ...(heicFile ? { 'IMG_4127.HEIC': { file: heicFile, widths: [400, 800] } } : {}),
      'scan.tiff': { file: await sharp({ create: { width: 640, height: 480, channels: 3, background: ORANGE_TEAL.right } }).tiff({ compression: 'lzw' }).toBuffer(), widths: [640] },
      'thumb.png': { file: await sharp({ create: { width: 100, height: 60, channels: 3, background: '#345' } }).png().toBuffer(), widths: [100, 200] },
      'upright.jpg': { file: await uprightPart(), place: LANDSCAPE_PLACE },
    });
    result = await build(await loadConfig(root), { write: false });
  }, 120_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  it.skipIf(!HEIF_ENC)("an iPhone's HEIC builds under its own name, in sRGB by its P3 profile", async () => {
    const made = published('IMG_4127');
    expect(made.map((file) => file.replace(/-\w+\./, '.')).sort()).toEqual(['_assets/IMG_4127-400x300.avif', '_assets/IMG_4127-800x600.avif', '_assets/IMG_4127-800x600.jpg']);
    for (const file of made) {
      const shown = await halvesOf(bytes(file));
      near(shown.left, ORANGE_TEAL.left, `${file}, left`);
      near(shown.right, ORANGE_TEAL.right, `${file}, right`);
    }
  });

  it('a 48 MP JPEG stored sideways in Display P3 comes out upright and in sRGB', async () => {
    const made = published('portrait-48mp');
    expect(made).toHaveLength(3); // AVIF at 600 and 1200, the JPEG fallback at 1200
    for (const file of made) {
      const shown = await halvesOf(bytes(file));
      expect(shown.height / shown.width, `${file} is upright`).toBeCloseTo(8000 / 6000, 2);
      near(shown.left, ORANGE_TEAL.left, `${file}, left`);
      near(shown.right, ORANGE_TEAL.right, `${file}, right`);
    }
  });

  it('no published file carries GPS, a serial number, an owner or any camera metadata', async () => {
    const pictures = [...result.output.files.keys()].filter((file) => file.startsWith('_assets/'));
    expect(pictures.length).toBeGreaterThan(8);
    for (const file of pictures) {
      const content = bytes(file);
      for (const secret of [SERIAL, OWNER, 'iPhone', 'GPS']) expect(content.includes(secret), `${file} contains ${secret}`).toBe(false);
      const meta = await sharp(content).metadata();
      expect(meta.exif, `${file} has EXIF`).toBeUndefined();
      expect(meta.xmp, `${file} has XMP`).toBeUndefined();
    }
  });

  it('a TIFF builds', async () => {
    const made = published('scan');
    expect(made).toHaveLength(2);
    near((await halvesOf(bytes(made[0]!))).left, ORANGE_TEAL.right, made[0]!);
  });

  it('a file too small for the widths asked is shown at its own size, never enlarged, and the warning says the size it needs', () => {
    expect(published('thumb').map((file) => file.replace(/-\w+\./, '.')).sort()).toEqual(['_assets/thumb-100x60.avif', '_assets/thumb-100x60.jpg']);
    const img = parseHtml(result.output.text('index.html')!).querySelector('img[alt="thumb.png"]')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['100', '60']);
    expect(result.warnings).toContainEqual(expect.stringMatching(/assets\/thumb\.png is 100x60 px, smaller than the 200x120 px that .*site\/pages\/index\.tsx:\d+ asks for, so it is shown at 100x60, never enlarged\. Supply an original of at least 200x120 px/));
  });

  it('a portrait photo for a landscape place is set beside the text, and the warning names the picture, the place, the widths and the size it needs', () => {
    const warning = result.warnings.filter((line) => line.includes('upright.jpg')).join('\n');
    expect(warning).toMatch(/assets\/upright\.jpg in the test banner: at 1280, 1920 px its subject .* cannot fill the frame clear of the text, so it is set beside the text/);
    expect(warning).toMatch(/it is 1200 x 1600 px, and .* so it looks soft there; an original of at least \d+ x \d+ px stays sharp/);
    const img = parseHtml(result.output.text('index.html')!).querySelector('img[alt="upright.jpg"]')!;
    expect(img.closest('picture')!.className + ' ' + img.className).toMatch(/fit-wide-(beside|contain)/);
  });
});
