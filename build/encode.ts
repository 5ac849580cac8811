import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
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

async function readCached(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** Write via a temporary name so a parallel build never reads half a file. */
async function writeAtomically(file: string, contents: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
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
  const dir = path.join(cacheDir, 'images');
  await mkdir(dir, { recursive: true });
  const sources = new Map<string, Promise<Buffer>>();
  const sourceOf = (file: string) => {
    if (!sources.has(file)) sources.set(file, readFile(file));
    return sources.get(file)!;
  };
  let encoded = 0;
  let cached = 0;

  const files = await Promise.all(
    variants.map(async (variant) => {
      const cacheFile = path.join(dir, `${variant.key}${path.extname(variant.output)}`);
      const hit = await readCached(cacheFile);
      if (hit) {
        cached++;
        return { path: variant.output, contents: hit };
      }
      let contents: Buffer;
      try {
        contents = await encode(variant, await sourceOf(variant.source));
      } catch (error) {
        throw new ImageError(
          `${path.relative(process.cwd(), variant.source)} could not be encoded to ${variant.format} at ${variant.width}x${variant.height} (${(error as Error).message.split('\n')[0]}). ` +
            `Check that the file is a complete, uncorrupted image.`,
        );
      }
      await writeAtomically(cacheFile, contents);
      encoded++;
      return { path: variant.output, contents };
    }),
  );
  return { files, encoded, cached };
}
