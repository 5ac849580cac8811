/**
 * Turns Blender's 16-bit PNGs (.cache/renders/<folder>/<shot>.png, from render.py) into the JPEG
 * originals the site builds from (assets/<folder>/<shot>.jpg): filters the render's grain with
 * the guides Blender wrote beside it (denoise.ts), scales it down to the size the site needs
 * (<shot>.json; shots render larger, so the scaling averages what grain is left) and writes
 * quality 92 with full-resolution colour: these are masters, the image pipeline makes the small files.
 *
 *   npm run render                                  # both steps
 *   npx tsx scripts/render/finish.ts                # this step only, every render
 *   npx tsx scripts/render/finish.ts NAME…          # some renders
 *   npx tsx scripts/render/finish.ts --preview NAME # a preview, into .cache/renders/<folder>/NAME.preview.out.png
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { denoise, type Plane } from './denoise.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const renders = path.join(root, '.cache', 'renders');
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const preview = process.argv.includes('--preview');

async function plane(file: string): Promise<Plane> {
  const { data, info } = await sharp(file).toColourspace('rgb16').removeAlpha().raw({ depth: 'ushort' }).toBuffer({ resolveWithObject: true });
  const words = new Uint16Array(data.buffer, data.byteOffset, data.byteLength / 2);
  const out = new Float32Array(info.width * info.height * 3);
  for (let i = 0; i < out.length; i++) out[i] = words[i]! / 65535;
  return { width: info.width, height: info.height, data: out };
}

async function finish(folder: string, stem: string, output: string) {
  const base = path.join(renders, folder, stem);
  const size = JSON.parse(await readFile(`${base}.json`, 'utf8')) as { width: number; height: number };
  let picture: ReturnType<typeof sharp>;
  if (existsSync(`${base}.albedo.png`)) {
    const [image, albedo, normal, depth] = (await Promise.all(['', '.albedo', '.normal', '.depth'].map((guide) => plane(`${base}${guide}.png`)))) as [Plane, Plane, Plane, Plane];
    const clean = denoise(image, albedo, normal, depth);
    const words = new Uint16Array(clean.data.length);
    for (let i = 0; i < words.length; i++) words[i] = Math.max(0, Math.min(65535, Math.round(clean.data[i]! * 65535)));
    // A Uint16Array makes sharp read the raw pixels as 16-bit.
    picture = sharp(await sharp(words, { raw: { width: clean.width, height: clean.height, channels: 3 } }).toColourspace('rgb16').png().toBuffer());
  } else {
    picture = sharp(`${base}.png`);
  }
  picture = picture.resize(size.width, size.height, { kernel: 'lanczos3' }).toColourspace('srgb');
  if (output.endsWith('.png')) await picture.png().toFile(output);
  else await picture.jpeg({ quality: 92, mozjpeg: true, chromaSubsampling: '4:4:4' }).toFile(output);
}

const folders = await readdir(renders, { withFileTypes: true });
let written = 0;
for (const folder of folders.filter((entry) => entry.isDirectory())) {
  const target = path.join(root, 'assets', folder.name);
  await mkdir(target, { recursive: true });
  for (const file of await readdir(path.join(renders, folder.name))) {
    const stem = file.replace(/\.png$/, '');
    if (!file.endsWith('.png') || /\.(albedo|normal|depth|out)\.png$/.test(file)) continue;
    if (stem.endsWith('.preview') !== preview) continue;
    const name = stem.replace(/\.preview$/, '');
    if (args.length > 0 && !args.includes(name)) continue;
    if (!existsSync(path.join(renders, folder.name, `${stem}.json`))) continue;
    const started = Date.now();
    const output = preview ? path.join(renders, folder.name, `${stem}.out.png`) : path.join(target, `${name}.jpg`);
    await finish(folder.name, stem, output);
    console.log(`finish: ${path.relative(root, output)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    written += 1;
  }
}
console.log(`finish: ${written} pictures written`);
