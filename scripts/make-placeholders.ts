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
import { certifications } from '../site/content/certifications.ts';
import { BRAND_BLUE, badge, clientLogo, logoMark, type ClientMark } from './placeholders/marks.ts';

const assets = path.resolve(import.meta.dirname, '..', 'assets');
const force = process.argv.includes('--force');

/** The rule over each certification mark: the colour the standard's own marks use, roughly. */
const MARK_COLORS: Record<string, string> = { 'iso-9001': '#1d4ed8', as9100: '#0f766e', itar: BRAND_BLUE };

/** The nine fictional clients' logos (their names for the page: site/content/clients.ts). */
const clients: [file: string, mark: ClientMark][] = [
  ['averlin-surgical', 'averlin'],
  ['gridmere-energy', 'gridmere'],
  ['epilune-wafer-systems', 'epilune'],
  ['brisken-aerostructures', 'brisken'],
  ['tarrock-vacuum-systems', 'tarrock'],
  ['tolvar-motors', 'tolvar'],
  ['pivora-robotics', 'pivora'],
  ['titrell-instruments', 'titrell'],
  ['fenlow-optics', 'fenlow'],
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
  // Each mark drawn from its facts (site/content/certifications.ts), so it says what the tables say.
  ...certifications.map((c) =>
    write(`badges/${c.badge}.svg`, () => badge({ standard: c.standard, held: c.document, color: MARK_COLORS[c.badge] ?? BRAND_BLUE })),
  ),
  ...clients.map(([file, mark]) => write(`clients/${file}.svg`, () => clientLogo(mark))),
]);
