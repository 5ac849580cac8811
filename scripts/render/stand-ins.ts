/**
 * Records the pictures the render scripts made in assets/stand-ins.json: for each, its content
 * hash (SHA-256) and its subject's box in its pixels (subjects.py). The build crops a picture
 * whose bytes match by that subject; any other file under the same name (the shop's own
 * photograph) is not a render and has its subject found from its pixels (README: Pictures).
 *
 *   npx tsx scripts/render/stand-ins.ts      # after subjects.py (npm run render does both)
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Box } from '../../build/shared/box.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const manifestFile = path.join(root, 'assets', 'stand-ins.json');
const subjects = JSON.parse(await readFile(path.join(root, '.cache', 'renders', 'subjects.json'), 'utf8')) as Record<string, Box>;
const manifest = existsSync(manifestFile) ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, { sha256: string; subject: Box }>) : {};

for (const [shot, subject] of Object.entries(subjects)) {
  const file = `photos/${shot}.jpg`;
  const onDisk = path.join(root, 'assets', file);
  if (!existsSync(onDisk)) continue;
  manifest[file] = { sha256: createHash('sha256').update(await readFile(onDisk)).digest('hex'), subject };
}
const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
await writeFile(manifestFile, JSON.stringify(sorted, null, 1) + '\n');
console.log(`stand-ins: ${Object.keys(sorted).length} pictures in ${path.relative(root, manifestFile)}`);
