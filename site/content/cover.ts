import { image } from 'ssg';
import { photo, type Cover } from './media.ts';

/** Portrait crops are 9:16 from a 1920 x 1080 master: at most 600 px wide (600 x 1067). */
const PORTRAIT_CROP = { aspectRatio: 9 / 16, widths: [400, 600] };

/** A banner photo (heroes and page heroes): the landscape master and its portrait crop. */
export const cover = (path: string, alt: string): Cover => ({ ...photo(image(path), alt), portrait: image(path, PORTRAIT_CROP) });
