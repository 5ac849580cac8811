import path from 'node:path';
import type { PublishedPicture } from '../../build/pipeline/build.ts';
import type { Box } from '../../build/shared/box.ts';
import type { MeasuredPicture, Rect } from './measure.ts';

/**
 * The shot list's rows: one a place a picture appears (page, part of the page, picture), with
 * what each screen width shows of the original and the text over it, in the original's pixels,
 * and the least original that stays sharp where it is shown largest.
 */

/** The widths the shot list draws, and the screens it takes each for. */
export const SHOT_WIDTHS = [375, 768, 1280, 1920] as const;
export const screenHeight = (width: number) => (width < 600 ? 812 : width < 1000 ? 1024 : width < 1600 ? 800 : 1080);
/** Device pixels a CSS pixel on the densest screens of each kind: phones 3x, tablets and desktops 2x. */
export const densityAt = (width: number) => (width < 600 ? 3 : 2);

export interface Crop {
  width: (typeof SHOT_WIDTHS)[number];
  /** The picture's box on the page (CSS px). */
  frame: { width: number; height: number };
  /** The part of the original shown, and the text over it (original px). */
  shown: Box | null;
  text: Box[];
  /** Device pixels across the shown part at this width's density. */
  devicePixels: number;
}

export interface Row {
  route: string;
  place: string;
  /** The original, relative to the project root. */
  file: string;
  source: string;
  alt: string;
  caption: string;
  crops: Crop[];
  /** The least original (width x height) that is never enlarged where it is shown largest, lightbox included. */
  least: { width: number; height: number; where: string };
}

/** `rect`, in the pixels of a published file made from `picture`, in its original's. */
function inOriginal(rect: Rect, picture: PublishedPicture, natural: { width: number; height: number }, original: { width: number; height: number }): Box {
  const crop = picture.crop ?? { left: 0, top: 0, width: original.width, height: original.height };
  const sx = crop.width / natural.width;
  const sy = crop.height / natural.height;
  const box = { left: crop.left + rect.left * sx, top: crop.top + rect.top * sy, width: rect.width * sx, height: rect.height * sy };
  const round = (n: number) => Math.round(n);
  return { left: round(box.left), top: round(box.top), width: round(box.width), height: round(box.height) };
}

export function rowsOf(
  measured: { route: string; width: (typeof SHOT_WIDTHS)[number]; pictures: MeasuredPicture[] }[],
  published: PublishedPicture[],
  sizeOf: (source: string) => { width: number; height: number },
  root: string,
): Row[] {
  const byUrl = new Map(published.map((picture) => [picture.url, picture]));
  const rows = new Map<string, Row>();
  for (const { route, width, pictures } of measured) {
    for (const seen of pictures) {
      const picture = byUrl.get(seen.src);
      if (!picture || picture.drawn) continue; // an SVG, a logo or a drawing the build makes: nothing to shoot
      const original = sizeOf(picture.source);
      const key = `${route}\n${seen.place}\n${picture.source}`;
      const row =
        rows.get(key) ??
        rows.set(key, { route, place: seen.place, file: path.relative(root, picture.source), source: picture.source, alt: seen.alt, caption: seen.caption, crops: [], least: { width: 0, height: 0, where: '' } }).get(key)!;
      if (row.crops.some((crop) => crop.width === width)) continue; // the same picture twice in one place: the first tells
      const shown = seen.shown && inOriginal(seen.shown, picture, seen.natural, original);
      const devicePixels = Math.round(seen.shownWidth * densityAt(width));
      row.crops.push({ width, frame: { width: Math.round(seen.box.width), height: Math.round(seen.box.height) }, shown, text: shown ? seen.text.map((rect) => inOriginal(rect, picture, seen.natural, original)) : [], devicePixels });
      // Sharp: the shown part's width in original pixels must reach the device pixels it is drawn on.
      if (shown && shown.width > 0) grow(row, original, devicePixels / shown.width, `${width} px (${densityAt(width)}x)`);
      if (seen.lightbox) {
        const screen = { width, height: screenHeight(width) };
        // The lightbox fits the photo to the screen: a larger file is shown larger, up to the screen.
        const fit = Math.min(screen.width / seen.lightbox.width, screen.height / seen.lightbox.height);
        const needed = seen.lightbox.width * fit * densityAt(width);
        grow(row, original, needed / original.width, `the lightbox at ${width} px (${densityAt(width)}x)`);
      }
    }
  }
  for (const row of rows.values()) row.crops.sort((a, b) => a.width - b.width);
  return [...rows.values()].sort((a, b) => a.route.localeCompare(b.route) || a.place.localeCompare(b.place) || a.file.localeCompare(b.file));
}

/** Raises the row's least original to `factor` times the current one, if that is more. */
function grow(row: Row, original: { width: number; height: number }, factor: number, where: string) {
  const width = Math.ceil(original.width * factor);
  if (width <= row.least.width) return;
  row.least = { width, height: Math.ceil(original.height * factor), where };
}
