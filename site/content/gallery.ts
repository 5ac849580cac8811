import { asset } from 'ssg';
import type { GalleryItem } from '../islands/Gallery.tsx';

/** The Services page gallery: the ten shop photos, declared 900 x 900 for the lightbox. */
const shot = (src: string, alt: string, caption: string): Omit<GalleryItem, 'id'> => ({
  src,
  thumbnail: src,
  width: 900,
  height: 900,
  alt,
  caption,
});

export const galleryItems: GalleryItem[] = [
  shot(asset('photos/shop-floor.jpg'), 'Rows of CNC machines on the shop floor', 'Our San Jose shop floor'),
  shot(asset('photos/five-axis-milling.jpg'), '5-axis machining center cutting aluminum', '5-axis milling'),
  shot(asset('photos/turned-parts.jpg'), 'Tray of precision-turned parts', 'Precision-turned parts'),
  shot(asset('photos/cmm-inspection.jpg'), 'CMM probe measuring a machined block', 'CMM inspection'),
  shot(asset('photos/cnc-turning.jpg'), 'Shafts and fittings from the lathe', 'CNC turning'),
  shot(asset('photos/aluminum-housing.jpg'), 'Aluminum housing in the vise', 'Aluminum housing'),
  shot(asset('photos/titanium-components.jpg'), 'Finished titanium components', 'Titanium components'),
  shot(asset('photos/production-cell.jpg'), 'Production cell with staged parts', 'Production cell'),
  shot(asset('photos/tool-change.jpg'), 'Cutting tool in the spindle', 'Tool change'),
  shot(asset('photos/quality-lab.jpg'), 'Quality lab with CMM', 'Quality lab'),
].map((item, i) => ({ ...item, id: `photo-${i + 1}` }));
