import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * The brand face as the site ships it: Inter (variable weight) cut down to the characters and
 * weights the pages use, so the preload every page makes is about 20 KB instead of the 48 KB of
 * @fontsource-variable's whole Latin file. `npm run fonts` writes it (subset.ts); site/styles/
 * fonts.css declares it with the unicode-range below, so any other character falls back, glyph
 * by glyph, to the metric-matched local face.
 */

export const brandFace = {
  /** The variable Latin file of the npm package, pinned by the lockfile. */
  source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  /** Where the build picks it up (fonts.css imports it from here). */
  output: 'assets/fonts/inter-variable-subset.woff2',
  /** The weights site/styles/ sets (400 to 900): the variation space outside it is dropped. */
  weights: { min: 400, max: 900 },
  /** Kerning, and tabular figures for the spec tables' columns of numbers. */
  features: ['kern', 'tnum'],
  /**
   * Printable ASCII, the Latin-1 signs (U+00A0-00BF: ° ± µ · © and the like), × and Ø (the
   * diameter as drawings and the capability statement type it: Inter's Latin file has no ⌀, which
   * fell back to a lighter face beside the figures), and the typographic punctuation copy tends to
   * gain (dashes, curly quotes, ellipsis, bullet, arrow, €, ™).
   */
  codePoints: [
    [0x20, 0x7e],
    [0xa0, 0xbf],
    [0xd7, 0xd8],
    [0x2013, 0x2014],
    [0x2018, 0x2019],
    [0x201c, 0x201d],
    [0x2022, 0x2022],
    [0x2026, 0x2026],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2192, 0x2192],
  ] as const satisfies readonly (readonly [number, number])[],
};

/** Every character of the subset, as one string. */
export function subsetCharacters(): string {
  return brandFace.codePoints.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
}

/** The CSS unicode-range of the subset, e.g. `U+0020-007E, U+00D7`. */
export function unicodeRange(): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return brandFace.codePoints.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

const root = path.resolve(import.meta.dirname, '../..');

/** The subset's bytes: the same package and settings always give the same file. */
export async function makeBrandFace(): Promise<Buffer> {
  const source = await readFile(createRequire(path.join(root, 'package.json')).resolve(brandFace.source));
  return subsetFont(source, subsetCharacters(), {
    targetFormat: 'woff2',
    keepFeatures: [...brandFace.features],
    noHinting: true,
    variationAxes: { wght: brandFace.weights },
  });
}
