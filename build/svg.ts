import { optimize } from 'svgo';
import { ImageError } from './errors.ts';

/** SVGs ship minified (svgo's default preset keeps the viewBox, so they still scale). */
export function minifySvg(contents: Buffer, label: string): Buffer {
  try {
    return Buffer.from(optimize(contents.toString('utf8'), { multipass: true }).data);
  } catch (error) {
    throw new ImageError(`${label} is not a valid SVG (${(error as Error).message}). Fix the file or export it again.`);
  }
}
