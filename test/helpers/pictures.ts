import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { listFiles } from '../../build/list-files.ts';
import type { Box } from '../../build/shared/box.ts';

/**
 * What a test needs to judge a picture as shown (its geometry is the build's box.ts): where its
 * subject is, found here and not read from the content or the build (a different measure from the
 * build's find-subject.ts: what stands out from its own blurred surroundings), and which part of
 * the original a published file was cut from, found by matching the file against the original.
 */

export type Rect = Box;
export { area, intersection as overlap, mapBox as mapRect } from '../../build/shared/box.ts';

interface Grey {
  data: Float32Array;
  width: number;
  height: number;
}

async function grey(input: string | Buffer, width: number, height?: number): Promise<Grey> {
  const { data, info } = await sharp(input, { autoOrient: true }).resize(width, height, { fit: height ? 'fill' : 'inside' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: Float32Array.from(data), width: info.width, height: info.height };
}

/**
 * The subject of a picture file, in its pixels: the pixels that differ most from the picture blurred
 * to a tenth of its width (a part against its studio, a feature against its surface), as a box
 * holding all but 2% of them on each side.
 */
export async function subjectOf(file: string): Promise<Rect> {
  const meta = await sharp(file, { autoOrient: true }).metadata();
  const width = meta.autoOrient?.width ?? meta.width!;
  const small = await sharp(file, { autoOrient: true }).resize(160, 160, { fit: 'inside' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  // One channel out as in (sharp writes a blurred grey picture back as sRGB, three bytes a pixel).
  const blurred = await sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: 1 } }).blur(small.info.width / 10).extractChannel(0).raw().toBuffer();
  const w = small.info.width;
  const h = small.info.height;
  const difference = Array.from(small.data, (value, i) => Math.abs(value - blurred[i]!));
  const threshold = [...difference].sort((a, b) => a - b)[Math.floor(difference.length * 0.8)]! + 1;
  const columns = new Float64Array(w);
  const rows = new Float64Array(h);
  difference.forEach((d, i) => {
    if (d < threshold) return;
    columns[i % w] = columns[i % w]! + d;
    rows[Math.floor(i / w)] = rows[Math.floor(i / w)]! + d;
  });
  const span = (weights: Float64Array): [number, number] => {
    const total = weights.reduce((a, b) => a + b, 0);
    let start = 0;
    for (let seen = 0; (seen += weights[start]!) < total * 0.02; start++);
    let end = weights.length - 1;
    for (let seen = 0; (seen += weights[end]!) < total * 0.02; end--);
    return [start, end + 1];
  };
  const [x0, x1] = span(columns);
  const [y0, y1] = span(rows);
  const scale = width / w;
  return { left: x0 * scale, top: y0 * scale, width: (x1 - x0) * scale, height: (y1 - y0) * scale };
}

/**
 * How well `part` laid on `whole` at (x, y) matches, over where they overlap (at least 60% of
 * `part`): their normalised cross-correlation, 1 for the same pattern at any brightness and
 * contrast, so a drawing's thin lines, faint in a small copy, count as much as a photograph's
 * shapes. -Infinity where they overlap too little.
 */
function match(whole: Grey, part: Grey, x: number, y: number): number {
  let n = 0, sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
  for (let j = 0; j < part.height; j++) {
    const wy = y + j;
    if (wy < 0 || wy >= whole.height) continue;
    for (let i = 0; i < part.width; i++) {
      const wx = x + i;
      if (wx < 0 || wx >= whole.width) continue;
      const a = whole.data[wy * whole.width + wx]!;
      const b = part.data[j * part.width + i]!;
      n++; sa += a; sb += b; saa += a * a; sbb += b * b; sab += a * b;
    }
  }
  if (n < 0.6 * part.width * part.height) return -Infinity;
  const spread = Math.sqrt((n * saa - sa * sa) * (n * sbb - sb * sb));
  return spread > 0 ? (n * sab - sa * sb) / spread : -Infinity;
}

/**
 * Which part of `original` a published file shows, in the original's pixels: the crop whose
 * scaled-down copy matches the file best, searched coarsely over sizes and places, then refined.
 */
export async function cropWithin(original: string, published: Buffer): Promise<Rect> {
  const meta = await sharp(original, { autoOrient: true }).metadata();
  const originalWidth = meta.autoOrient?.width ?? meta.width!;
  const shown = await sharp(published).metadata();
  const aspect = shown.width! / shown.height!;
  let best = { score: -Infinity, scale: 1, x: 0, y: 0 };
  const search = async (thumb: number, scales: number[], around?: { x: number; y: number; reach: number }) => {
    const whole = await grey(original, thumb);
    const factor = whole.width / originalWidth;
    for (const scale of scales) {
      const width = Math.round(originalWidth * scale * factor);
      const height = Math.round(width / aspect);
      if (width < 4 || height < 4) continue;
      const part = await grey(published, width, height);
      const xs = around ? [Math.round(around.x * factor) - around.reach, Math.round(around.x * factor) + around.reach] : [-Math.round(width * 0.4), whole.width - Math.round(width * 0.6)];
      const ys = around ? [Math.round(around.y * factor) - around.reach, Math.round(around.y * factor) + around.reach] : [-Math.round(height * 0.4), whole.height - Math.round(height * 0.6)];
      for (let y = ys[0]!; y <= ys[1]!; y++) {
        for (let x = xs[0]!; x <= xs[1]!; x++) {
          const score = match(whole, part, x, y);
          if (score > best.score) best = { score, scale, x: x / factor, y: y / factor };
        }
      }
    }
  };
  await search(64, Array.from({ length: 48 }, (_, i) => 0.3 + i * 0.03));
  await search(128, Array.from({ length: 9 }, (_, i) => best.scale - 0.04 + i * 0.01), { x: best.x, y: best.y, reach: 6 });
  await search(256, Array.from({ length: 5 }, (_, i) => best.scale - 0.01 + i * 0.005), { x: best.x, y: best.y, reach: 4 });
  const width = originalWidth * best.scale;
  return { left: best.x, top: best.y, width, height: width / aspect };
}

/**
 * The original a published image file was made from: `NAME-WxH-HASH.ext` is made from NAME.* in
 * assets/ (or among the files the site's generators made, in its cache).
 */
export async function originalOf(root: string, url: string): Promise<string> {
  const base = path.basename(new URL(url).pathname).replace(/-\d+x\d+-\w+\.\w+$/, '');
  for (const dir of [path.join(root, 'assets'), path.join(root, '.cache', 'generated')]) {
    const found = (await listFiles(dir)).filter((file) => path.basename(file).replace(/\.\w+$/, '') === base && /\.(jpe?g|png|webp|avif|tiff?)$/i.test(file));
    // A generator's file is kept once per content: the newest is this build's.
    const newest = (await Promise.all(found.map(async (file) => ({ file: path.join(dir, file), time: (await stat(path.join(dir, file))).mtimeMs })))).sort((a, b) => b.time - a.time)[0];
    if (newest) return newest.file;
  }
  throw new Error(`no original for ${url}`);
}
