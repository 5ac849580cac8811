/**
 * Writes the drawn placeholder media in assets/: the logo, three certification badges and nine
 * client logos. (The photographs are rendered: scripts/render/; the capability statement PDF is
 * generated from the content by the build: site/generated/public/.)
 *
 *   npm run placeholders
 *
 * A shop replaces any of these with real files of the same name; nothing else changes. Existing
 * files are kept unless --force is given, so real files are never overwritten by accident.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_BLUE, badge, clientLogo, logoMark } from './placeholders/marks.ts';

const assets = path.resolve(import.meta.dirname, '..', 'assets');
const force = process.argv.includes('--force');

const clients: [string, string, Parameters<typeof clientLogo>[1], string][] = [
  ['orion-medical', 'Orion Medical', 'ring', '#0e7490'],
  ['sunpeak-solar', 'SunPeak Solar', 'wave', '#d97706'],
  ['lattice-semi', 'Lattice Semi', 'hex', '#4f46e5'],
  ['aerotrace', 'AeroTrace', 'diamond', '#0f766e'],
  ['northgate-defense', 'Northgate', 'bars', '#334155'],
  ['voltline-motors', 'Voltline', 'bolt', '#dc2626'],
  ['helix-robotics', 'Helix Robotics', 'ring', '#7c3aed'],
  ['cobalt-labs', 'Cobalt Labs', 'hex', '#1d4ed8'],
  ['summit-optics', 'Summit Optics', 'diamond', '#be185d'],
];

async function write(file: string, contents: () => Promise<Buffer> | Buffer | string) {
  const target = path.join(assets, file);
  if (existsSync(target) && statSync(target).size > 0 && !force) return;
  await mkdir(path.dirname(target), { recursive: true });
  // Write then rename, so a run that fails half-way never leaves a truncated file behind.
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, await contents());
  await rename(temporary, target);
  console.log(`wrote assets/${file}`);
}

await Promise.all([
  write('logo.svg', logoMark),
  write('badges/iso-9001.svg', () => badge({ top: 'CERTIFIED', middle: 'ISO', bottom: '9001:2015', color: '#1d4ed8' })),
  write('badges/as9100.svg', () => badge({ top: 'AEROSPACE', middle: 'AS9100', bottom: 'REV D', color: '#0f766e' })),
  write('badges/itar.svg', () => badge({ top: 'REGISTERED', middle: 'ITAR', bottom: 'U.S. DOS', color: BRAND_BLUE })),
  ...clients.map(([file, name, glyph, color]) => write(`clients/${file}.svg`, () => clientLogo(name, glyph, color))),
]);
