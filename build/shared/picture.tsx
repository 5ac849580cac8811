import { preload } from 'react-dom';

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

/** An alternative crop for a media query (art direction), e.g. square thumbnails on phones. */
export interface ArtSource {
  media: string;
  image: ImageSet;
  sizes: string;
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
 * the head. Everything else is lazy. A priority picture takes at most one art-directed crop: each
 * crop gets its own preload, and the main image's preload is limited to where that crop's media
 * query does not match, so a browser preloads exactly the file it will show.
 */
export type PictureProps = CommonProps & ({ priority: true; art?: [ArtSource] } | { priority?: false; art?: ArtSource[] });

function preloadImage(image: ImageSet, sizes: string, media?: string) {
  // Browsers without AVIF skip a preload whose type they cannot decode; the <picture> still works.
  preload(image.avif.split(' ')[0]!, { as: 'image', type: 'image/avif', imageSrcSet: image.avif, imageSizes: sizes, fetchPriority: 'high', media });
}

function Sources({ image, sizes, media }: { image: ImageSet; sizes: string; media?: string }) {
  const size = media ? { width: image.width, height: image.height } : {};
  return (
    <>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} media={media} {...size} />
      {media ? <source srcSet={image.fallback} media={media} {...size} /> : null}
    </>
  );
}

export function Picture({ image, alt, sizes, className, priority, art = [] }: PictureProps) {
  if (priority) {
    const crop = art[0];
    if (crop) preloadImage(crop.image, crop.sizes, crop.media);
    preloadImage(image, sizes, crop ? `not all and ${crop.media}` : undefined);
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
