import type { ImageSet } from 'ssg';

/** A picture as content passes it around: its encoded variants and its text alternative. */
export type Photo = ImageSet & { alt: string };

export const photo = (image: ImageSet, alt: string): Photo => ({ ...image, alt });

/**
 * `sizes` of a square photo covering a full-width banner: on portrait screens the banner's height
 * sets the rendered width, on landscape screens the viewport's width does.
 */
export const COVER_SIZES = '(orientation: portrait) 100vh, 100vw';
