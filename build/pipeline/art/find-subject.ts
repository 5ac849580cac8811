import type { Box } from '../../shared/box.ts';
import { readableBySharp } from '../assets/heif.ts';

/**
 * Finds a picture's subject, the box a crop must keep, for a photograph nobody described: what
 * stands out from its background. sharp's `attention` and `entropy` strategies were the first
 * candidates, but they answer a different question: the best crop of one given shape, not where
 * the subject is, and a place needs crops of several shapes judged against its text. So this
 * measures, on a small copy, how far each pixel is from the background (a plane fitted through the
 * border's colours, which follows a studio sweep's or a sky's gradient) plus how sharp an edge it
 * sits on, and takes the box that holds all but the outer 1.5% of that weight on each side.
 */

/** Side of the copy the subject is measured on: boxes to about 0.5% of the picture. */
const SAMPLE = 192;
/** The border the background is fitted to, as a share of each side. */
const BORDER = 0.05;
/** Weight left outside the box on each side: stray highlights and grain. */
const TRIM = 0.015;

/** The plane a + b·x + c·y through `values` at `points`, by least squares. */
function fitPlane(points: [number, number][], values: number[]): [number, number, number] {
  let n = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0, sv = 0, sxv = 0, syv = 0;
  points.forEach(([x, y], i) => {
    const v = values[i]!;
    n++; sx += x; sy += y; sxx += x * x; syy += y * y; sxy += x * y; sv += v; sxv += x * v; syv += y * v;
  });
  // Cramer's rule on the normal equations.
  const det = (m: number[]) => m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) - m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) + m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!);
  const a = [n, sx, sy, sx, sxx, sxy, sy, sxy, syy];
  const d = det(a);
  if (Math.abs(d) < 1e-9) return [sv / Math.max(1, n), 0, 0];
  const rhs = [sv, sxv, syv];
  const solve = (column: number) => det(a.map((value, i) => (i % 3 === column ? rhs[Math.floor(i / 3)]! : value))) / d;
  return [solve(0), solve(1), solve(2)];
}

/** The range along one axis holding all but `TRIM` of `weights` on each side. */
function span(weights: Float64Array): [number, number] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let start = 0;
  for (let seen = 0; start < weights.length - 1 && (seen += weights[start]!) < total * TRIM; start++);
  let end = weights.length - 1;
  for (let seen = 0; end > start && (seen += weights[end]!) < total * TRIM; end--);
  return [start, end + 1];
}

/**
 * The subject of an RGB picture (`data`, `width` x `height`, 3 channels), in the coordinates of a
 * picture `scale` times larger (its original).
 */
export function subjectOfPixels(data: Uint8Array, width: number, height: number, scale: number): Box {
  const at = (x: number, y: number, c: number) => data[(y * width + x) * 3 + c]!;
  const border: [number, number][] = [];
  const bx = Math.max(1, Math.round(width * BORDER));
  const by = Math.max(1, Math.round(height * BORDER));
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (x < bx || x >= width - bx || y < by || y >= height - by) border.push([x, y]);
  const planes = [0, 1, 2].map((c) => fitPlane(border, border.map(([x, y]) => at(x, y, c))));
  const distance = (x: number, y: number) => Math.hypot(...planes.map(([a, b, c], channel) => at(x, y, channel) - (a + b * x + c * y)));
  // What the border itself varies by (grain, texture) is not subject.
  const noise = border.map(([x, y]) => distance(x, y)).sort((a, b) => a - b)[Math.floor(border.length * 0.9)]!;
  const luma = (x: number, y: number) => 0.299 * at(x, y, 0) + 0.587 * at(x, y, 1) + 0.114 * at(x, y, 2);
  const columns = new Float64Array(width);
  const rows = new Float64Array(height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const edge = Math.hypot(luma(x + 1, y) - luma(x - 1, y), luma(x, y + 1) - luma(x, y - 1));
      const weight = Math.max(0, distance(x, y) - noise) + 0.5 * Math.max(0, edge - noise);
      columns[x] = columns[x]! + weight;
      rows[y] = rows[y]! + weight;
    }
  }
  if (columns.every((w) => w === 0)) return { left: 0, top: 0, width: width * scale, height: height * scale };
  const [left, right] = span(columns);
  const [top, bottom] = span(rows);
  return { left: left * scale, top: top * scale, width: (right - left) * scale, height: (bottom - top) * scale };
}

/** The subject of an image file, in its pixels as shown (EXIF orientation applied). */
export async function findSubject(content: Buffer): Promise<Box> {
  const sharp = (await import('sharp')).default;
  const file = await readableBySharp(content);
  const { data, info } = await sharp(file, { autoOrient: true })
    .resize(SAMPLE, SAMPLE, { fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(file, { autoOrient: true }).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? info.width;
  return subjectOfPixels(data, info.width, info.height, width / info.width);
}
