import path from 'node:path';
import { ImageError } from '../errors.ts';
import type { ImageVariant } from './images.ts';

/**
 * What an encoded image may weigh. A 12.6 MB original built silently into 8.4 MB of variants (the
 * largest a 2.8 MB WebP), and a 16-bit PNG into a 737 KB fallback beside a 9 KB WebP: visitors
 * pay for such files, so the build says so, naming the original and the site file and line that
 * used it.
 */
export interface ImageLimits {
  /** Largest encoded file, in KB. */
  maxFileKb: number;
  /**
   * Largest JPEG/PNG fallback, as a multiple of the AVIF of the same size. A healthy mozjpeg 75
   * fallback is 2 to 5 times its AVIF (the banners' AVIF at quality 36 makes the 5); the file
   * this caught was 80 times.
   */
  fallbackFactor: number;
  /** 'warn' builds anyway and prints each finding; 'error' fails the build with them. */
  oversize: 'warn' | 'error';
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxFileKb: 500, fallbackFactor: 6, oversize: 'warn' };

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
const sizeKey = (variant: ImageVariant) => `${variant.source}|${variant.width}x${variant.height}`;

/** Findings for files over the limits; throws them instead when `oversize` is 'error'. */
export function checkImageSizes(files: { variant: ImageVariant; bytes: number }[], limits: ImageLimits): string[] {
  const avif = new Map(files.filter(({ variant }) => variant.format === 'avif').map(({ variant, bytes }) => [sizeKey(variant), bytes]));
  const findings: string[] = [];
  for (const { variant, bytes } of files) {
    // A function: naming the caller maps a stack through the source map, worth it only for a finding.
    const what = () => `${variant.usedBy} uses ${path.relative(process.cwd(), variant.source)}: its ${variant.fallback ? `${variant.format} fallback` : variant.format} at ${variant.width}x${variant.height} is ${kb(bytes)}`;
    if (bytes > limits.maxFileKb * 1024) {
      findings.push(`${what()}, over the ${limits.maxFileKb} KB limit (images.maxFileKb). Export the original smaller, or with less noise.`);
    }
    const modern = variant.fallback ? avif.get(sizeKey(variant)) : undefined;
    if (modern && bytes > limits.fallbackFactor * modern) {
      findings.push(`${what()}, ${Math.round(bytes / modern)} times its AVIF (${kb(modern)}; images.fallbackFactor allows ${limits.fallbackFactor}).`);
    }
  }
  if (findings.length > 0 && limits.oversize === 'error') {
    throw new ImageError(`${findings.join('\n')}\nFix the originals, or set images.oversize to 'warn' in site/site.config.ts to build anyway.`);
  }
  return findings;
}
