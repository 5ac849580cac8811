/** The behaviour constants of SPEC.md section 9, in one place for islands and tests. */
export const NAV_SCROLL_THRESHOLD_PX = 10;
export const BADGE_SCROLL_THRESHOLD_PX = 300;

export const HERO = {
  intervalMs: 5000,
  fadeMs: 600,
  swipeThresholdPx: 40,
  touchResumeDelayMs: 500,
} as const;

export const CLIENTS = {
  autoplayDelayMs: 2500,
  breakpoints: { 340: { slidesPerView: 1, spaceBetween: 0 }, 700: { slidesPerView: 3, spaceBetween: 20 } },
} as const;

export const LIGHTBOX = {
  animationMs: 333,
  spacing: 0.1,
  bgOpacity: 0.8,
  preload: [1, 2] as [number, number],
  preloaderDelayMs: 2000,
  indexSeparator: ' / ',
  maxWidthToAnimate: 4000,
  minItemsToLoop: 3,
  errorMessage: 'The image cannot be loaded',
  minHashLength: 5,
} as const;
