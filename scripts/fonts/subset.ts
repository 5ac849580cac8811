/**
 * Writes the brand face's subset (brand-face.ts) into assets/fonts/:
 *
 *   npm run fonts
 *
 * Run it after changing brand-face.ts or updating @fontsource-variable/inter; the build only
 * copies the committed file, so it never needs the subsetter (test/build/fonts.test.ts fails
 * while the committed file is not what this makes).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brandFace, makeBrandFace } from './brand-face.ts';

const bytes = await makeBrandFace();
await writeFile(path.resolve(import.meta.dirname, '../..', brandFace.output), bytes);
console.log(`Wrote ${brandFace.output} (${(bytes.length / 1024).toFixed(1)} KB).`);
