import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { diskCache } from './disk-cache.ts';
import { ImageError } from './errors.ts';
import { ENCODERS, type ImageVariant } from './images.ts';

/**
 * Encodes the image variants a build asked for, with a disk cache keyed by each variant's hash
 * (source content, size, format, settings): a rebuild with unchanged images encodes nothing.
 * All variants are started at once; sharp runs them on libuv's thread pool, a few at a time.
 */

export interface EncodedImages {
  files: { path: string; contents: Buffer }[];
  encoded: number;
  cached: number;
}

async function encode(variant: ImageVariant, source: Buffer): Promise<Buffer> {
  const pipeline = sharp(source, { autoOrient: true }).resize({ width: variant.width, height: variant.height, fit: 'cover' });
  switch (variant.format) {
    case 'avif':
      return pipeline.avif(ENCODERS.avif).toBuffer();
    case 'webp':
      return pipeline.webp(ENCODERS.webp).toBuffer();
    case 'jpeg':
      return pipeline.jpeg(ENCODERS.jpeg).toBuffer();
    case 'png':
      return pipeline.png(ENCODERS.png).toBuffer();
  }
}

export async function encodeImages(variants: ImageVariant[], cacheDir: string): Promise<EncodedImages> {
  const cache = await diskCache(path.join(cacheDir, 'images'));
  const sources = new Map<string, Promise<Buffer>>();
  const sourceOf = (file: string) => {
    if (!sources.has(file)) sources.set(file, readFile(file));
    return sources.get(file)!;
  };
  let encoded = 0;
  let cached = 0;

  const files = await Promise.all(
    variants.map(async (variant) => {
      const { contents, hit } = await cache.get(`${variant.key}${path.extname(variant.output)}`, async () => {
        try {
          return await encode(variant, await sourceOf(variant.source));
        } catch (error) {
          throw new ImageError(
            `${path.relative(process.cwd(), variant.source)} could not be encoded to ${variant.format} at ${variant.width}x${variant.height} (${(error as Error).message.split('\n')[0]}). ` +
              `Check that the file is a complete, uncorrupted image.`,
          );
        }
      });
      if (hit) cached++;
      else encoded++;
      return { path: variant.output, contents };
    }),
  );
  return { files, encoded, cached };
}
