/**
 * Turns Blender's 16-bit PNGs (.cache/renders/<folder>/<shot>.png, from render.py) into the JPEG
 * originals the site builds from (assets/<folder>/<shot>.jpg). Quality 92 with full-resolution
 * colour: these are masters, the image pipeline makes the small files.
 *
 *   npm run render            # both steps
 *   npx tsx scripts/render/finish.ts   # this step only
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..', '..');
const renders = path.join(root, '.cache', 'renders');

const folders = await readdir(renders, { withFileTypes: true });
let written = 0;
for (const folder of folders.filter((entry) => entry.isDirectory())) {
  const target = path.join(root, 'assets', folder.name);
  await mkdir(target, { recursive: true });
  for (const file of await readdir(path.join(renders, folder.name))) {
    if (!file.endsWith('.png') || file.endsWith('.preview.png')) continue;
    const output = path.join(target, file.replace(/\.png$/, '.jpg'));
    await sharp(path.join(renders, folder.name, file))
      .toColourspace('srgb')
      .jpeg({ quality: 92, mozjpeg: true, chromaSubsampling: '4:4:4' })
      .toFile(output);
    written += 1;
  }
}
console.log(`finish: ${written} pictures written to assets/`);
