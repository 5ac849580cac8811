import { image } from 'ssg';
import { photo, type Cover } from './media.ts';

/**
 * AVIF quality of banner photos, chosen by eye on the renders against 50 and 32: at 36 a portrait
 * crop takes about a third of the bytes of the default 50, and under the banner's dark gradient the
 * two look the same (the lower quality even smooths the render's grain). Keeps every page's LCP
 * picture on a phone far under 60 KB (images.test.ts).
 */
const COVER_AVIF_QUALITY = 36;

/** Landscape widths up to the master's 1920 px, so a 1920 px screen gets every pixel. */
const LANDSCAPE_WIDTHS = [400, 800, 1200, 1600, 1920];

/** Portrait crops are 9:16 from a 1920 x 1080 master: at most 600 px wide (600 x 1067). */
const PORTRAIT_CROP = { aspectRatio: 9 / 16, widths: [400, 600], avifQuality: COVER_AVIF_QUALITY };

/** A banner photo (heroes and page heroes): the landscape master and its portrait crop. */
export const cover = (path: string, alt: string): Cover => ({
  ...photo(image(path, { widths: LANDSCAPE_WIDTHS, avifQuality: COVER_AVIF_QUALITY }), alt),
  portrait: image(path, PORTRAIT_CROP),
});
