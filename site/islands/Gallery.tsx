import { useEffect, useRef } from 'react';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import type { ImageSet } from 'ssg';
import { Picture } from 'ssg/picture';
import { LIGHTBOX } from './lib/constants.ts';
import { usePrefersReducedMotion } from './lib/hooks.ts';
import { galleryHash, parseGalleryHash } from './lib/galleryHash.ts';

export interface GalleryItem {
  id: string;
  /** Square crop for small screens, 5:3 from LARGE_SCREEN up. */
  thumbnail: { small: ImageSet; large: ImageSet };
  /** The lightbox picture; its JPEG is also the link's target without JavaScript. */
  full: ImageSet;
  alt: string;
  caption: string;
}

/** Matches gallery.css: 2 columns, 4 from 768 px, 5:3 thumbnails from 960 px in a 1200 px container. */
const LARGE_SCREEN = '(min-width: 960px)';
const SMALL_SIZES = '(min-width: 768px) calc(25vw - 1.5rem), calc(50vw - 1.7rem)';
const LARGE_SIZES = '(min-width: 1280px) 288px, calc(25vw - 1.5rem)';
/** Pictures that span two of the four columns (see `wideFrom`) are twice as wide. */
const WIDE_SMALL_SIZES = '(min-width: 768px) calc(50vw - 2rem), calc(50vw - 1.7rem)';
const WIDE_LARGE_SIZES = '(min-width: 1280px) 592px, calc(50vw - 2rem)';
const COLUMNS = 4;

/**
 * Index from which pictures span two columns, so the four-column grid never ends with a
 * half-empty row: with two pictures left over they share the last row, with three the first of
 * them is wide, with one it takes the whole row (CSS: .gallery__item--wide, --full).
 */
function spanOf(index: number, count: number): 'wide' | 'full' | undefined {
  const left = count % COLUMNS;
  const last = count - left;
  if (left === 0 || index < last) return undefined;
  if (left === 1) return 'full';
  if (left === 2) return 'wide';
  return index === last ? 'wide' : undefined;
}

export interface GalleryProps {
  items: GalleryItem[];
  /** With an id, the open picture is kept in the URL hash (&gid=..&pid=..) and Back closes it. */
  galleryId?: string;
  zoom?: boolean;
}

/**
 * An image grid whose links open the full pictures; with JavaScript a PhotoSwipe lightbox opens
 * instead. The PhotoSwipe core is loaded only when a picture is opened.
 */
export default function Gallery({ items, galleryId, zoom = true }: GalleryProps) {
  const grid = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (!grid.current) return;
    const duration = reducedMotion ? 0 : LIGHTBOX.animationMs;
    const lightbox = new PhotoSwipeLightbox({
      gallery: grid.current,
      children: 'a',
      pswpModule: () => import('photoswipe'),
      showHideAnimationType: reducedMotion ? 'none' : 'zoom',
      showAnimationDuration: duration,
      hideAnimationDuration: duration,
      zoomAnimationDuration: duration,
      spacing: LIGHTBOX.spacing,
      bgOpacity: LIGHTBOX.bgOpacity,
      preload: LIGHTBOX.preload,
      preloaderDelay: LIGHTBOX.preloaderDelayMs,
      indexIndicatorSep: LIGHTBOX.indexSeparator,
      maxWidthToAnimate: LIGHTBOX.maxWidthToAnimate,
      loop: items.length >= LIGHTBOX.minItemsToLoop,
      errorMsg: LIGHTBOX.errorMessage,
      bgClickAction: 'close',
      tapAction: 'close',
      doubleTapAction: false,
      imageClickAction: zoom ? 'zoom-or-close' : 'close',
      pinchToClose: true,
      closeOnVerticalDrag: true,
      zoom,
      ...(zoom ? {} : { secondaryZoomLevel: 'fit' as const, maxZoomLevel: 'fit' as const, wheelToZoom: false }),
      closeTitle: 'Close',
      arrowPrevTitle: 'Previous picture',
      arrowNextTitle: 'Next picture',
    });

    // Each picture's caption under it in the lightbox, as the grid's link names say it.
    lightbox.on('uiRegister', () => {
      lightbox.pswp?.ui?.registerElement({
        name: 'caption',
        order: 9,
        isButton: false,
        appendTo: 'root',
        onInit: (element, pswp) => {
          element.setAttribute('aria-live', 'polite');
          const show = () => (element.textContent = items[pswp.currIndex]?.caption ?? '');
          pswp.on('change', show);
          show();
        },
      });
    });

    if (galleryId) {
      // The open picture lives in the hash; Back (popstate) closes the lightbox.
      let pushed = false;
      lightbox.on('change', () => {
        const pswp = lightbox.pswp;
        const item = pswp ? items[pswp.currIndex] : undefined;
        if (!item) return;
        const hash = galleryHash(galleryId, item.id);
        if (!pushed) {
          history.pushState({ gallery: galleryId }, '', hash);
          pushed = true;
        } else {
          history.replaceState({ gallery: galleryId }, '', hash);
        }
      });
      lightbox.on('close', () => {
        if (pushed && parseGalleryHash(location.hash)) history.back();
        pushed = false;
      });
      const onPopState = () => {
        if (!parseGalleryHash(location.hash) && lightbox.pswp) {
          pushed = false;
          lightbox.pswp.close();
        }
      };
      window.addEventListener('popstate', onPopState);
      lightbox.init();
      const shared = parseGalleryHash(location.hash);
      const index = shared && shared.gid === galleryId ? items.findIndex((item) => item.id === shared.pid) : -1;
      if (index >= 0) lightbox.loadAndOpen(index);
      return () => {
        window.removeEventListener('popstate', onPopState);
        lightbox.destroy();
      };
    }

    lightbox.init();
    return () => lightbox.destroy();
  }, [items, galleryId, zoom, reducedMotion]);

  return (
    <ul className="gallery" ref={grid}>
      {items.map((item, i) => {
        const span = spanOf(i, items.length);
        return (
          <li key={item.id} className={span ? `gallery__item gallery__item--${span}` : 'gallery__item'}>
            <a
              href={item.full.fallback}
              data-pswp-width={item.full.width}
              data-pswp-height={item.full.height}
              data-pswp-srcset={item.full.webp}
              aria-label={`${item.caption} (full size)`}
            >
              <Picture
                image={item.thumbnail.small}
                alt={item.alt}
                sizes={span ? WIDE_SMALL_SIZES : SMALL_SIZES}
                art={[{ media: LARGE_SCREEN, image: item.thumbnail.large, sizes: span ? WIDE_LARGE_SIZES : LARGE_SIZES }]}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
