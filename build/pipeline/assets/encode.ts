import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentIds, diskCache, type StoredBytes } from '../disk-cache.ts';
import { installedVersion } from '../../cache-key.mjs';
import { generatorModules } from '../../paths.ts';
import { ImageError } from '../errors.ts';
import { ENCODERS, avifSettings, type ImageVariant } from './images.ts';
import { checkImageSizes, type ImageLimits } from './image-limits.ts';

/**
 * Encodes the image variants a build asked for, with a disk cache keyed by each variant's hash
 * (source content, size, format, settings) and sharp's version: a rebuild with unchanged images encodes nothing.
 * All variants are started at once; sharp runs them on libuv's thread pool, a few at a time.
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

/** Pixels to encode from: the file itself, or for a CMYK file without a profile, its RGB conversion. */
type Input = { data: Buffer; raw?: { width: number; height: number; channels: 3 } };

/**
 * A CMYK JPEG without an embedded profile carries no statement of what its inks mean. sharp then
 * assumes a press profile, which shifted colours against how browsers show the same file; they
 * (Chromium, for one) take the values as plain inks, R = (255 - C)(255 - K) / 255, and so does this.
 * Files with a profile are converted by it, as sharp does.
 */
/** sharp is loaded on the first miss: a build whose variants are all cached never loads it. */
const loadSharp = async () => (await import('sharp')).default;

async function prepare(source: Buffer): Promise<Input> {
  const sharp = await loadSharp();
  const meta = await sharp(source).metadata();
  if (meta.space !== 'cmyk' || meta.icc) return { data: source };
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
  const pipeline = sharp(input.data, input.raw ? { raw: input.raw } : { autoOrient: true }).resize({ width: variant.width, height: variant.height, fit: 'cover' });
  switch (variant.format) {
    case 'avif':
      return pipeline.avif(avifSettings(variant.avifQuality)).toBuffer();
    case 'jpeg':
      return pipeline.jpeg(ENCODERS.jpeg).toBuffer();
    case 'png':
      return pipeline.png(ENCODERS.png).toBuffer();
  }
}

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
  const inputs = new Map<string, Promise<Input>>();
  const inputOf = (file: string) => {
    if (!inputs.has(file)) inputs.set(file, readFile(file).then(prepare));
    return inputs.get(file)!;
  };
  let encoded = 0;
  let cached = 0;
  let settled = 0;

  const files = await Promise.all(
    variants.map(async (variant) => {
      const key = variantKey(variant);
      const inProcess = encodedInProcess.get(key) ?? cache.peek(key);
      if (inProcess) {
        cached++;
        progress?.(++settled, variants.length);
        return { path: variant.output, stored: inProcess };
      }
      const { contents, hit } = await cache.get(key, async () => {
        try {
          return await encode(variant, await inputOf(variant.source));
        } catch (error) {
          throw new ImageError(
            `${variant.usedBy} uses ${path.relative(process.cwd(), variant.source)}, which could not be encoded to ${variant.format} at ${variant.width}x${variant.height} ` +
              `(${(error as Error).message.split('\n')[0]}). Check that the file is a complete, uncorrupted image.`,
          );
        }
      });
      if (hit) cached++;
      else encoded++;
      progress?.(++settled, variants.length);
      return { path: variant.output, stored: { id: contentIds.get(contents), size: contents.length, read: () => contents } };
    }),
  );
  encodedInProcess = new Map(variants.map((variant, i) => [variantKey(variant), files[i]!.stored]));
  const warnings = checkImageSizes(
    variants.map((variant, i) => ({ variant, bytes: files[i]!.stored.size })),
    limits,
  );
  return { files, encoded, cached, warnings };
}
