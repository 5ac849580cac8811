import type { Image } from '../content/media.ts';

/** An image below the fold: intrinsic size (no layout shift), lazy, async decoding. */
export function Img({ image, className, sizes }: { image: Image; className?: string; sizes?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      sizes={sizes}
    />
  );
}
