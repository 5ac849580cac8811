import type { Box, Frame, Place } from 'ssg';

/**
 * Where each banner's text goes, screen by screen: what the build crops its picture by
 * (`directed()`, README: Pictures). The numbers are the stylesheet's (base.css, hero.css,
 * page-hero.css); text-over-pictures.test.ts measures the real boxes in Chromium and fails where a
 * subject sits under text, so a change there that these miss is caught.
 *
 * Upright screens set the picture as a band under the nav bar and the text below it, so nothing
 * covers it: at 375 px a headline, a paragraph, badges and buttons leave no part of a full-screen
 * picture free. Where the subject cannot fill the band, it is drawn whole in it (`contain`). Wide screens set the text on the left of a full-bleed picture, and where its
 * subject would sit under that text, the picture moves beside it (`beside`).
 */

/** base.css: the bar's height, the container's width and the room kept for the badge column. */
const NAV = 72;
const CONTAINER = 1200;
const clearance = (width: number) => (width >= 960 ? 96 : 36);
const containerLeft = (width: number) => Math.max(clearance(width), (width - CONTAINER) / 2);

/** Portrait screens the bands are judged on: phones from 360 x 640 to an upright iPad Pro. */
const UPRIGHT_SCREENS: [number, number][] = [
  [360, 640],
  [375, 667],
  [375, 812],
  [390, 844],
  [412, 915],
  [768, 1024],
  [820, 1180],
  [1024, 1366],
];

/** Landscape screens: a phone on its side (whose hero keeps its 560 px floor), tablets, laptops and a 27" desktop. */
const WIDE_SCREENS: [number, number][] = [
  [812, 375],
  [1024, 768],
  [1194, 834],
  [1280, 800],
  [1366, 768],
  [1440, 900],
  [1536, 864],
  [1920, 1080],
  [2560, 1440],
];

/** An inner page's band on upright screens: as wide as the screen, `aspect` its width over its height (page-hero.css). */
const bands = (aspect: number): Frame[] => UPRIGHT_SCREENS.map(([width]) => ({ width, height: Math.round(width / aspect), text: [] }));

/**
 * Home's band on upright screens (hero.css): the room between the bar and the text at the slide's
 * foot, above the controls (80 px). The text is about 380 px tall on a phone (the first slide's,
 * the longest) and 340 px on a tablet; a slide with less text leaves its picture more room.
 */
const heroBands = (): Frame[] =>
  UPRIGHT_SCREENS.map(([width, height]) => ({ width, height: Math.round(heroHeight(height) - NAV - (width < 600 ? 380 : 340) - 80), text: [] }));

/** page-hero.css: the band's shape on upright screens. */
const BANNER_BAND_ASPECT = 2;

/**
 * banner.css: on wide screens the text keeps to a column; a picture set beside it starts 40 px
 * (2.5rem) right of it and ends at the container's right edge, 24 px (1.5rem) clear of the bar
 * above and of what is below it.
 */
const BESIDE_GAP = 24;
const column = (width: number) => Math.min(608, (width - 2 * containerLeft(width)) * 0.5);
const besideLeft = (width: number) => containerLeft(width) + column(width) + 40;

/** hero.css: 100svh between 560 and 1100 px. */
const heroHeight = (height: number) => Math.min(1100, Math.max(560, height));
/** page-hero.css: min(62svh, 640px, 36rem), or what its text needs (about 400 px). */
const bannerHeight = (height: number) => Math.max(400, Math.min(0.62 * height, 640, 576));

const besideFrames = (screens: { width: number; height: number; bottom: number }[]): Frame[] =>
  screens.map(({ width, height, bottom }) => ({ width: Math.round(width - besideLeft(width) - containerLeft(width)), height: height - NAV - bottom - 2 * BESIDE_GAP, text: [] }));

/**
 * Home's hero slides on a wide screen: the picture under the bar (banner.css), the text block in
 * its column on the left (the eyebrow to the buttons, down to the controls' row), the slide
 * controls bottom right.
 */
function heroFrame([width, screenHeight]: [number, number]): Frame {
  const height = heroHeight(screenHeight) - NAV;
  const left = containerLeft(width);
  const right = width - left;
  const text: Box[] = [
    { left, top: 0, width: column(width), height: height - 96 },
    { left: right - 330, top: height - 32 - 48, width: 330, height: 48 },
  ];
  return { width, height, text };
}

/** An inner page's banner on a wide screen: the bar, and the heading and lead at its foot, left. */
function bannerFrame([width, screenHeight]: [number, number]): Frame {
  const height = bannerHeight(screenHeight);
  const left = containerLeft(width);
  const text: Box[] = [
    { left: 0, top: 0, width, height: NAV },
    { left, top: height - 64 - 270, width: column(width), height: 270 },
  ];
  return { width, height, text };
}

const UPRIGHT = '(orientation: portrait)';
const WIDE = '(orientation: landscape)';

/** A slide of Home's hero; the first is the page's largest paint. */
export const heroPlace = (name: string, { first = false } = {}): Place => ({
  name,
  largestPaint: first,
  layouts: [
    { name: 'upright', media: UPRIGHT, frames: heroBands(), beside: heroBands(), sizes: { cover: '100vw' }, density: 3 },
    {
      name: 'wide',
      media: WIDE,
      frames: WIDE_SCREENS.map(heroFrame),
      beside: besideFrames(WIDE_SCREENS.map(([width, height]) => ({ width, height: heroHeight(height), bottom: 112 }))),
      sizes: { cover: 'max(100vw, 177.8vh)', beside: '50vw' },
      density: 2,
    },
  ],
});

export const bannerPlace = (name: string): Place => ({
  name,
  largestPaint: true,
  layouts: [
    { name: 'upright', media: UPRIGHT, frames: bands(BANNER_BAND_ASPECT), sizes: { cover: '100vw' }, density: 3 },
    {
      name: 'wide',
      media: WIDE,
      frames: WIDE_SCREENS.map(bannerFrame),
      beside: besideFrames(WIDE_SCREENS.map(([width, height]) => ({ width, height: bannerHeight(height), bottom: 0 }))),
      sizes: { cover: '100vw', beside: '50vw' },
      density: 2,
    },
  ],
});
