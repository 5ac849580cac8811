import path from 'node:path';
import { createRequire } from 'node:module';
import type { imageSize as ImageSize } from 'image-size';
import { ASSETS_URL_DIR } from '../../shared/contract.ts';
import { ImageError } from '../errors.ts';
import { callerLocation, deferredCallerLocation, hashOf, readAsset } from './assets.ts';
import type { ArtImage, ImageSet } from '../../shared/picture.tsx';
import { roundBox, type Box } from '../../shared/box.ts';
import { heifSize, isHeif } from './heif.ts';

/**
 * `image('photos/mill.jpg', { widths, aspectRatio })` describes a responsive image for <Picture>:
 * AVIF at each width plus one JPEG/PNG fallback. No WebP: every browser the site targets
 * (browserTargets) decodes AVIF but Edge before 121, and those get the fallback. It runs while site modules load, so it
 * only reads the file's header and records what to encode; URLs come from the source's content
 * hash and the encoding settings, so they are known before (and without) encoding. The build then
 * encodes what is not in the cache (encode.ts).
 *
 * Every file of one image() call carries the same hash in its name (`mill-800x450-HASH.avif`), of
 * the source and of all the call's encoder settings; the size and format in the name tell its
 * files apart. A name still changes whenever its bytes could. One hash per picture rather than per
 * file repeats within a srcset, and compression takes a repeat for a few bits: on Services, whose
 * gallery names 200 files, the page was 1.3 KB smaller compressed, a tenth of a round trip's bytes.
 */

export type ImageFormat = 'avif' | 'jpeg' | 'png';

/**
 * Encoder settings per format. Part of every file's hash: change one and those files re-encode.
 * AVIF effort 2, not 3: measured on this site's 216 variants, it halves the encoding (a first
 * build 12 s instead of 19 s on two cores) for 4.6% more bytes at the same quality setting (mean
 * SSIM 0.9819 against 0.9826); effort 4 took 3.7 times as long as 3 for 5% fewer bytes.
 */
export const ENCODERS = {
  avif: { quality: 50, effort: 2 },
  jpeg: { quality: 75, mozjpeg: true },
  // PNG is only the fallback of a source with transparency: 8-bit palette (a 16-bit original made a
  // 737 KB fallback beside a 9 KB WebP), which browsers without AVIF still show well.
  png: { compressionLevel: 9, palette: true, quality: 90, effort: 7 },
} as const satisfies Record<ImageFormat, object>;

/** AVIF settings of an image: ENCODERS.avif, with the image's own quality if it has one. */
export const avifSettings = (quality?: number) => (quality === undefined ? ENCODERS.avif : { ...ENCODERS.avif, quality });

/**
 * The fewest bits a page's largest paint carries a pixel of its own (`largestPaint`). Chromium
 * takes no image under 0.05 bits a pixel of its drawn size for LCP (it ignores "low-entropy"
 * images, Chrome 112), and a render that is mostly a dark, even studio encodes under that: Home's
 * first slide at 1920 px came to 0.045 and a later, busier slide became the page's LCP at 10 s.
 * encode.ts raises the quality of such a file until it carries this, over its own pixels: a
 * browser draws a file no larger than that on a 1x screen (it takes the first candidate at least
 * as wide as the picture is drawn), so its bits a drawn pixel are at least as many. Only first
 * pictures ask: a later slide is better not counted, and raising every picture's files (to 0.08)
 * doubled a first build, 11 to 21 s.
 */
export const AVIF_MIN_BITS_PER_PIXEL = 0.055;

/**
 * Bump when encode.ts changes how it transforms pixels, so cached files are not reused. 3: every
 * variant is resized from the original decoded whole, once (before, a small one was decoded at a
 * half or a quarter of its size, which changed 29 of the site's 215 files by a few bytes). 4: an
 * page's largest paint carries at least AVIF_MIN_BITS_PER_PIXEL.
 */
const PIPELINE_VERSION = 4;

/** Widths used when a call names none, capped at the source's own width. */
const DEFAULT_WIDTHS = [400, 800, 1200, 1600, 2400];
/** The fallback is the largest candidate up to this width. */
const FALLBACK_MAX_WIDTH = 1200;

export interface ImageOptions {
  /** Output widths in pixels. Default: DEFAULT_WIDTHS up to the source's width. */
  widths?: number[];
  /** Width / height of a centred crop, e.g. 1 for squares. Default: the source's own. */
  aspectRatio?: number;
  /**
   * AVIF quality for this image instead of ENCODERS.avif.quality, chosen by eye: a picture that
   * must stay small (the phone's first screen) and hides detail well may take less.
   */
  avifQuality?: number;
  /** The part of the source to use (its pixels, as shown), before any scaling. Default: all of it. */
  crop?: Box;
  /**
   * The picture is its page's largest paint (a first screen's banner): its AVIF files carry at
   * least AVIF_MIN_BITS_PER_PIXEL, so Chromium counts them for LCP.
   */
  largestPaint?: boolean;
  /**
   * false: no JPEG/PNG fallback, for a crop shown only through a `<source media>` (ArtImage): a
   * browser without AVIF shows the main image's fallback there.
   */
  fallback?: false;
}

/** One file to encode. */
export interface ImageVariant {
  /** Absolute source path. */
  source: string;
  /** Output path relative to the output directory; also the cache key's home. */
  output: string;
  /** Cache key: source content, size, format, encoder settings and pipeline version. */
  key: string;
  width: number;
  height: number;
  format: ImageFormat;
  /** The image's own AVIF quality, if it has one (else ENCODERS.avif.quality). */
  avifQuality?: number;
  /** The fewest bits a pixel an AVIF file carries (its quality raised to reach it), if any. */
  minBitsPerPixel?: number;
  /** The one JPEG/PNG of its set, for browsers without AVIF. */
  fallback: boolean;
  /** The part of the source it is made from (whole pixels); absent: all of it. */
  crop?: Box;
  /** What the build says of the picture it belongs to (noteOn). */
  warnings?: string[];
  /** The site file and line whose image() call asked for it, for messages. */
  usedBy: string;
}

const variants = new Map<string, ImageVariant>();
const sets = new Map<string, ArtImage | ImageSet>();

/** Every file requested since the server bundle was loaded. */
export function imageVariants(): ImageVariant[] {
  return [...variants.values()];
}

/**
 * image-size, loaded when an original is first read: a build that knows every original's digest
 * (assets.ts keeps them between builds) never loads it. Synchronously, as image() runs while site
 * modules load.
 */
const imageSize = (content: Buffer): ReturnType<typeof ImageSize> => (createRequire(import.meta.url)('image-size') as { imageSize: typeof ImageSize }).imageSize(content);

/** What sharp (libvips) reads, as image-size names the types; HEIC is read by heif.ts. */
const READABLE_TYPES = ['jpg', 'png', 'webp', 'avif', 'gif', 'tiff'];
const READABLE = 'JPEG, PNG, HEIC, WebP, AVIF, GIF or TIFF';

function dimensions(content: Buffer, label: string): { width: number; height: number; type: string; alpha: boolean } {
  if (isHeif(content)) {
    try {
      return { ...heifSize(content), type: 'heic' };
    } catch (error) {
      throw new ImageError(`${callerLocation()} uses ${label}, a HEIC file that cannot be read (${(error as Error).message}). Check that the file is complete, or export it again as JPEG.`);
    }
  }
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(content);
  } catch {
    throw new ImageError(`${callerLocation()} uses ${label}, which is not an image the build can read. Replace it with a ${READABLE} file.`);
  }
  if (!READABLE_TYPES.includes(size.type ?? '')) {
    throw new ImageError(`${callerLocation()} uses ${label}, a ${(size.type ?? 'unknown').toUpperCase()} file, which the image encoder cannot read. Save it as one of ${READABLE} (PNG keeps every pixel).`);
  }
  // EXIF orientations 5-8 are rotated a quarter turn; encode.ts applies the rotation.
  const turned = (size.orientation ?? 1) >= 5;
  return { width: turned ? size.height : size.width, height: turned ? size.width : size.height, type: size.type ?? '', alpha: pngHasAlpha(content) };
}

/** A PNG with an alpha channel (colour types 4 and 6) or a transparent colour (a tRNS chunk). */
function pngHasAlpha(content: Buffer): boolean {
  if (!content.subarray(1, 4).equals(Buffer.from('PNG'))) return false;
  const colourType = content[25] ?? 0;
  const idat = content.indexOf('IDAT');
  return colourType === 4 || colourType === 6 || content.subarray(0, idat < 0 ? undefined : idat).includes('tRNS');
}

interface Original {
  source: string;
  label: string;
  hash: string;
  width: number;
  height: number;
  type: string;
  /** Whether the source can be transparent, which only a PNG fallback keeps. */
  alpha: boolean;
}
const originals = new Map<string, Original>();

/** A source file read, measured and hashed once, however many sizes are asked of it. */
function original(relativePath: string): Original {
  const known = originals.get(relativePath);
  if (known) return known;
  const { source, digest } = readAsset(relativePath, 'image', (content, file) => ({
    hash: hashOf(content),
    ...dimensions(content, path.relative(process.cwd(), file)),
  }));
  const label = path.relative(process.cwd(), source);
  const measured = { source, label, ...digest };
  if (measured.type === 'svg') {
    throw new ImageError(`${callerLocation()} passes ${label} to image(), but it is an SVG. Use asset() for SVGs; they scale without variants.`);
  }
  originals.set(relativePath, measured);
  return measured;
}

/** The file image() reads for `relativePath`, its size as shown, and its name for messages. */
export function originalOf(relativePath: string): { source: string; label: string; width: number; height: number } {
  const { source, label, width, height } = original(relativePath);
  return { source, label, width, height };
}

/** A message the build prints about the image a file (its URL) belongs to, once however often it is used. */
export function noteOn(url: string, warning: string): void {
  const variant = variants.get(url.slice(1));
  if (variant && !variant.warnings?.includes(warning)) variant.warnings = [...(variant.warnings ?? []), warning];
}

export function image(relativePath: string, options: ImageOptions & { fallback: false }): ArtImage;
export function image(relativePath: string, options?: ImageOptions): ImageSet;
export function image(relativePath: string, options: ImageOptions = {}): ArtImage | ImageSet {
  const memoKey = JSON.stringify([relativePath, options]);
  const known = sets.get(memoKey);
  if (known) return known;

  const src = original(relativePath);
  const crop = options.crop && roundBox(options.crop);
  if (crop && (crop.left < 0 || crop.top < 0 || crop.width <= 0 || crop.height <= 0 || crop.left + crop.width > src.width || crop.top + crop.height > src.height)) {
    throw new ImageError(`${callerLocation()} asks image('${relativePath}') for a crop (${JSON.stringify(crop)}) outside its ${src.width}x${src.height} px.`);
  }
  const within = crop ?? { width: src.width, height: src.height };
  const asked = [...new Set(options.widths ?? DEFAULT_WIDTHS.filter((w) => w <= within.width))].sort((a, b) => a - b);
  if (asked.length === 0) asked.push(within.width);
  const ratio = options.aspectRatio ?? within.width / within.height;
  const sizeAt = (width: number) => ({ width, height: Math.round(width / ratio) });
  const { avifQuality } = options;
  if (avifQuality !== undefined && !(Number.isInteger(avifQuality) && avifQuality >= 1 && avifQuality <= 100)) {
    throw new ImageError(`${callerLocation()} asks image('${relativePath}') for AVIF quality ${avifQuality}; use a whole number from 1 to 100.`);
  }
  if (asked.some((w) => !Number.isInteger(w) || w <= 0) || !(ratio > 0)) {
    throw new ImageError(`${callerLocation()} asks image('${relativePath}') for widths ${asked.join(', ')} at aspect ratio ${ratio}; use positive whole widths and a positive ratio.`);
  }
  // A picture is never enlarged: widths past the original's are dropped, and the build says what it needs.
  const fits = (width: number) => width <= within.width && sizeAt(width).height <= within.height;
  const widths = asked.filter(fits);
  if (widths.length === 0) widths.push(Math.max(1, Math.min(within.width, Math.floor(within.height * ratio))));
  const largest = sizeAt(widths.at(-1)!);
  const wanted = sizeAt(asked.at(-1)!);
  const tooSmall =
    widths.length < asked.length &&
    `${src.label} is ${src.width}x${src.height} px${crop ? ` (cropped to ${crop.width}x${crop.height})` : ''}, smaller than the ${wanted.width}x${wanted.height} px that ${callerLocation()} asks for, ` +
      `so it is shown at ${largest.width}x${largest.height}, never enlarged. Supply an original of at least ${wanted.width}x${wanted.height} px${crop ? ' where the crop falls' : ''}.`;

  const base = path.basename(src.source, path.extname(src.source));
  const fallbackFormat: ImageFormat = src.alpha ? 'png' : 'jpeg';
  const usedBy = deferredCallerLocation();
  const floor = options.largestPaint ? AVIF_MIN_BITS_PER_PIXEL : undefined;
  const nameHash = hashOf(JSON.stringify([src.hash, avifSettings(avifQuality), floor, ENCODERS, PIPELINE_VERSION, ...(crop ? [crop] : [])]));
  const variant = (width: number, format: ImageFormat, fallback = false): string => {
    const size = sizeAt(width);
    const own = format === 'avif' ? avifQuality : undefined;
    const minBitsPerPixel = format === 'avif' ? floor : undefined;
    const key = hashOf(JSON.stringify([src.hash, size, format, format === 'avif' ? avifSettings(own) : ENCODERS[format], minBitsPerPixel, PIPELINE_VERSION, ...(crop ? [crop] : [])]));
    const extension = format === 'jpeg' ? 'jpg' : format;
    const output = path.posix.join(ASSETS_URL_DIR, `${base}-${size.width}x${size.height}-${nameHash}.${extension}`);
    if (!variants.has(output)) {
      variants.set(output, {
        source: src.source,
        output,
        key,
        ...size,
        format,
        avifQuality: own,
        minBitsPerPixel,
        fallback,
        crop,
        get usedBy() {
          return usedBy();
        },
      });
    }
    return `/${output}`;
  };
  const srcset = (format: ImageFormat) => widths.map((w) => `${variant(w, format)} ${w}w`).join(', ');
  const fallbackWidth = widths.filter((w) => w <= FALLBACK_MAX_WIDTH).at(-1) ?? widths[0]!;

  const set: ArtImage | ImageSet = options.fallback === false ? { ...largest, avif: srcset('avif') } : { ...largest, avif: srcset('avif'), fallback: variant(fallbackWidth, fallbackFormat, true) };
  if (tooSmall) noteOn(variant(largest.width, 'avif'), tooSmall);
  sets.set(memoKey, set);
  return set;
}
