import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { parseHtml } from '../helpers/html.ts';

/**
 * Art direction in the build (directed(), crop.ts, subjects.ts), on a one-page site: a wide banner
 * whose text covers the left half of its frame. A photograph with its subject on the right fills
 * the frame, cropped so the subject stays right of the text; one with its subject in the middle
 * is set beside the text, and the build says so; a render's recorded subject is used while its
 * bytes match the record, and a photograph saved under the render's name has its own found.
 */

const PLACE = `{
  name: 'the test banner',
  layouts: [{
    name: 'wide',
    frames: [
      { width: 1280, height: 800, text: [{ left: 0, top: 0, width: 640, height: 800 }] },
      { width: 1920, height: 1080, text: [{ left: 0, top: 0, width: 960, height: 1080 }] },
    ],
    beside: [{ width: 600, height: 700, text: [] }, { width: 900, height: 1000, text: [] }],
    sizes: { cover: '100vw', beside: '50vw' },
    density: 1,
  }],
}`;

/** A studio picture, 1920 x 1080: a dark sweep, and a bright part in `part`. */
async function studio(part: { left: number; top: number; width: number; height: number }): Promise<Buffer> {
  const ground = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: { r: 24, g: 26, b: 30 } } }).png().toBuffer();
  const piece = await sharp({ create: { width: part.width, height: part.height, channels: 3, background: { r: 210, g: 212, b: 215 } } }).png().toBuffer();
  return sharp(ground).composite([{ input: piece, left: part.left, top: part.top }]).jpeg({ quality: 90 }).toBuffer();
}

const RIGHT = { left: 1250, top: 300, width: 500, height: 450 };
const MIDDLE = { left: 560, top: 250, width: 800, height: 600 };
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function site(files: Record<string, Buffer>, standIns: Record<string, unknown>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ssg-art-'));
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'site', 'pages'), { recursive: true });
  for (const [name, bytes] of Object.entries(files)) await writeFile(path.join(root, 'assets', name), bytes);
  await writeFile(path.join(root, 'assets', 'stand-ins.json'), JSON.stringify(standIns));
  const names = Object.keys(files);
  await writeFile(
    path.join(root, 'site', 'pages', 'index.tsx'),
    [
      "import { directed, type PageMeta, type Place } from 'ssg';",
      "import { DirectedPicture } from 'ssg/picture';",
      `const place: Place = ${PLACE};`,
      ...names.map((name, i) => `const picture${i} = directed('${name}', place);`),
      "export const meta: PageMeta = { title: 'Art', description: 'Directed pictures.' };",
      `export default function Home() { return <main>${names.map((name, i) => `<DirectedPicture picture={picture${i}} alt="${name}" className="banner" />`).join('')}</main>; }`,
      '',
    ].join('\n'),
  );
  return root;
}

const roots: string[] = [];
async function built(files: Record<string, Buffer>, standIns: Record<string, unknown> = {}): Promise<BuildResult> {
  const root = await site(files, standIns);
  roots.push(root);
  return build(await loadConfig(root), { write: false });
}
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

/** The fit class and the published file of each picture on the page, by its alt. */
function shown(result: BuildResult, alt: string) {
  const img = parseHtml(result.output.text('index.html')!).querySelector(`img[alt="${alt}"]`)!;
  const file = Buffer.from(result.output.get(img.getAttribute('src')!.slice(1))!);
  return { fit: img.getAttribute('class')!.split(' ').find((name) => name.startsWith('fit-')) ?? 'cover', file };
}

/** Where the bright part lies in a published file, as shares of its width. */
async function brightSpan(file: Buffer): Promise<[number, number]> {
  const { data, info } = await sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });
  const columns = Array.from({ length: info.width }, (_, x) => data[Math.floor(info.height / 2) * info.width + x]! > 120);
  return [columns.indexOf(true) / info.width, (columns.lastIndexOf(true) + 1) / info.width];
}

describe('art direction', () => {
  it('fills the frame where the subject can sit clear of the text, and sets it beside the text where it cannot, saying so', async () => {
    const result = await built({ 'right.jpg': await studio(RIGHT), 'middle.jpg': await studio(MIDDLE) });
    const right = shown(result, 'right.jpg');
    expect(right.fit).toBe('cover');
    // Each frame cuts the crop to its own shape, centred, and its text takes the left half of what
    // shows: in both, that is the crop's left half or less. The subject lies right of it, whole.
    const [start, end] = await brightSpan(right.file);
    expect(start).toBeGreaterThan(0.5);
    expect(end).toBeLessThan(1);
    const middle = shown(result, 'middle.jpg');
    expect(middle.fit).toMatch(/^fit-wide-(beside|contain)$/);
    expect(result.warnings.find((warning) => warning.includes('middle.jpg in'))).toMatch(/middle\.jpg in the test banner: at 1280, 1920 px its subject \(\d+ x \d+ px\) cannot fill the frame clear of the text, so it is set beside the text/);
    expect(result.warnings.some((warning) => warning.includes('right.jpg in'))).toBe(false);
  });

  it("crops a render by its recorded subject, and a photograph saved under its name by the photograph's own", async () => {
    // The record says the subject is on the right, where the pixels say it is in the middle: while
    // the bytes match, the record wins (a render script knows its parts better than their pixels).
    const render = await studio(MIDDLE);
    const recorded = await built({ 'shot.jpg': render }, { 'shot.jpg': { sha256: sha256(render), subject: RIGHT } });
    expect(shown(recorded, 'shot.jpg').fit).toBe('cover');
    // The shop's photograph, with its subject in the middle, under the same name: found from its pixels.
    const photograph = await studio({ ...MIDDLE, left: MIDDLE.left + 10 });
    const replaced = await built({ 'shot.jpg': photograph }, { 'shot.jpg': { sha256: sha256(render), subject: RIGHT } });
    expect(shown(replaced, 'shot.jpg').fit).toMatch(/^fit-wide-(beside|contain)$/);
    expect(replaced.warnings.some((warning) => warning.includes('shot.jpg in the test banner'))).toBe(true);
  });
});
