import { preload } from 'react-dom';
import type { Box } from './box.ts';

/**
 * The one way pages and islands show a raster image. Its data comes from `image()` at build time
 * and is plain JSON, so the same component renders on the server and inside hydrated islands.
 * Kept free of Node imports: islands import it as 'ssg/picture'.
 */

/** One crop of one source image, encoded at several widths. */
export interface ImageSet {
  /** Size of the largest candidate; every candidate has this aspect ratio. */
  width: number;
  height: number;
  /** `srcset` string ("url 400w, url 800w") of the AVIF files. */
  avif: string;
  /** A single JPEG (or PNG, for sources with transparency) for browsers without AVIF. */
  fallback: string;
}

/** A crop shown only through a `<source media>`: its AVIF files, no fallback of its own. */
export type ArtImage = Omit<ImageSet, 'fallback'>;

/** An alternative crop for a media query (art direction), e.g. square thumbnails on phones. */
export interface ArtSource {
  media: string;
  image: ArtImage;
  sizes: string;
}

/** How a layout shows its crop: filling the frame, filling a box beside the text, or whole in that box. */
export type Fit = 'cover' | 'beside' | 'contain';

/** One layout's crop of a directed picture (directed() in the build), for the screens its media names. */
export interface DirectedSource {
  /** The layout's name, which its class carries (`fit-wide-beside`). */
  layout: string;
  /** The screens it is for; the last source's is used only for its preload (its `<img>` takes the rest). */
  media?: string;
  fit: Fit;
  image: ArtImage;
  sizes: string;
}

/** A picture cropped by its subject for each layout of its place; the last source is the default. */
export interface DirectedImage {
  sources: DirectedSource[];
  /** The default source's JPEG (or PNG), for browsers without AVIF. */
  fallback: string;
  /** The subject's box in the original's pixels, and who said where it is. */
  subject: Box;
  subjectFrom: 'content' | 'render' | 'found' | 'whole';
}

interface CommonProps {
  image: ImageSet;
  /** Text alternative; "" only for purely decorative images. */
  alt: string;
  /** Rendered width per viewport, as in the `sizes` attribute. */
  sizes: string;
  className?: string;
}

/**
 * `priority`: the page's largest above-the-fold image. Eager, high fetch priority and preloaded from
 * the head. Everything else is lazy. Each art-directed crop gets its own preload, for the screens
 * its media query names, and the main image's for the rest: `mainMedia`, or with one crop the
 * screens that crop's query does not match, so a browser preloads exactly the file it will show.
 */
export type PictureProps = CommonProps & { priority?: boolean; art?: ArtSource[]; mainMedia?: string };

function preloadImage(image: ArtImage, sizes: string, media?: string) {
  // Browsers without AVIF skip a preload whose type they cannot decode; the <picture> still works.
  preload(image.avif.split(' ')[0]!, { as: 'image', type: 'image/avif', imageSrcSet: image.avif, imageSizes: sizes, fetchPriority: 'high', media });
}

/**
 * A crop's AVIF source. A browser without AVIF (Edge before 121) shows the main image's fallback
 * for every crop: a JPEG for each crop cost a page's first round trip 60 bytes apiece.
 */
function Sources({ image, sizes, media }: { image: ArtImage; sizes: string; media?: string }) {
  const size = media ? { width: image.width, height: image.height } : {};
  return <source type="image/avif" srcSet={image.avif} sizes={sizes} media={media} {...size} />;
}

export function Picture({ image, alt, sizes, className, priority, art = [], mainMedia }: PictureProps) {
  if (priority) {
    if (art.length > 1 && !mainMedia) throw new Error('A priority picture with several art-directed crops needs mainMedia, the screens its main image is for.');
    for (const crop of art) preloadImage(crop.image, crop.sizes, crop.media);
    preloadImage(image, sizes, mainMedia ?? (art[0] ? `not all and ${art[0].media}` : undefined));
  }
  return (
    <picture>
      {art.map((alternative) => (
        <Sources key={alternative.media} image={alternative.image} sizes={alternative.sizes} media={alternative.media} />
      ))}
      <Sources image={image} sizes={sizes} />
      <img
        className={className}
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  );
}

/**
 * A directed picture (DirectedImage): each layout's crop as a `<source>`, and on the `<img>` a
 * class for each layout where it does not fill the frame, naming how it sits there
 * (`fit-wide-beside`, `fit-wide-contain`), which the place's styles draw.
 */
export function DirectedPicture({ picture, alt, className, priority = false }: { picture: DirectedImage; alt: string; className: string; priority?: boolean }) {
  const main = picture.sources.at(-1)!;
  const art = picture.sources.slice(0, -1).map(({ media, image, sizes }) => ({ media: media!, image, sizes }));
  // Filling the frame is the default; a class names each layout where the picture sits beside its text.
  const fits = picture.sources.flatMap((source) => (source.fit === 'cover' ? [] : [`fit-${source.layout}-${source.fit}`]));
  return <Picture image={{ ...main.image, fallback: picture.fallback }} alt={alt} className={[className, ...fits].join(' ')} sizes={main.sizes} art={art} priority={priority} mainMedia={main.media} />;
}

/**
 * A carousel's later slide, drawn whole (`contain`) wherever the first slide's picture is: a later
 * picture filling the frame there paints larger than the first, which is the page's LCP (Home's
 * slide 3 filled the phone's band beside slide 1's whole picture, and moved LCP to 10 s). Each
 * slide then draws its own crop, at the first's size (paintNoLargerThan).
 */
export function wholeWhereFirstIs(first: DirectedImage, picture: DirectedImage): DirectedImage {
  const contained = new Set(first.sources.filter((source) => source.fit === 'contain').map((source) => source.layout));
  return { ...picture, sources: picture.sources.map((source) => (source.fit === 'cover' && contained.has(source.layout) ? { ...source, fit: 'contain' } : source)) };
}

/**
 * For a carousel's later slide: how large its picture may be drawn where both it and the first
 * slide's are whole in the same box (`contain`), so it never paints larger than the first. A
 * browser takes each larger paint as the page's largest (LCP), and a later slide's picture that
 * faded in larger moved Home's LCP to 5 s. Whole in a W x H box a picture of aspect a is
 * min(W, aH) wide and covers width² / a; so this one, of aspect b, may be that width times √(b / a).
 * Data attributes, not a style (the CSP allows no inline styles), for the place's styles to read
 * with attr(): `data-first-aspect-<layout>` and `data-share-<layout>`.
 */
export function paintNoLargerThan(first: DirectedImage, picture: DirectedImage): Record<`data-${string}`, string> {
  picture = wholeWhereFirstIs(first, picture);
  const attributes: Record<`data-${string}`, string> = {};
  const aspect = (image: ArtImage) => image.width / image.height;
  for (const source of picture.sources) {
    const firstSource = first.sources.find((candidate) => candidate.layout === source.layout);
    if (source.fit !== 'contain' || firstSource?.fit !== 'contain') continue;
    attributes[`data-first-aspect-${source.layout}`] = aspect(firstSource.image).toFixed(4);
    // A hair under equal: an equal paint is not a new largest one; a pixel more of rounding would be.
    attributes[`data-share-${source.layout}`] = (0.99 * Math.sqrt(aspect(source.image) / aspect(firstSource.image))).toFixed(4);
  }
  return attributes;
}
