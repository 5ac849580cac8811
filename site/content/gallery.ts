import { image, type ImageOptions } from 'ssg';
import type { GalleryItem } from '../islands/Gallery.tsx';

/**
 * The Services page gallery: the ten shop photos. Thumbnails are 150 x 150 squares on small
 * screens and 500 x 300 on large ones (with 2x and 3x sizes); the lightbox shows them at 900 x 900.
 */
const SMALL_THUMBNAIL: ImageOptions = { widths: [150, 300, 450], aspectRatio: 1 };
const LARGE_THUMBNAIL: ImageOptions = { widths: [500, 750, 1000], aspectRatio: 5 / 3 };
const FULL: ImageOptions = { widths: [900], aspectRatio: 1 };

const shot = (path: string, alt: string, caption: string): Omit<GalleryItem, 'id'> => ({
  thumbnail: { small: image(path, SMALL_THUMBNAIL), large: image(path, LARGE_THUMBNAIL) },
  full: image(path, FULL),
  alt,
  caption,
});

export const galleryItems: GalleryItem[] = [
  shot('photos/shop-floor.jpg', 'The shop floor seen from above: machining centers on the left, lathes on the right, racking at the far end', 'Our San Jose shop floor'),
  shot('photos/five-axis-milling.jpg', 'A 5-axis machining center on the shop floor, its door open on the trunnion table', '5-axis milling'),
  shot('photos/turned-parts.jpg', 'A tray of brass hex fittings and stainless pins fresh from the lathe', 'Precision-turned parts'),
  shot('photos/cmm-inspection.jpg', 'The bridge CMM in the inspection lab with a housing on its granite table', 'CMM inspection'),
  shot('photos/cnc-turning.jpg', 'A stainless shaft turning in the three-jaw chuck of a CNC lathe', 'CNC turning'),
  shot('photos/aluminum-housing.jpg', 'A finished aluminum housing with a deep radiused pocket, counterbored holes and a bored boss', 'Aluminum housing'),
  shot('photos/titanium-components.jpg', 'Titanium flanges and bone screws on a granite surface plate', 'Titanium components'),
  shot('photos/production-cell.jpg', 'A production cell: machining centers in a row with a parts cart between them', 'Production cell'),
  shot('photos/tool-change.jpg', 'A carbide end mill in its tool holder in the spindle above the vise', 'Tool change'),
  shot('photos/quality-lab.jpg', 'The climate-controlled quality lab: a bridge CMM, a surface plate with a height gauge, and the inspection desk', 'Quality lab'),
].map((item, i) => ({ ...item, id: `photo-${i + 1}` }));
