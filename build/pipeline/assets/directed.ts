import type { Box } from '../../shared/box.ts';
import type { ArtImage, DirectedImage, DirectedSource } from '../../shared/picture.tsx';
import { isStandIn, knownSubject } from '../art/subjects.ts';
import { chooseCrops, MIN_SUBJECT_SHOWN, MAX_SUBJECT_COVERED, type Layout } from '../art/crop.ts';
import { image, noteOn, originalOf } from './images.ts';

/**
 * `directed('photos/x.jpg', place)`: a picture cropped for a place by its subject, a crop for each
 * of the place's layouts (crop.ts). The subject is the content's (`{ subject }`, in the file's
 * pixels as shown), or else the render script's or the one the build found in it (subjects.ts).
 * Where a layout cannot hold the subject clear of its text, the picture goes beside the text there
 * (the layout's `beside` boxes) and the build says so, naming the picture, the place and the screens.
 */

export interface Place {
  /** The place in messages: "Home's hero, slide 1". */
  name: string;
  /** Its picture is its page's largest paint (a first screen's banner: images.ts, largestPaint). */
  largestPaint?: boolean;
  /** Its layouts, one a kind of screen; the last one, without `media`, serves the rest. */
  layouts: (Layout & {
    /** `sizes` of the picture in this layout, full frame and beside its text. */
    sizes: { cover: string; beside?: string };
    /** The densest screen it serves sharp (device pixels a CSS pixel). */
    density: number;
  })[];
}

export interface DirectedOptions {
  /** The subject's box in the file's pixels as shown (EXIF orientation applied). */
  subject?: Box;
  avifQuality?: number;
}

/** Widths offered below a layout's largest; the largest is what its densest screen needs. */
const LADDER = [400, 800, 1200, 1600, 2000, 2400];

const pixels = (box: Box) => `${Math.round(box.width)} x ${Math.round(box.height)} px`;

export function directed(relativePath: string, place: Place, options: DirectedOptions = {}): DirectedImage {
  const src = originalOf(relativePath);
  const known = knownSubject(src.source);
  const subject = options.subject ?? known?.box ?? { left: 0, top: 0, width: src.width, height: src.height };
  const largestShown = (frames: { width: number; height: number }[]) => Math.max(...frames.map((frame) => frame.width));
  const choices = chooseCrops(src, subject, place.layouts, (layout) => largestShown(layout.frames));
  let fallback = '';
  /** How many times larger the original must be for its most magnified layout to stay sharp, and that layout. */
  let enlarge = { by: 1, layout: '' };
  const sources: DirectedSource[] = choices.map((choice, i) => {
    const layout = place.layouts[i]!;
    const frames = choice.fit === 'cover' ? layout.frames : layout.beside!;
    const aspect = choice.crop.width / choice.crop.height;
    // Drawn with object-fit: cover, a frame wider than the crop shows it wider than the frame's own width.
    const shownWidth = Math.max(...frames.map((frame) => Math.max(frame.width, frame.height * aspect)));
    const needed = Math.round(shownWidth * layout.density);
    const largest = Math.min(Math.floor(choice.crop.width), needed);
    if (needed / choice.crop.width > enlarge.by) enlarge = { by: needed / choice.crop.width, layout: `at ${frames.map((frame) => frame.width).join(', ')} px it is drawn ${Math.round(shownWidth)} px wide (${needed} px on a ${layout.density}x screen) from ${Math.round(choice.crop.width)} px of it` };
    // A step within 15% of the largest adds a file and a candidate for no visible gain.
    const widths = [...LADDER.filter((width) => width < largest * 0.85), largest];
    const settings = { crop: choice.crop, widths, avifQuality: options.avifQuality, largestPaint: place.largestPaint };
    let set: ArtImage;
    if (i < choices.length - 1) set = image(relativePath, { ...settings, fallback: false });
    else ({ fallback, ...set } = image(relativePath, settings));
    return { layout: layout.name, media: layout.media, fit: choice.fit, image: set, sizes: choice.fit === 'cover' ? layout.sizes.cover : (layout.sizes.beside ?? layout.sizes.cover) };
  });
  const misses = choices.flatMap((choice, i) => {
    const layout = place.layouts[i]!;
    const widths = layout.frames.map((frame) => frame.width).join(', ');
    if (choice.fit === 'cover' && choice.shown >= MIN_SUBJECT_SHOWN && choice.covered <= MAX_SUBJECT_COVERED) return [];
    if (choice.fit === 'cover') return [`at ${widths} px no crop keeps ${Math.round(MIN_SUBJECT_SHOWN * 100)}% of its subject in view clear of the text (the best shows ${Math.round(choice.shown * 100)}%, ${Math.round(choice.covered * 100)}% of it under text)`];
    return [`at ${widths} px its subject (${pixels(subject)}) cannot fill the frame clear of the text, so it is set beside the text${choice.fit === 'contain' ? ', whole, with room round it' : ''}`];
  });
  // A stand-in's size is the shot list's to state; a file the shop supplied is told at once.
  const soft = enlarge.by > 1.02 && !isStandIn(src.source) ? [`it is ${src.width} x ${src.height} px, and ${enlarge.layout}, so it looks soft there; an original of at least ${Math.ceil(src.width * enlarge.by)} x ${Math.ceil(src.height * enlarge.by)} px stays sharp`] : [];
  if (misses.length + soft.length > 0) {
    noteOn(fallback, `${src.label} in ${place.name}: ${[...misses, ...soft].join('; ')}.${misses.length > 0 ? ' A picture with its subject clear of where the text goes fills the frame (README, Pictures).' : ''}`);
  }
  return { sources, fallback, subject, subjectFrom: options.subject ? 'content' : (known?.from ?? 'whole') };
}
