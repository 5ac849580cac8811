import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** An image of a one-page test site: shown at `widths` by image(), or cropped for `place` (a Place, as TypeScript) by directed(). */
export type TestImage = { file: Buffer; widths: number[] } | { file: Buffer; place: string };

/** A one-page site in a temporary folder, its page showing each image. */
export async function siteWith(images: Record<string, TestImage>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ssg-image-site-'));
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'site', 'pages'), { recursive: true });
  for (const [name, { file }] of Object.entries(images)) await writeFile(path.join(root, 'assets', name), file);
  const entries = Object.entries(images);
  const lines = entries.map(([name, shown], i) => ('place' in shown ? `const image${i} = directed('${name}', ${shown.place});` : `const image${i} = image('${name}', { widths: ${JSON.stringify(shown.widths)} });`));
  const pictures = entries.map(([name, shown], i) =>
    'place' in shown ? `<DirectedPicture picture={image${i}} alt="${name}" className="banner" />` : `<Picture image={image${i}} alt="${name}" sizes="100vw" />`,
  );
  await writeFile(
    path.join(root, 'site', 'pages', 'index.tsx'),
    [
      "import { directed, image, type PageMeta } from 'ssg';",
      "import { DirectedPicture, Picture } from 'ssg/picture';",
      ...lines,
      "export const meta: PageMeta = { title: 'Images', description: 'Generated originals.' };",
      `export default function Home() { return <main>${pictures.join('')}</main>; }`,
      '',
    ].join('\n'),
  );
  return root;
}

/** Two colours of a picture as shown: its left half and its right half. */
export interface Halves {
  left: { r: number; g: number; b: number };
  right: { r: number; g: number; b: number };
}
const RED_BLUE: Halves = { left: { r: 255, g: 0, b: 0 }, right: { r: 0, g: 0, b: 255 } };

/**
 * A JPEG stored on its side with EXIF orientation 6, as cameras save a portrait shot, which shows
 * upright (`width` x `height`) with `halves`' left colour on the left; with `camera`'s profile and EXIF.
 */
export async function turned(width: number, height: number, halves: Halves = RED_BLUE, camera: { icc?: string; exif?: Record<string, Record<string, string>> } = {}): Promise<Buffer> {
  const { data, info } = await sharp({ create: { width: width / 2, height, channels: 3, background: halves.left } })
    .extend({ right: width / 2, background: halves.right })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let stored = sharp(data, { raw: info }).rotate(-90);
  if (camera.icc) stored = stored.withIccProfile(camera.icc);
  return stored.withMetadata({ orientation: 6 }).withExifMerge(camera.exif ?? {}).jpeg({ quality: 95 }).toBuffer();
}
