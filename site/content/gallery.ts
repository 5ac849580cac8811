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
  shot('photos/shop-floor.jpg', 'Rows of CNC machines on the shop floor', 'Our San Jose shop floor'),
  shot('photos/five-axis-milling.jpg', '5-axis machining center cutting aluminum', '5-axis milling'),
  shot('photos/turned-parts.jpg', 'Tray of precision-turned parts', 'Precision-turned parts'),
  shot('photos/cmm-inspection.jpg', 'CMM probe measuring a machined block', 'CMM inspection'),
  shot('photos/cnc-turning.jpg', 'Shafts and fittings from the lathe', 'CNC turning'),
  shot('photos/aluminum-housing.jpg', 'Aluminum housing in the vise', 'Aluminum housing'),
  shot('photos/titanium-components.jpg', 'Finished titanium components', 'Titanium components'),
  shot('photos/production-cell.jpg', 'Production cell with staged parts', 'Production cell'),
  shot('photos/tool-change.jpg', 'Cutting tool in the spindle', 'Tool change'),
  shot('photos/quality-lab.jpg', 'Quality lab with CMM', 'Quality lab'),
].map((item, i) => ({ ...item, id: `photo-${i + 1}` }));
