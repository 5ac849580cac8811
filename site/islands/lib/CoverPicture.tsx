import { Picture, type ArtSource } from 'ssg/picture';
import { COVER_SIZES, PORTRAIT, PORTRAIT_COVER_SIZES, type Cover } from '../../content/media.ts';

/**
 * A full-bleed banner photo: the landscape master, or on portrait screens its 9:16 crop, so a
 * phone downloads a picture a third the size and sees the subject rather than a sliver of it.
 * Shared by the hero carousel (an island) and the inner pages' banners (server only).
 */
export function CoverPicture({ cover, alt, className, priority = false }: { cover: Cover; alt: string; className: string; priority?: boolean }) {
  const art: [ArtSource] = [{ media: PORTRAIT, image: cover.portrait, sizes: PORTRAIT_COVER_SIZES }];
  return priority ? (
    <Picture image={cover} alt={alt} className={className} sizes={COVER_SIZES} art={art} priority />
  ) : (
    <Picture image={cover} alt={alt} className={className} sizes={COVER_SIZES} art={art} />
  );
}
