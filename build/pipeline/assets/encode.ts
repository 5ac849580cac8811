import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { contentIds, diskCache, type StoredBytes } from '../disk-cache.ts';
import { installedVersion } from '../../cache-key.mjs';
import { generatorModules } from '../../paths.ts';
import { ImageError } from '../errors.ts';
import { ENCODERS, avifSettings, type ImageVariant } from './images.ts';
import { checkImageSizes, type ImageLimits } from './image-limits.ts';
import { limited } from '../limited.ts';
import { readableBySharp } from './heif.ts';

/**
 * Encodes the image variants a build asked for, with a disk cache keyed by each variant's hash
 * (source content, size, format, settings) and sharp's version: a rebuild with unchanged images encodes nothing.
 * The misses are encoded a few originals at a time (ORIGINALS_AT_ONCE), on libuv's thread pool.
 * Then every file is held to the size limits (image-limits.ts).
 */

export interface EncodedImages {
  /** Each file's bytes: a cached one's are read only if something needs them (disk-cache.ts). */
  files: { path: string; stored: StoredBytes }[];
  encoded: number;
  cached: number;
  /** Size-limit findings, each naming the original and the site file and line that used it. */
  warnings: string[];
}

/**
 * What an original's variants are made from: its pixels, decoded once for all of them (8-bit sRGB,
 * upright, with its alpha if it has one), or for a large original its file (`raw` absent).
 */
type Input = { data: Buffer; raw?: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * The largest original decoded once for all its variants: 16 MP is 48 MB of 8-bit RGB, and
 * ORIGINALS_AT_ONCE of them are held at once. A larger one (a camera's 24 to 50 MP) is read again
 * for each variant, which libvips does a strip at a time, never holding the whole picture.
 */
const SHARED_DECODE_MAX_PIXELS = 16_000_000;

/** sharp is loaded on the first miss: a build whose variants are all cached never loads it. */
const loadSharp = async () => (await import('sharp')).default;

/**
 * Decodes an original as every browser shows it: turned by its EXIF orientation, converted to sRGB
 * by its colour profile. A CMYK JPEG without a profile carries no statement of what its inks mean.
 * sharp then assumes a press profile, which shifted colours against how browsers show the same
 * file; they (Chromium, for one) take the values as plain inks, R = (255 - C)(255 - K) / 255, and
 * so does this.
 */
async function decode(source: Buffer): Promise<Input> {
  const sharp = await loadSharp();
  const meta = await sharp(source).metadata();
  if (meta.space !== 'cmyk' || meta.icc) {
    if ((meta.width ?? 0) * (meta.height ?? 0) > SHARED_DECODE_MAX_PIXELS) return { data: source };
    const { data, info } = await sharp(source, { autoOrient: true }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
  }
  const { data, info } = await sharp(source, { autoOrient: true }).pipelineColourspace('cmyk').toColourspace('cmyk').raw().toBuffer({ resolveWithObject: true });
  const rgb = Buffer.alloc(info.width * info.height * 3);
  for (let i = 0, o = 0; i < data.length; i += info.channels, o += 3) {
    const white = 255 - data[i + 3]!;
    for (let c = 0; c < 3; c++) rgb[o + c] = Math.round(((255 - data[i + c]!) * white) / 255);
  }
  return { data: rgb, raw: { width: info.width, height: info.height, channels: 3 } };
}

async function encode(variant: ImageVariant, input: Input): Promise<Buffer> {
  const sharp = await loadSharp();
  const decoded = sharp(input.data, input.raw ? { raw: input.raw } : { autoOrient: true });
  const pipeline = (variant.crop ? decoded.extract(variant.crop) : decoded).resize({ width: variant.width, height: variant.height, fit: 'cover' });
  switch (variant.format) {
    case 'avif': {
      // Up to its floor of bits a pixel, if it has one (images.ts says why), never past 90: a
      // file's size about doubles for 14 steps of quality, so one more encoding mostly reaches it.
      const floor = (variant.minBitsPerPixel ?? 0) * variant.width * variant.height;
      for (let quality = avifSettings(variant.avifQuality).quality; ; ) {
        const file = await pipeline.clone().avif(avifSettings(quality)).toBuffer();
        const bits = file.length * 8;
        if (bits >= floor || quality >= 90) return file;
        quality = Math.min(90, quality + Math.max(4, Math.ceil(14 * Math.log2(floor / bits))));
      }
    }
    case 'jpeg':
      return pipeline.jpeg(ENCODERS.jpeg).toBuffer();
    case 'png':
      return pipeline.png(ENCODERS.png).toBuffer();
  }
}

/**
 * Originals whose variants are encoded at once. Each is decoded once and its variants are made
 * from its pixels: decoding the JPEG again for each variant took 8.6% more CPU for the site's 202
 * photo variants (measured an original at a time, alternating). A few originals at a time keep
 * the cores busy while holding only that many decoded ones.
 */
const ORIGINALS_AT_ONCE = 3;

/**
 * Decodes and encodes running at once: one a core. sharp runs each job on a thread of libuv's pool
 * (4 threads by default), with libvips' own threads inside it (sharp.concurrency(): 1 on glibc
 * without jemalloc, as here). More jobs than cores only shared the cores out: on 2 cores, a cold
 * build with 4 at once took as long, with 5% more CPU time and 700 MB at peak against 530.
 */
const CODING_AT_ONCE = availableParallelism();

/**
 * The files the last build in this process used, by cache key: the dev server's rebuilds take them
 * from memory instead of reading several hundred files again. Only the last build's are kept.
 */
let encodedInProcess = new Map<string, StoredBytes>();

const variantKey = (variant: ImageVariant) => `${variant.key}${path.extname(variant.output)}`;

/** `progress(done, total)` hears of each image variant as it is encoded or taken from the cache. */
export async function encodeImages(variants: ImageVariant[], cacheDir: string, limits: ImageLimits, progress?: (done: number, total: number) => void): Promise<EncodedImages> {
  // sharp's version pins libvips and the encoders, which decide the bytes.
  const cache = diskCache(path.join(cacheDir, 'images'), installedVersion(generatorModules, 'sharp'));
  let encoded = 0;
  let settled = 0;
  const stored = variants.map((variant) => encodedInProcess.get(variantKey(variant)) ?? cache.peek(variantKey(variant)) ?? undefined);
  for (const found of stored) if (found) progress?.(++settled, variants.length);

  const misses = new Map<string, number[]>();
  for (const [i, variant] of variants.entries()) if (!stored[i]) misses.set(variant.source, [...(misses.get(variant.source) ?? []), i]);
  const queue = [...misses];
  const coding = limited(CODING_AT_ONCE);
  const encodeFrom = async (source: string, indexes: number[]) => {
    let input: Promise<Input> | undefined;
    await Promise.all(
      indexes.map(async (i) => {
        const variant = variants[i]!;
        const { contents, hit } = await cache.get(variantKey(variant), async () => {
          try {
            const pixels = await (input ??= coding(() => readFile(source).then(readableBySharp).then(decode)));
            return await coding(() => encode(variant, pixels));
          } catch (error) {
            throw new ImageError(
              `${variant.usedBy} uses ${path.relative(process.cwd(), variant.source)}, which could not be encoded to ${variant.format} at ${variant.width}x${variant.height} ` +
                `(${(error as Error).message.split('\n')[0]}). Check that the file is a complete, uncorrupted image.`,
            );
          }
        });
        if (!hit) encoded++;
        progress?.(++settled, variants.length);
        stored[i] = { id: contentIds.get(contents), size: contents.length, read: () => contents };
      }),
    );
  };
  await Promise.all(
    Array.from({ length: Math.min(ORIGINALS_AT_ONCE, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await encodeFrom(...next).catch((error: unknown) => {
          queue.length = 0; // the build has failed: the other originals are not started
          throw error;
        });
      }
    }),
  );

  const files = variants.map((variant, i) => ({ path: variant.output, stored: stored[i]! }));
  encodedInProcess = new Map(variants.map((variant, i) => [variantKey(variant), stored[i]!]));
  const warnings = checkImageSizes(
    variants.map((variant, i) => ({ variant, bytes: stored[i]!.size })),
    limits,
  );
  return { files, encoded, cached: variants.length - encoded, warnings };
}
